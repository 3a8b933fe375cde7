import os from 'node:os'
import { hash } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { MAX_FAILURES } from './credentials'
import { loginLimits } from './login-limits'

/**
 * Guessers on one address: many passwords on one account, or one password on many accounts. The first
 * is stopped by the account's count, the second by the captcha its address is then asked for, which a
 * person answers and a script does not.
 */
let server: TestServer
let passwordHash: string
beforeAll(async () => {
  server = await startTestServer()
  // A low Argon2 cost: the verification takes the cost from the stored hash.
  passwordHash = await hash('Sesame-2026', { memoryCost: 1024, timeCost: 1 })
})
afterAll(() => server?.stop())

let nextNetwork = 1
const newAddress = () => `10.98.${nextNetwork++}.1`
const post = (path: string, body: Record<string, unknown>, address: string, lang = 'zh') =>
  call(server, 'POST', path, body, { 'x-forwarded-for': address, 'accept-language': lang })
const student = async (email: string) =>
  server.db.insert(users).values({ role: 'student', email, userName: email, passwordHash })

/** Answers counted by code. */
const tally = (answers: { code: number }[]) =>
  answers.reduce<Record<number, number>>((count, { code }) => {
    count[code] = (count[code] ?? 0) + 1
    return count
  }, {})

/** Fails sign-ins on as many unknown accounts from the address as it takes to reach the threshold. */
async function failUpToThreshold(address: string) {
  for (let i = 0; i < loginLimits.failures.limit; i++)
    await post('/loginWeb', { email: `nobody${i}@${address}.cn`, password: 'guess' }, address)
}

/** A captcha and its answer, read where the server keeps it, as a person reads the picture. */
async function solvedCaptcha() {
  const { data } = await call(server, 'GET', '/common/captcha')
  const answer = await server.services.store.get(`captcha:${data.captchaId}`)
  return { captchaId: data.captchaId as string, captcha: answer ?? '' }
}

describe('a guesser on one address', () => {
  it('trying 1,000 passwords on one account has five of them checked', async () => {
    await student('one-account@family.cn')
    const guesser = newAddress()
    const answers = []
    for (let i = 0; i < 999; i++)
      answers.push(
        await post('/loginWeb', { email: 'one-account@family.cn', password: `guess-${i}` }, guesser),
      )
    answers.push(
      await post('/loginWeb', { email: 'one-account@family.cn', password: 'Sesame-2026' }, guesser),
    )
    const codes = tally(answers)
    expect(codes[4003]).toBe(MAX_FAILURES)
    expect(codes[200]).toBeUndefined()
    expect(answers[MAX_FAILURES]).toMatchObject({ code: 4029, msg: '尝试次数过多，请 15 分钟后再试' })
  }, 60_000)

  it('trying one password on 1,000 accounts is asked for the captcha after its failures, and gets in nowhere', async () => {
    await student('account500@family.cn')
    const guesser = newAddress()
    const answers = []
    for (let i = 0; i < 1000; i++)
      answers.push(
        await post('/loginWeb', { email: `account${i}@family.cn`, password: 'Sesame-2026' }, guesser),
      )
    const codes = tally(answers)
    // The threshold's failures are checked; every later try is refused before its password is checked
    // (the ceiling on attempts refuses the last ones of the minute).
    expect(codes[4003]).toBe(loginLimits.failures.limit)
    expect(codes[200]).toBeUndefined()
    expect(codes[4001]).toBeGreaterThan(400)
    expect((codes[4001] ?? 0) + (codes[4029] ?? 0)).toBe(1000 - loginLimits.failures.limit)
    // The account whose password it was is not entered.
    expect(answers[500]).toMatchObject({
      code: 4001,
      msg: '本网络登录失败次数较多，请输入图中的验证码后再登录',
    })
  }, 120_000)

  it('sending parallel guesses has no more checked than the threshold and the checks running at once', async () => {
    const guesser = newAddress()
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        post('/loginWeb', { email: `burst${i}@family.cn`, password: 'guess' }, guesser),
      ),
    )
    const checked = tally(answers)[4003] ?? 0
    expect(checked).toBeGreaterThanOrEqual(loginLimits.failures.limit)
    expect(checked).toBeLessThanOrEqual(loginLimits.failures.limit + os.availableParallelism())
    expect(answers.every((a) => a.code === 4003 || a.code === 4001)).toBe(true)
  }, 60_000)

  it('cannot pass the captcha with a made-up or wrong answer', async () => {
    const guesser = newAddress()
    await failUpToThreshold(guesser)
    const made = await post(
      '/loginWeb',
      { email: 'a@family.cn', password: 'guess', captcha: 'ABCD', captchaId: 'made-up' },
      guesser,
    )
    expect(made).toMatchObject({ code: 4001, msg: '验证码已失效，请重新输入' })
    const { captchaId } = await solvedCaptcha()
    const wrong = { email: 'a@family.cn', password: 'guess', captcha: '0000', captchaId }
    expect(await post('/loginWeb', wrong, guesser)).toMatchObject({ code: 4001, msg: '验证码不正确' })
    // Spent by the wrong answer: the same captcha does not work twice.
    expect(await post('/loginWeb', wrong, guesser)).toMatchObject({
      code: 4001,
      msg: '验证码已失效，请重新输入',
    })
  })
})

describe('a student on an address asked for the captcha', () => {
  it('is told what to do, in both languages, and gets in by answering it', async () => {
    await student('asked@family.cn')
    const hall = newAddress()
    await failUpToThreshold(hall)
    const right = { email: 'asked@family.cn', password: 'Sesame-2026' }
    expect(await post('/loginWeb', right, hall)).toMatchObject({
      code: 4001,
      msg: '本网络登录失败次数较多，请输入图中的验证码后再登录',
    })
    expect(await post('/loginWeb', right, hall, 'en')).toMatchObject({
      code: 4001,
      msg: 'Many sign-ins from this network have failed: please type the characters in the picture, then log in again',
    })
    const signedIn = await post('/loginWeb', { ...right, ...(await solvedCaptcha()) }, hall)
    expect(signedIn).toMatchObject({ code: 200, data: { loginType: 1 } })
    // A wrong password with a right captcha is still a wrong password.
    const typo = { ...right, password: 'Sesame-2062', ...(await solvedCaptcha()) }
    expect(await post('/loginWeb', typo, hall)).toMatchObject({ code: 4003, msg: '账号或密码错误' })
  })

  it('is asked for it on every way in: phone, school code and staff sign-in', async () => {
    const hall = newAddress()
    await failUpToThreshold(hall)
    const asked = { code: 4001, msg: '本网络登录失败次数较多，请输入图中的验证码后再登录' }
    expect(
      await post('/common/loginWebByPhone', { phone: '13900000001', password: 'Sesame-2026' }, hall),
    ).toMatchObject(asked)
    expect(await post('/mobileLoginWeb', { phone: '13900000001', code: '123456' }, hall)).toMatchObject(asked)
    expect(await post('/admin/login', { account: 'judge', password: 'Sesame-2026' }, hall)).toMatchObject(
      asked,
    )
    // Another address is not asked.
    expect((await post('/admin/login', { account: 'judge', password: 'x' }, newAddress())).code).toBe(4003)
  })
})
