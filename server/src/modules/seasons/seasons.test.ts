import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: { authorization: string }
beforeAll(async () => {
  server = await startTestServer()
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
})
afterAll(async () => {
  await server?.stop()
})

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()

describe('The season is data the committee sets', () => {
  it('starts a fresh database on the latest of the specification seasons', async () => {
    const overview = await call(server, 'GET', '/season/overview')
    expect(overview.code).toBe(200)
    expect(overview.data).toMatchObject({ season: 3, seasonName: '2024~2025' })
    const current = await call(server, 'GET', '/season/seasonActivityIng/1')
    expect(current.data).toMatchObject({ season: 3, seasonName: '2024~2025' })
  })

  it('refuses a season whose second year does not follow the first, naming the rule', async () => {
    const wrong = await call(server, 'POST', '/admin/seasons', { id: 4, name: '2026~2028' }, committee)
    expect(wrong.code).toBe(4000)
    expect(JSON.stringify(wrong.data)).toContain('2026~2027')
    const list = await call(server, 'GET', '/season/list')
    expect(list.data.map((s: { id: number }) => s.id)).toEqual([1, 2, 3])
  })

  it('creates 2026~2027 with its stages and makes it current; every season call follows at once', async () => {
    const made = await call(server, 'POST', '/admin/seasons', { id: 4, name: '2026~2027' }, committee)
    expect(made).toMatchObject({ code: 200, data: { id: 4, name: '2026~2027' } })
    const schedule = await call(
      server,
      'POST',
      '/admin/raceSchedules',
      {
        season: 4,
        raceSchedule: 1,
        signUpStartTime: days(-1),
        signUpEndTime: days(30),
        examinationStartTime: days(40),
        examinationEndTime: days(60),
        publishTime: days(70),
      },
      committee,
    )
    expect(schedule.code).toBe(200)
    // Not current yet: the old season is still the one shown.
    expect((await call(server, 'GET', '/season/overview')).data.season).toBe(3)

    expect((await call(server, 'POST', '/admin/seasons/current', { id: 4 }, committee)).code).toBe(200)
    const overview = await call(server, 'GET', '/season/overview')
    expect(overview.data).toMatchObject({
      season: 4,
      seasonName: '2026~2027',
      activityName: '2026~2027 中英双语汉字拼写大赛（个人赛）',
      entries: 'open',
      stages: [{ raceSchedule: 1, stage: 'preliminary' }],
    })
    const current = await call(server, 'GET', '/season/getSeasonActivityIng/1')
    expect(current.data).toMatchObject({ season: 4, seasonName: '2026~2027' })
    const list = await call(server, 'GET', '/season/list')
    expect(list.data.filter((s: { isCurrent: boolean }) => s.isCurrent)).toEqual([
      { id: 4, name: '2026~2027', isCurrent: true },
    ])
    const dictionary = await call(server, 'GET', '/dict/getSysDictDataList', { dictType: 'c_season' })
    expect(JSON.stringify(dictionary.data)).toContain('2026~2027')
  })

  it('says entries are closed once the sign-up window has passed', async () => {
    await call(server, 'POST', '/admin/seasons', { id: 5, name: '2027~2028' }, committee)
    await call(
      server,
      'POST',
      '/admin/raceSchedules',
      { season: 5, raceSchedule: 1, signUpStartTime: days(-20), signUpEndTime: days(-10) },
      committee,
    )
    await call(server, 'POST', '/admin/seasons/current', { id: 5 }, committee)
    expect((await call(server, 'GET', '/season/overview')).data.entries).toBe('closed')
    await call(server, 'POST', '/admin/seasons/current', { id: 4 }, committee)
  })

  it('sets the character bank password of the new season, which then opens the bank', async () => {
    const short = await call(
      server,
      'POST',
      '/admin/seasons/characterBankPassword',
      { season: 4, password: 'abc' },
      { ...committee, 'accept-language': 'en' },
    )
    expect(short.code).toBe(4000)
    expect(JSON.stringify(short.data)).toContain('6 to 64 characters')
    const set = await call(
      server,
      'POST',
      '/admin/seasons/characterBankPassword',
      { season: 4, password: 'Bank@2027' },
      committee,
    )
    expect(set.code).toBe(200)
    const opened = await call(server, 'POST', '/public/characterBank/unlock', { password: 'Bank@2027' })
    expect(opened.code).toBe(200)
    expect(opened.data.season).toBe('2026~2027')
  })

  it("sells the current season's products once the committee copies them and puts them on sale", async () => {
    const copied = await call(
      server,
      'POST',
      '/admin/products/copySeason',
      { fromSeason: 3, toSeason: 4 },
      committee,
    )
    expect(copied.code).toBe(200)
    const list = await call(server, 'GET', '/admin/products/list', { season: 4 }, committee)
    const entry = list.data.find((p: { subTypeCategory: number }) => p.subTypeCategory === 4)
    expect(entry.season).toBe(4)
    // A copy starts off sale: the student is told so instead of buying last season's entry.
    const offSale = await call(server, 'GET', '/product/getTbProductSingle', { productFlag: 'contestEntry' })
    expect(offSale.code).toBe(4009)
    await call(server, 'POST', '/admin/products/onSale', { id: entry.id, active: true }, committee)
    const single = await call(server, 'GET', '/product/getTbProductSingle', { productFlag: 'contestEntry' })
    expect(single.data).toMatchObject({ id: entry.id, season: 4 })
  })

  it('lets only the committee switch seasons', async () => {
    const student = { authorization: (await buildSignedInUser(server.db, 'student')).token }
    expect((await call(server, 'POST', '/admin/seasons/current', { id: 3 }, student)).code).toBe(4003)
    expect((await call(server, 'POST', '/admin/seasons/current', { id: 3 })).code).toBe(401)
    expect((await call(server, 'POST', '/admin/seasons/current', { id: 77 }, committee)).code).toBe(4004)
  })
})
