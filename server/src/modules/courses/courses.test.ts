import fs from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser } from '../../test-support/factories'
import { buildSchoolRow, buildSchoolUser } from '../../test-support/school-factory'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string
beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

const as = (token: string) => ({ authorization: token })
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const tinyMp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(12)])

async function upload(token: string, typeId: number, name: string, file: Buffer, fileName: string) {
  const form = new FormData()
  form.set('typeId', String(typeId))
  form.set('courseName', name)
  form.set('file', new Blob([new Uint8Array(file)]), fileName)
  const response = await fetch(`${server.url}/api/admin/course/upload`, {
    method: 'POST',
    headers: as(token),
    body: form,
  })
  return (await response.json()) as { code: number; msg: string; data: { id: number; courseUrl: string } }
}

describe('club courses', () => {
  it('shows a club teacher only the courses opened to schools bound to them, and serves their files by link', async () => {
    const typeId = (
      await call(server, 'POST', '/admin/course/saveType', { typeName: '汉字文化' }, as(committee))
    ).data.id
    const childId = (
      await call(
        server,
        'POST',
        '/admin/course/saveType',
        { typeName: '部首', parentId: typeId },
        as(committee),
      )
    ).data.id
    const pdf = await upload(committee, childId, '部首入门', tinyPdf, 'lesson.pdf')
    expect(pdf.code).toBe(200)
    const video = await upload(committee, childId, '笔顺视频', tinyMp4, 'lesson.mp4')
    expect(video.code).toBe(200)
    const bound = await buildSchoolRow(server.db)
    const foreign = await buildSchoolRow(server.db)
    await call(
      server,
      'POST',
      '/admin/course/setSchools',
      { courseId: pdf.data.id, schoolIds: [bound.id] },
      as(committee),
    )
    await call(
      server,
      'POST',
      '/admin/course/setSchools',
      { courseId: video.data.id, schoolIds: [foreign.id] },
      as(committee),
    )
    const teacher = await buildSchoolUser(server.db, 'courseTeacher', [bound.id])

    const schools = await call(server, 'GET', '/user/getUserSchoolList', {}, as(teacher.token))
    expect(schools.data).toEqual([{ schoolId: bound.id, schoolName: bound.schoolName }])
    const types = await call(
      server,
      'GET',
      '/course/haveBeenOpenedCourse',
      { schoolId: bound.id },
      as(teacher.token),
    )
    expect(types.data[0]).toMatchObject({
      id: typeId,
      childrenCourseType: [expect.objectContaining({ id: childId })],
    })
    const list = await call(
      server,
      'GET',
      '/course/queryOpenCourseList',
      { typeId: childId },
      as(teacher.token),
    )
    expect(list.data.rows.map((c: { courseName: string }) => c.courseName)).toEqual(['部首入门'])
    expect(list.data.rows[0]).toMatchObject({ courseKind: 1, courseUrl: `/api/course/file/${pdf.data.id}` })
    // Another school's courses: refused by school and by file.
    expect(
      (await call(server, 'GET', '/course/queryOpenCourseList', { schoolId: foreign.id }, as(teacher.token)))
        .code,
    ).toBe(4003)
    const refused = await call(
      server,
      'GET',
      '/course/getCourseFileLink',
      { fileUrl: video.data.courseUrl },
      as(teacher.token),
    )
    expect(refused.code).toBe(4003)
    expect(refused.msg).toBe('该课程未向你绑定的学校开放')

    const link = await call(
      server,
      'GET',
      '/course/getCourseFileLink',
      { fileUrl: pdf.data.courseUrl },
      as(teacher.token),
    )
    expect(link.code).toBe(200)
    const file = await fetch(`${server.url}${link.data.url}`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(tinyPdf)).toBe(true)
    expect(file.headers.get('cache-control')).toContain('no-store')
    // Without the link, or with a link for another course, nothing is served.
    const answerOf = async (url: string) => (await (await fetch(url)).json()) as { code: number; msg: string }
    expect(await answerOf(`${server.url}${pdf.data.courseUrl}`)).toMatchObject({
      code: 4003,
      msg: '请从课程列表打开课程文件',
    })
    const token = new URL(link.data.url, server.url).searchParams.get('t')
    expect((await answerOf(`${server.url}${video.data.courseUrl}?t=${token}`)).code).toBe(4003)
    // Each refusal says its own cause: an expired link, a course closed since, a deleted file.
    expect(await answerOf(`${server.url}${pdf.data.courseUrl}?t=expired`)).toMatchObject({
      code: 4003,
      msg: '课程文件链接已过期，请回到课程列表重新打开',
    })
    await call(
      server,
      'POST',
      '/admin/course/setSchools',
      { courseId: pdf.data.id, schoolIds: [] },
      as(committee),
    )
    expect(await answerOf(`${server.url}${link.data.url}`)).toMatchObject({
      code: 4003,
      msg: '该课程已不再向你绑定的学校开放',
    })
    await call(
      server,
      'POST',
      '/admin/course/setSchools',
      { courseId: pdf.data.id, schoolIds: [bound.id] },
      as(committee),
    )
    expect((await fetch(`${server.url}${link.data.url}`)).status).toBe(200)
    await call(server, 'POST', '/admin/course/delete', { id: pdf.data.id }, as(committee))
    expect(await answerOf(`${server.url}${link.data.url}`)).toMatchObject({
      code: 4004,
      msg: '课程文件不存在或已被删除',
    })
    // Course files are not under the public /uploads folder.
    expect(await fs.readdir(server.services.files.root).catch(() => [])).not.toContain('course-files')
  })

  it('refuses any viewer URL that is not one of our own course files', async () => {
    const teacher = await buildSchoolUser(server.db, 'courseTeacher')
    for (const fileUrl of [
      'https://evil.example.com/a.pdf',
      '//evil.example.com/api/course/file/1',
      '/api/course/file/1/../../../etc/passwd',
      '/uploads/avatars/x.png',
      'javascript:alert(1)',
      '/api/course/file/1?x=1',
    ]) {
      const answer = await call(server, 'GET', '/course/getCourseFileLink', { fileUrl }, as(teacher.token))
      expect(answer.code, fileUrl).toBe(4003)
    }
    expect((await call(server, 'GET', '/course/queryOpenCourseList', {}, as(teacher.token))).data).toEqual({
      rows: [],
      total: 0,
    })
  })

  it('accepts only PDFs and videos, by extension and content, and only from the committee', async () => {
    const typeId = (await call(server, 'POST', '/admin/course/saveType', { typeName: '其他' }, as(committee)))
      .data.id
    expect((await upload(committee, typeId, '假 PDF', Buffer.from('hello'), 'fake.pdf')).code).toBe(4000)
    expect((await upload(committee, typeId, '文档', tinyPdf, 'lesson.docx')).code).toBe(4000)
    const teacher = await buildSchoolUser(server.db, 'courseTeacher')
    expect((await upload(teacher.token, typeId, 'x', tinyPdf, 'x.pdf')).code).toBe(4003)
    expect(
      (await call(server, 'POST', '/admin/course/saveType', { typeName: 'x' }, as(teacher.token))).code,
    ).toBe(4003)
    const students = await buildSignedInUser(server.db, 'student')
    expect((await call(server, 'GET', '/course/queryOpenCourseList', {}, as(students.token))).code).toBe(4003)
  })
})
