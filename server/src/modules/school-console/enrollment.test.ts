import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, codeFor, startTestServer, type TestServer } from '../../test-support/test-server'
import { schoolConsoleFixtures, seasonRunsFor } from './school-console.fixtures'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const { buildSchool, get, post, form, daysAhead } = schoolConsoleFixtures(() => server)

async function signUp(
  school: Awaited<ReturnType<typeof buildSchool>>,
  expectedTime: string,
  code?: string,
  phone = school.user.phone as string,
) {
  const { gameGroupList, classStr, gradeList, teacherName } = form(phone, '')
  return post('/enrollment/enrollmentPersonalSchool', school.token, {
    expectedTime,
    gameGroupList,
    classStr,
    gradeList,
    teacherName,
    phone,
    code: code ?? (await codeFor(server, phone, 4)),
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

describe("a fresh sign-in by SMS code stands in for the next step's code", () => {
  it('a school that has just signed in by code signs up and applies for papers without a second code', async () => {
    await seasonRunsFor(server, 60)
    const school = await buildSchool()
    const phone = school.user.phone as string
    // A session that did not come from a code sign-in proves nothing.
    expect(await get('/web/codeProof', school.token)).toMatchObject({ code: 200, data: null })
    expect(await signUp(school, daysAhead(10), '')).toMatchObject({ code: 4000, msg: '请输入短信验证码' })

    const login = await call(server, 'POST', '/mobileLoginWeb', {
      phone,
      code: await codeFor(server, phone, 1),
    })
    expect(login).toMatchObject({ code: 200 })
    const token = login.data.authorization as string
    const proof = await get('/web/codeProof', token)
    expect(proof.data.phone).toBe(phone)
    expect(Date.parse(proof.data.validUntil) - Date.now()).toBeGreaterThan(9 * 60_000)
    const signedIn = { ...school, token }
    // Only the phone the sign-in proved; a wrong code is still wrong.
    expect(await signUp(signedIn, daysAhead(10), '', '13912345678')).toMatchObject({
      code: 4000,
      msg: '请输入短信验证码',
    })
    expect(await signUp(signedIn, daysAhead(10), '000000')).toMatchObject({
      code: 4000,
      msg: '验证码错误或已失效',
    })
    expect(await signUp(signedIn, daysAhead(10), '')).toMatchObject({ code: 200 })
    expect(await post('/paper/v2/savePersonalPaperApply', token, form(phone, ''))).toMatchObject({
      code: 200,
    })
  })
})
