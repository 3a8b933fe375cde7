import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeFor, startTestServer, type TestServer } from '../../test-support/test-server'
import { schoolConsoleFixtures, seasonRunsFor } from './school-console.fixtures'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const { buildSchool, post, form, daysAhead } = schoolConsoleFixtures(() => server)

async function signUp(school: Awaited<ReturnType<typeof buildSchool>>, expectedTime: string) {
  const phone = school.user.phone as string
  const { gameGroupList, classStr, gradeList, teacherName } = form(phone, '')
  return post('/enrollment/enrollmentPersonalSchool', school.token, {
    expectedTime,
    gameGroupList,
    classStr,
    gradeList,
    teacherName,
    phone,
    code: await codeFor(server, phone, 4),
    channel: '2',
  })
}

describe("a school's sign-up: the expected exam day", () => {
  it('is at least five days ahead', async () => {
    await seasonRunsFor(server, 60)
    const school = await buildSchool()
    expect(await signUp(school, daysAhead(4))).toMatchObject({ code: 4000, msg: '预计考试时间最早为 5 天后' })
    expect(await signUp(school, daysAhead(5))).toMatchObject({ code: 200 })
  })

  it('is not after the end of the season', async () => {
    await seasonRunsFor(server, 20)
    const school = await buildSchool()
    expect(await signUp(school, daysAhead(30))).toMatchObject({
      code: 4000,
      msg: '预计考试时间不能晚于本赛季结束日',
    })
    expect(await signUp(school, daysAhead(19))).toMatchObject({ code: 200 })
  })
})
