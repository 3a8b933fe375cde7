import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubs, teamMembers, teams } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { buildSchoolUser } from '../../test-support/school-factory'
import { call, codeFor, startTestServer, type TestServer } from '../../test-support/test-server'
import { markTeamPaid } from './teams.service'

let server: TestServer
let committee: string
let primaryClub: number
let juniorClub: number
beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
  const rows = await server.db
    .insert(clubs)
    .values([
      { clubName: '小学组俱乐部', clubLevel: 1 },
      { clubName: '初中组俱乐部', clubLevel: 2 },
    ])
    .returning()
  primaryClub = rows[0]?.id ?? 0
  juniorClub = rows[1]?.id ?? 0
})
afterAll(() => server?.stop())

const as = (token: string, lang = 'zh-CN') => ({ authorization: token, 'accept-language': lang })
const post = (path: string, token: string, input: Record<string, unknown>, lang?: string) =>
  call(server, 'POST', path, input, as(token, lang))
const get = (path: string, token: string, input: Record<string, unknown> = {}) =>
  call(server, 'GET', path, input, as(token))

let phoneSeq = 0
async function signUp(token: string, clubId: number, teamName = '飞龙队') {
  const phone = `137${String(++phoneSeq).padStart(4, '0')}${String(Date.now() % 10000).padStart(4, '0')}`
  const code = await codeFor(server, phone, 3)
  return post('/team/saveTeamClub', token, {
    clubId,
    teamName,
    teacherName: '王老师',
    phone,
    code,
    channel: '1',
  })
}

describe('team sign-up', () => {
  it('checks every field with the specification messages', async () => {
    const { token } = await buildSchoolUser(server.db)
    const answer = await post('/team/saveTeamClub', token, { teamName: 'x'.repeat(41), phone: '' })
    expect(answer.code).toBe(4000)
    expect(answer.data.fields.map((f: { message: string }) => f.message)).toEqual(
      expect.arrayContaining([
        '请选择俱乐部组别',
        '战队名称最多 40 个字',
        '请输入领队老师姓名',
        '请输入手机号',
        '请输入短信验证码',
      ]),
    )
    const wrongCode = await post('/team/saveTeamClub', token, {
      clubId: primaryClub,
      teamName: 'a',
      teacherName: 'b',
      phone: '13700000000',
      code: '000000',
    })
    expect(wrongCode.code).toBe(4000)
  })

  it('allows at most 2 teams per school in one group, counted per school and group', async () => {
    const school = await buildSchoolUser(server.db)
    const first = await signUp(school.token, primaryClub, '一队')
    expect(first.code).toBe(200)
    expect(first.data.teamId).toBeGreaterThan(0)
    expect((await signUp(school.token, primaryClub, '二队')).code).toBe(200)
    const third = await signUp(school.token, primaryClub, '三队')
    expect(third.code).toBe(4009)
    expect(third.msg).toBe('同一组别每所学校最多报名 2 支战队')
    // The limit is known before any code: the club list says the group is full, and a sign-up
    // without a valid code is told the limit, not that its code is wrong.
    const offered = (await get('/club/getClubList', school.token)).data
    expect(offered.find((c: { id: number }) => c.id === primaryClub)?.full).toBe(true)
    expect(offered.find((c: { id: number }) => c.id === juniorClub)?.full).toBe(false)
    const noCode = await post('/team/saveTeamClub', school.token, {
      clubId: primaryClub,
      teamName: '四队',
      teacherName: '王老师',
      phone: '13700000000',
      code: '000000',
    })
    expect(noCode.msg).toBe('同一组别每所学校最多报名 2 支战队')
    expect((await signUp(school.token, juniorClub, '初中一队')).code).toBe(200)
    const other = await buildSchoolUser(server.db)
    expect((await signUp(other.token, primaryClub, '别校一队')).code).toBe(200)
    const saved = await server.db.select().from(teams).where(eq(teams.schoolId, school.schoolId))
    expect(saved).toHaveLength(3)
    expect(saved.find((t) => t.teamName === '初中一队')?.teamLevel).toBe(2)
  })

  it('refuses a club of another school', async () => {
    const school = await buildSchoolUser(server.db)
    const other = await buildSchoolUser(server.db)
    const [own] = await server.db
      .insert(clubs)
      .values({ clubName: '校内俱乐部', clubLevel: 1, schoolId: other.schoolId })
      .returning()
    expect((await signUp(school.token, own?.id ?? 0)).code).toBe(4000)
    const list = (await get('/club/getClubList', school.token)).data.map((c: { id: number }) => c.id)
    expect(list).not.toContain(own?.id)
    expect((await get('/club/getClubList', other.token)).data.map((c: { id: number }) => c.id)).toContain(
      own?.id,
    )
  })
})

describe('team members', () => {
  it('takes at most 7 members aged 7-18, only from the owning school', async () => {
    const school = await buildSchoolUser(server.db)
    const teamId = (await signUp(school.token, primaryClub)).data.teamId
    const young = await post(
      '/team/saveTeamMember',
      school.token,
      { teamId, name: '小明', age: 6, sex: 2 },
      'en',
    )
    expect(young.msg).toBe('Team members must be 7 to 18 years old')
    expect(
      (await post('/team/saveTeamMember', school.token, { teamId, name: '小明', age: 19, sex: 2 })).code,
    ).toBe(4000)
    for (let i = 0; i < 7; i++)
      expect(
        (await post('/team/saveTeamMember', school.token, { teamId, name: `队员${i}`, age: 7 + i, sex: 1 }))
          .code,
      ).toBe(200)
    const eighth = await post('/team/saveTeamMember', school.token, {
      teamId,
      name: '第八人',
      age: 12,
      sex: 1,
    })
    expect(eighth.code).toBe(4009)
    expect(eighth.msg).toBe('每支战队最多 7 名队员')
    expect(await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).toHaveLength(7)
    const other = await buildSchoolUser(server.db)
    expect((await get('/team/getTeamInfo', other.token, { teamId })).code).toBe(4004)
    expect(
      (await post('/team/saveTeamMember', other.token, { teamId, name: 'x', age: 9, sex: 1 })).code,
    ).toBe(4004)
    const info = (await get('/team/getTeamInfo', school.token, { teamId })).data
    expect(info).toMatchObject({ teamNum: 7, status: 'submitted', payed: 0, certificateCode: null })
    expect(info.members).toHaveLength(7)
  })
})

describe('team lifecycle', () => {
  it('goes submitted → review → failed → review → approved, paid, confirmed with a certificate /query verifies', async () => {
    const school = await buildSchoolUser(server.db)
    const teamId = (await signUp(school.token, primaryClub, '证书队')).data.teamId
    // Refused: the committee cannot judge a team that was not sent for review, nor confirm it.
    expect((await post('/admin/team/review', committee, { teamId, approve: true })).code).toBe(4009)
    expect((await post('/admin/team/confirm', committee, { teamId })).code).toBe(4009)
    expect((await post('/team/submitTeamReview', school.token, { teamId })).code).toBe(200)
    expect((await post('/team/submitTeamReview', school.token, { teamId })).code).toBe(4009)
    // In review the members are fixed, and the refusal says so rather than calling the team confirmed.
    const inReview = await post('/team/saveTeamMember', school.token, { teamId, name: 'x', age: 9, sex: 1 })
    expect(inReview).toMatchObject({ code: 4009, msg: expect.stringContaining('战队正在审核中') })
    const noReason = await post('/admin/team/review', committee, { teamId, approve: false })
    expect(noReason.msg).toBe('请填写驳回原因')
    const blankReason = await post(
      '/admin/team/review',
      committee,
      { teamId, approve: false, reason: '  ' },
      'en',
    )
    expect(blankReason.msg).toBe('Enter the reason for rejecting')
    expect(
      (await post('/admin/team/review', committee, { teamId, approve: false, reason: '队员信息不全' })).code,
    ).toBe(200)
    let info = (await get('/team/getTeamInfo', school.token, { teamId })).data
    expect(info).toMatchObject({ status: 'failed', reason: '队员信息不全' })
    await post('/team/saveTeamMember', school.token, { teamId, name: '补充队员', age: 10, sex: 2 })
    // The committee reviews the members themselves, not only their number.
    const reviewed = (await get('/admin/team/list', committee)).data.find(
      (t: { teamId: number }) => t.teamId === teamId,
    )
    expect(reviewed.members).toEqual([expect.objectContaining({ name: '补充队员', age: 10, sex: 2 })])
    expect((await post('/team/submitTeamReview', school.token, { teamId, teamName: '证书队改' })).code).toBe(
      200,
    )
    expect((await post('/admin/team/review', committee, { teamId, approve: true })).code).toBe(200)
    // Approved: members are locked; not paid yet, so no confirmation.
    expect(
      await post('/team/saveTeamMember', school.token, { teamId, name: 'x', age: 9, sex: 1 }),
    ).toMatchObject({
      code: 4009,
      msg: '战队已通过审核，不能再修改队员',
    })
    const unpaid = await post('/admin/team/confirm', committee, { teamId })
    expect(unpaid.msg).toBe('战队尚未缴费')
    expect(await markTeamPaid(server.db, teamId, 'ORDER-1')).toBe(true)
    expect(await markTeamPaid(server.db, teamId, 'ORDER-1')).toBe(false)
    const confirmed = await post('/admin/team/confirm', committee, { teamId })
    expect(confirmed.code).toBe(200)
    expect((await post('/admin/team/confirm', committee, { teamId })).code).toBe(4009)
    info = (await get('/team/getTeamInfo', school.token, { teamId })).data
    expect(info).toMatchObject({ status: 'approved', payed: 1, confirmed: true, teamName: '证书队改' })
    expect(info.certificateCode).toBe(confirmed.data.certificateCode)
    const row = await server.db.select().from(teams).where(eq(teams.id, teamId))
    expect(row[0]?.orderNo).toBe('ORDER-1')
    const captcha = await call(server, 'GET', '/common/captcha')
    const text = await server.services.store.get(`captcha:${captcha.data.captchaId}`)
    const verified = await call(server, 'GET', '/common/queryByCode', {
      code: info.certificateCode,
      captcha: text ?? '',
      captchaId: captcha.data.captchaId,
    })
    expect(verified).toMatchObject({
      code: 200,
      data: { code: info.certificateCode, name: '证书队改', award: 5 },
    })
  })

  it('keeps committee calls to the committee and results empty until recorded', async () => {
    const school = await buildSchoolUser(server.db)
    const teamId = (await signUp(school.token, primaryClub, '成绩队')).data.teamId
    expect((await post('/admin/team/review', school.token, { teamId, approve: true })).code).toBe(4003)
    expect((await get('/admin/team/list', school.token)).code).toBe(4003)
    const games = { speedSpell: 18, magicComponents: 22.5, pastPresent: 30, showSpell: 25 }
    expect(
      (await post('/admin/team/recordResult', school.token, { teamId, progress: 'x', games })).code,
    ).toBe(4003)
    let info = (await get('/team/getTeamInfo', school.token, { teamId })).data
    expect(info).toMatchObject({ progress: null, score: null })
    let results = (await get('/team/getTeamResults', school.token)).data
    expect(results).toEqual([expect.objectContaining({ teamId, progress: null, games: null, total: null })])
    const recorded = await post('/admin/team/recordResult', committee, {
      teamId,
      progress: '晋级全国总决赛',
      games,
      rank: 3,
    })
    expect(recorded).toMatchObject({ code: 200, data: { total: 95.5 } })
    info = (await get('/team/getTeamInfo', school.token, { teamId })).data
    expect(info).toMatchObject({ progress: '晋级全国总决赛', score: 95.5 })
    results = (await get('/team/getTeamResults', school.token)).data
    expect(results).toEqual([
      expect.objectContaining({ teamId, progress: '晋级全国总决赛', games, total: 95.5, rank: 3 }),
    ])
    const listed = (await get('/admin/team/list', committee)).data.find(
      (t: { teamId: number }) => t.teamId === teamId,
    )
    expect(listed).toMatchObject({ games, score: 95.5, rank: 3 })
    const filtered = await get('/team/getTeamListByActivityType', school.token, { payed: 1 })
    expect(filtered.data).toEqual([])
    expect((await get('/team/getTeamListByActivityType', school.token, { payed: 0 })).data).toHaveLength(1)
  })

  it('refuses incomplete or out-of-range results with a clear message and changes nothing', async () => {
    const school = await buildSchoolUser(server.db)
    const teamId = (await signUp(school.token, primaryClub, '校验队')).data.teamId
    const games = { speedSpell: 10, magicComponents: 10, pastPresent: 10, showSpell: 10 }
    const noProgress = await post('/admin/team/recordResult', committee, { teamId, games })
    expect(noProgress.code).toBe(4000)
    expect(noProgress.data.fields.map((f: { message: string }) => f.message)).toContain(
      '请填写战队进度（如晋级情况）',
    )
    const tooHigh = await post(
      '/admin/team/recordResult',
      committee,
      { teamId, progress: '市级初赛', games: { ...games, showSpell: 1001 }, rank: 0 },
      'en',
    )
    expect(tooHigh.code).toBe(4000)
    expect(tooHigh.data.fields.map((f: { message: string }) => f.message)).toEqual(
      expect.arrayContaining([
        'Each score must be a number from 0 to 1000',
        'The rank must be a whole number from 1',
      ]),
    )
    const missingGame = await post('/admin/team/recordResult', committee, {
      teamId,
      progress: '市级初赛',
      games: { speedSpell: 1, magicComponents: 2, pastPresent: 3 },
    })
    expect(missingGame.data.fields.map((f: { message: string }) => f.message)).toContain(
      '请填写四项比赛的成绩',
    )
    // A blank score is missing, not zero.
    const blank = await post('/admin/team/recordResult', committee, {
      teamId,
      progress: '市级初赛',
      games: { ...games, pastPresent: null },
    })
    expect(blank.code).toBe(4000)
    expect(blank.data.fields.map((f: { message: string }) => f.message)).toContain('请填写四项比赛的成绩')
    const unknown = await post('/admin/team/recordResult', committee, {
      teamId: 999_999,
      progress: '市级初赛',
      games,
    })
    expect(unknown.code).toBe(4004)
    const [row] = await server.db.select().from(teams).where(eq(teams.id, teamId))
    expect(row).toMatchObject({ progress: null, score: null, speedSpellScore: null, teamRank: null })
  })

  it("shows a school only its own teams' results, per season or as history", async () => {
    const mine = await buildSchoolUser(server.db)
    const other = await buildSchoolUser(server.db)
    const current = (await signUp(mine.token, juniorClub, '本季队')).data.teamId
    const theirs = (await signUp(other.token, juniorClub, '别校队')).data.teamId
    const [past] = await server.db
      .insert(teams)
      .values({
        schoolId: mine.schoolId,
        clubId: juniorClub,
        season: 1,
        teamName: '往季队',
        teamLevel: 2,
        teacherName: '李老师',
        phone: '13800000000',
      })
      .returning()
    const games = { speedSpell: 20, magicComponents: 20, pastPresent: 20, showSpell: 20 }
    for (const teamId of [past?.id, theirs])
      await post('/admin/team/recordResult', committee, { teamId, progress: '全国总决赛', games, rank: 1 })
    const season = (await get('/team/getTeamResults', mine.token)).data
    expect(season.map((r: { teamId: number }) => r.teamId)).toEqual([current])
    const history = (await get('/team/getTeamResults', mine.token, { scope: 'history' })).data
    expect(history.map((r: { teamId: number }) => r.teamId)).toEqual([current, past?.id])
    expect(history[1]).toMatchObject({ season: 1, total: 80, rank: 1 })
    expect(history.some((r: { teamId: number }) => r.teamId === theirs)).toBe(false)
    const info = await get('/team/getTeamInfo', mine.token, { teamId: theirs })
    expect(info.code).toBe(4004)
    expect((await get('/team/getTeamResults', committee)).code).toBe(4003)
  })
})
