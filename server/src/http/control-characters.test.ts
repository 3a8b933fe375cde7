import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../test-support/factories'
import { buildSchoolUser } from '../test-support/school-factory'
import { call, startTestServer, type TestServer } from '../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const as = (token: string, lang = 'zh-CN') => ({ authorization: token, 'accept-language': lang })

const plan = {
  planName: '第一周识字',
  planType: 1,
  firstAttr: '三年级',
  secondAttr: '2班',
  startDate: '2025-03-01',
  endDate: '2025-03-07',
}

describe('control characters in what people send', () => {
  it('refuses a NUL in a study plan name with 4000 naming the field, in the asker’s language', async () => {
    const { token } = await buildSchoolUser(server.db)
    const zh = await call(
      server,
      'POST',
      '/studyPlan/saveStudyPlan',
      { ...plan, planName: 'a\u0000b' },
      as(token),
    )
    expect(zh).toMatchObject({ status: 200, code: 4000 })
    expect(zh.data.fields).toEqual([{ field: 'planName', message: expect.stringContaining('控制字符') }])
    const en = await call(
      server,
      'POST',
      '/studyPlan/saveStudyPlan',
      { ...plan, planName: 'a\u0000b' },
      as(token, 'en'),
    )
    expect(en.code).toBe(4000)
    expect(en.msg).toBe('plan name contains an invisible control character, please remove it')
    const list = await call(server, 'GET', '/studyPlan/getStudyPlanList', {}, as(token))
    expect(list.data).toEqual([])
  })

  it('refuses a NUL in a school student’s name', async () => {
    const { token } = await buildSchoolUser(server.db)
    const answer = await call(
      server,
      'POST',
      '/schoolStudent/saveStudent',
      { name: '张\u0000三', phone: '13912345678' },
      as(token, 'en'),
    )
    expect(answer).toMatchObject({ status: 200, code: 4000 })
    expect(answer.data.fields[0].field).toBe('name')
    expect((await call(server, 'GET', '/schoolStudent/getStudentList', {}, as(token))).data).toEqual([])
  })

  it('refuses a NUL in the order number of a receipt', async () => {
    const { token } = await buildSignedInUser(server.db, 'student')
    const response = await fetch(`${server.url}/api/order/receipt?orderNo=a%00b`, {
      headers: as(token, 'en'),
    })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { code: number; data: { fields: { field: string }[] } }
    expect(answer.code).toBe(4000)
    expect(answer.data.fields[0]?.field).toBe('orderNo')
  })

  it('refuses a control character in a row of an uploaded paper, and keeps line breaks in its questions', async () => {
    const { token } = await buildSignedInUser(server.db, 'committee')
    const { exam } = await buildExam(server.db, { opensAt: new Date(Date.now() + 86_400_000) })
    const row = {
      quizForm: 0,
      section: 'A',
      quizTypeStr: '释义',
      description: '第一行\n第二行',
      engDescription: 'Question',
      choice: '水,火',
      answer: '水',
    }
    const file = (rows: unknown[]) => Buffer.from(JSON.stringify(rows)).toString('base64')
    const importPaper = (rows: unknown[]) =>
      call(
        server,
        'POST',
        '/admin/exam/questions/import',
        { quizId: exam.id, fileName: 'paper.json', content: file(rows) },
        as(token, 'en'),
      )
    const refused = await importPaper([row, { ...row, answer: '水\u0007' }])
    expect(refused.code).toBe(4000)
    expect(refused.msg).toMatch(/^Row 2: .*control character/)
    const imported = await importPaper([row])
    expect(imported.code).toBe(200)
    expect(imported.data[0].description).toBe('第一行\n第二行')
  })

  it('refuses a control character in the name of an uploaded course', async () => {
    const { token } = await buildSignedInUser(server.db, 'committee')
    const form = new FormData()
    form.set('typeId', '1')
    form.set('courseName', '课程\u0000')
    form.set('file', new Blob([Buffer.from('%PDF-1.4\n')]), 'course.pdf')
    const response = await fetch(`${server.url}/api/admin/course/upload`, {
      method: 'POST',
      headers: as(token, 'en'),
      body: form,
    })
    const answer = (await response.json()) as { code: number; data: { fields: { field: string }[] } }
    expect(answer.code).toBe(4000)
    expect(answer.data.fields[0]?.field).toBe('courseName')
  })
})
