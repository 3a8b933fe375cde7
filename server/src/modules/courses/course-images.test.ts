import fs from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courses, courseTypes } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { buildSchoolUser } from '../../test-support/school-factory'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string
beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(32, 1)])
const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)])
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 3)])

async function uploadImage(
  token: string,
  target: string,
  id: number,
  bytes: Buffer,
  name: string,
  lang = 'zh-CN',
) {
  const form = new FormData()
  form.set('target', target)
  form.set('id', String(id))
  form.set('file', new Blob([new Uint8Array(bytes)]), name)
  const response = await fetch(`${server.url}/api/admin/course/uploadImage`, {
    method: 'POST',
    headers: { authorization: token, 'accept-language': lang },
    body: form,
  })
  return (await response.json()) as { code: number; msg: string; data: { url: string } }
}

async function aCourse() {
  const typeId = (
    await call(
      server,
      'POST',
      '/admin/course/saveType',
      { typeName: '图片类型' },
      { authorization: committee },
    )
  ).data.id as number
  const [course] = await server.db
    .insert(courses)
    .values({ typeId, courseName: '图片课', courseKind: 1 })
    .returning()
  return { typeId, courseId: course?.id ?? 0 }
}

describe('course images', () => {
  it('stores a logo and a thumbnail in our own storage, served from there, replacing the old file', async () => {
    const { typeId, courseId } = await aCourse()
    const logo = await uploadImage(committee, 'typeLogo', typeId, png, 'logo.PNG')
    expect(logo.code).toBe(200)
    expect(logo.data.url).toMatch(/^\/uploads\/course-images\/[0-9a-f]+\.png$/)
    const served = await fetch(`${server.url}${logo.data.url}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    const [type] = await server.db.select().from(courseTypes).where(eq(courseTypes.id, typeId))
    expect(type?.typeLogo).toBe(logo.data.url)

    const first = await uploadImage(committee, 'courseThumbnail', courseId, jpg, 'thumb.jpeg')
    expect(first.data.url).toMatch(/\.jpg$/)
    const second = await uploadImage(committee, 'courseThumbnail', courseId, gif, 'thumb.gif')
    expect(second.data.url).toMatch(/\.gif$/)
    const listed = (await call(server, 'GET', '/admin/course/list', {}, { authorization: committee })).data
    expect(listed.find((c: { id: number }) => c.id === courseId)?.courseThumbnail).toBe(second.data.url)
    const oldFile = path.join(server.services.files.root, 'course-images', path.basename(first.data.url))
    await expect(fs.access(oldFile)).rejects.toThrow()
    const tree = (await call(server, 'GET', '/admin/course/types', {}, { authorization: committee })).data
    expect(tree.find((t: { id: number }) => t.id === typeId)?.typeLogo).toBe(logo.data.url)
  })

  it('refuses wrong types by extension or content, too-large files and unknown targets; changes nothing', async () => {
    const { typeId, courseId } = await aCourse()
    const pngNamedJpg = await uploadImage(committee, 'typeLogo', typeId, png, 'logo.jpg', 'en')
    expect(pngNamedJpg).toMatchObject({ code: 4000, msg: 'The image must be a PNG, JPG, BMP or GIF file' })
    const text = await uploadImage(committee, 'typeLogo', typeId, Buffer.from('hello world'), 'logo.png')
    expect(text).toMatchObject({ code: 4000, msg: '图片须为 PNG、JPG、BMP 或 GIF 格式' })
    const webpName = await uploadImage(committee, 'courseThumbnail', courseId, png, 'x.webp')
    expect(webpName.code).toBe(4000)
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])
    const tooBig = await uploadImage(committee, 'courseThumbnail', courseId, big, 'big.png', 'en')
    expect(tooBig).toMatchObject({ code: 4000, msg: 'The image may be at most 2 MB' })
    expect((await uploadImage(committee, 'banner', courseId, png, 'x.png')).code).toBe(4000)
    expect((await uploadImage(committee, 'courseThumbnail', 999_999, png, 'x.png')).code).toBe(4004)
    const [type] = await server.db.select().from(courseTypes).where(eq(courseTypes.id, typeId))
    const [course] = await server.db.select().from(courses).where(eq(courses.id, courseId))
    expect(type?.typeLogo).toBe('')
    expect(course?.courseThumbnail).toBe('')
  })

  it('takes images only from the committee', async () => {
    const { typeId } = await aCourse()
    const teacher = await buildSchoolUser(server.db, 'courseTeacher')
    expect((await uploadImage(teacher.token, 'typeLogo', typeId, png, 'x.png')).code).toBe(4003)
    expect((await uploadImage('', 'typeLogo', typeId, png, 'x.png')).code).toBe(401)
  })
})
