import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubs, teams } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { buildSchoolRow, buildSchoolUser } from '../../test-support/school-factory'
import { call, codeFor, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string
beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

const as = (token: string, lang = 'zh-CN') => ({ authorization: token, 'accept-language': lang })
const post = (path: string, input: Record<string, unknown>, lang?: string, token = committee) =>
  call(server, 'POST', path, input, as(token, lang))
const get = (path: string, input: Record<string, unknown> = {}, token = committee) =>
  call(server, 'GET', path, input, as(token))
const messages = (answer: { data: { fields: { message: string }[] } }) =>
  answer.data.fields.map((f) => f.message)

describe('committee clubs', () => {
  it('creates, lists by school and name, and edits a club the team sign-up then offers', async () => {
    const school = await buildSchoolUser(server.db)
    const created = await post('/admin/club/save', {
      clubName: '飞鹰初中俱乐部',
      schoolId: school.schoolId,
      clubLevel: 2,
    })
    expect(created).toMatchObject({
      code: 200,
      data: { clubName: '飞鹰初中俱乐部', schoolId: school.schoolId, clubLevel: 2, teamCount: 0 },
    })
    expect(created.data.schoolName).toMatch(/测试学校/)
    await post('/admin/club/save', { clubName: '公开小学俱乐部', clubLevel: 1 })
    const bySchool = (await get('/admin/club/list', { schoolId: school.schoolId })).data
    expect(bySchool.map((c: { id: number }) => c.id)).toEqual([created.data.id])
    const byName = (await get('/admin/club/list', { clubName: '飞鹰' })).data
    expect(byName.map((c: { id: number }) => c.id)).toEqual([created.data.id])
    const edited = await post('/admin/club/save', {
      id: created.data.id,
      clubName: '飞鹰高中俱乐部',
      schoolId: school.schoolId,
      clubLevel: 3,
    })
    expect(edited.data).toMatchObject({ id: created.data.id, clubName: '飞鹰高中俱乐部', clubLevel: 3 })
    // The school sees its own club in the sign-up list, with the school and level the team will take.
    const offered = (await call(server, 'GET', '/club/getClubList', {}, as(school.token))).data
    expect(offered).toContainEqual({
      id: created.data.id,
      clubName: '飞鹰高中俱乐部',
      schoolId: school.schoolId,
      clubLevel: 3,
      full: false,
    })
    const stranger = await buildSchoolUser(server.db)
    const hidden = (await call(server, 'GET', '/club/getClubList', {}, as(stranger.token))).data
    expect(hidden.some((c: { id: number }) => c.id === created.data.id)).toBe(false)
  })

  it('refuses bad input with bilingual messages and changes nothing', async () => {
    const before = await server.db.select().from(clubs)
    const empty = await post('/admin/club/save', { clubName: ' ', clubLevel: 0 })
    expect(empty.code).toBe(4000)
    expect(messages(empty)).toEqual(
      expect.arrayContaining(['请输入俱乐部名称', '请选择俱乐部组别（小学、初中或高中）']),
    )
    const long = await post('/admin/club/save', { clubName: 'x'.repeat(61), clubLevel: 1 }, 'en')
    expect(messages(long)).toContain('The club name may be at most 60 characters')
    const noSchool = await post(
      '/admin/club/save',
      { clubName: '某俱乐部', clubLevel: 1, schoolId: 999_999 },
      'en',
    )
    expect(noSchool).toMatchObject({ code: 4000, msg: 'The chosen school does not exist' })
    const school = await buildSchoolRow(server.db)
    await post('/admin/club/save', { clubName: '同名俱乐部', clubLevel: 1, schoolId: school.id })
    const twin = await post('/admin/club/save', { clubName: '同名俱乐部', clubLevel: 1, schoolId: school.id })
    expect(twin).toMatchObject({ code: 4009, msg: '该学校在此组别已有同名俱乐部' })
    const missing = await post('/admin/club/save', { id: 999_999, clubName: '无', clubLevel: 1 })
    expect(missing.code).toBe(4004)
    const after = await server.db.select().from(clubs)
    expect(after).toHaveLength(before.length + 1)
  })

  it('keeps a club that has teams: no deletion, no change of school or group', async () => {
    const school = await buildSchoolUser(server.db)
    const club = (
      await post('/admin/club/save', { clubName: '有队俱乐部', clubLevel: 1, schoolId: school.schoolId })
    ).data
    const phone = '13912345678'
    const code = await codeFor(server, phone, 3)
    const signed = await call(
      server,
      'POST',
      '/team/saveTeamClub',
      { clubId: club.id, teamName: '小鹰队', teacherName: '赵老师', phone, code },
      as(school.token),
    )
    expect(signed.code).toBe(200)
    const [team] = await server.db.select().from(teams).where(eq(teams.id, signed.data.teamId))
    expect(team).toMatchObject({ schoolId: school.schoolId, teamLevel: 1 })
    const refused = await post('/admin/club/delete', { id: club.id }, 'en')
    expect(refused).toMatchObject({
      code: 4009,
      msg: 'Teams have signed up under this club; it cannot be deleted',
    })
    const moved = await post('/admin/club/save', {
      id: club.id,
      clubName: '有队俱乐部',
      clubLevel: 2,
      schoolId: school.schoolId,
    })
    expect(moved).toMatchObject({ code: 4009, msg: '该俱乐部下已有战队报名，不能再更改其学校或组别' })
    const renamed = await post('/admin/club/save', {
      id: club.id,
      clubName: '有队俱乐部（新）',
      clubLevel: 1,
      schoolId: school.schoolId,
    })
    expect(renamed.data).toMatchObject({ clubName: '有队俱乐部（新）', teamCount: 1 })
    expect((await server.db.select().from(clubs).where(eq(clubs.id, club.id)))[0]?.clubLevel).toBe(1)

    const spare = (await post('/admin/club/save', { clubName: '空俱乐部', clubLevel: 3 })).data
    expect((await post('/admin/club/delete', { id: spare.id })).code).toBe(200)
    expect(await server.db.select().from(clubs).where(eq(clubs.id, spare.id))).toEqual([])
    expect((await post('/admin/club/delete', { id: spare.id })).code).toBe(4004)
  })

  it('keeps club management to the committee', async () => {
    const school = await buildSchoolUser(server.db)
    expect((await get('/admin/club/list', {}, school.token)).code).toBe(4003)
    expect(
      (await post('/admin/club/save', { clubName: 'x', clubLevel: 1 }, 'zh-CN', school.token)).code,
    ).toBe(4003)
    expect((await post('/admin/club/delete', { id: 1 }, 'zh-CN', school.token)).code).toBe(4003)
    expect((await call(server, 'GET', '/admin/club/list', {})).code).toBe(401)
  })
})
