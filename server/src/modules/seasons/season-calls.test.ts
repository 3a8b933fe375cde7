import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.stop()
})

const en = { 'accept-language': 'en' }

describe('the season reads of the specification', () => {
  it('lists every season activity of the individual competition, newest first, marking the current one', async () => {
    const list = await call(server, 'GET', '/season/getSeasonActivityList/1')
    expect(list.code).toBe(200)
    expect(list.data.map((a: { season: number }) => a.season)).toEqual([3, 2, 1])
    expect(list.data[0]).toMatchObject({
      season: 3,
      seasonName: '2024~2025',
      activityType: 1,
      activityName: '2024~2025 中英双语汉字拼写大赛（个人赛）',
      isCurrent: true,
    })
    expect(list.data.filter((a: { isCurrent: boolean }) => a.isCurrent)).toHaveLength(1)
  })

  it("gives the current season's stages to the student area, or another season's when asked", async () => {
    const current = await call(server, 'GET', '/raceSchedule/querySeasonRaceSchedule')
    expect(current.code).toBe(200)
    expect(current.data.map((s: { raceSchedule: number }) => s.raceSchedule)).toEqual([1, 2, 4])
    expect(current.data[0]).toMatchObject({ season: 3, signUpStartTime: '2024-10-31T16:00:00.000Z' })
    const older = await call(server, 'GET', '/raceSchedule/querySeasonRaceSchedule', { season: 1 })
    expect(older).toMatchObject({ code: 200, data: [] })
    const bad = await call(server, 'GET', '/raceSchedule/querySeasonRaceSchedule', { season: 'x' }, en)
    expect(bad).toMatchObject({ code: 4000, msg: 'No such season' })
  })

  it("gives one stage's windows by its id, and refuses an id of another season", async () => {
    const [first] = (await call(server, 'GET', '/raceSchedule/querySeasonRaceSchedule')).data
    const time = await call(server, 'GET', '/raceSchedule/getSeasonRaceScheduleTime', {
      id: first.id,
      season: 3,
    })
    expect(time).toMatchObject({ code: 200, data: first })
    const wrongSeason = await call(
      server,
      'GET',
      '/raceSchedule/getSeasonRaceScheduleTime',
      { id: first.id, season: 2 },
      en,
    )
    expect(wrongSeason).toMatchObject({ code: 4004, msg: 'No such stage of the season' })
    const noId = await call(server, 'GET', '/raceSchedule/getSeasonRaceScheduleTime', {}, en)
    expect(noId).toMatchObject({ code: 4000, msg: 'No such stage of the season' })
  })
})

describe('who is signed in', () => {
  it('answers any signed-in user with the account the login described, and refuses the anonymous', async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const info = await call(server, 'GET', '/user/getUserInformation', {}, { authorization: student.token })
    expect(info).toMatchObject({
      code: 200,
      data: { loginType: 1, home: '/stu/index', sysUser: { userId: student.user.id }, schoolInfo: null },
    })
    expect(info.data.authorization).toBeUndefined()
    const judge = await buildSignedInUser(server.db, 'judge')
    const judgeInfo = await call(
      server,
      'GET',
      '/user/getUserInformation',
      {},
      { authorization: judge.token },
    )
    expect(judgeInfo.data.sysUser.userId).toBe(judge.user.id)
    expect((await call(server, 'GET', '/user/getUserInformation')).code).toBe(401)
  })
})
