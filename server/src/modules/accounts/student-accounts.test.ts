import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import {
  call,
  codeFor,
  fromAnotherClient,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server'
import { loginLimits } from './login-limits'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(server, 'POST', path, body, { ...fromAnotherClient(), ...headers })

async function registerStudent(email: string, password = 'Spell2026') {
  const code = await codeFor(server, email, 6)
  return post('/mail/registerPersonalInformation', {
    email,
    code,
    codeType: 6,
    password,
    confirmPassword: password,
  })
}

describe('student registration', () => {
  it('registers with an e-mail code and logs in by e-mail', async () => {
    expect(await registerStudent('xiaoming@family.cn')).toMatchObject({ code: 200 })
    const login = await post('/loginWeb', { email: 'XiaoMing@family.cn', password: 'Spell2026' })
    expect(login).toMatchObject({ code: 200, data: { loginType: 1, home: '/stu/index', schoolInfo: null } })
    expect(login.data.authorization).toMatch(/^[\w-]{40,}$/)
  })

  it('answers 3035 to a wrong e-mail code and creates nothing', async () => {
    await codeFor(server, 'wrongcode@family.cn', 6)
    const answer = await post('/mail/registerPersonalInformation', {
      email: 'wrongcode@family.cn',
      code: '000000',
      password: 'Spell2026',
      confirmPassword: 'Spell2026',
    })
    expect(answer).toMatchObject({ code: 3035 })
    // The page re-enables its send button after 3035: a new code can be sent at once.
    const again = await post('/mail/sendMail', { mail: 'wrongcode@family.cn', codeType: 6 })
    expect(again.code).toBe(200)
    expect((await post('/loginWeb', { email: 'wrongcode@family.cn', password: 'Spell2026' })).code).toBe(4003)
  })

  it('gives the specification’s messages for missing and mismatched fields', async () => {
    const empty = await post('/mail/registerPersonalInformation', {
      email: 'a@b.cn',
      code: '123456',
      password: '',
      confirmPassword: '',
    })
    expect(empty.data.fields).toEqual([
      { field: 'password', message: '请输入密码' },
      { field: 'confirmPassword', message: '请再次输入密码' },
    ])
    const mismatch = await post('/mail/registerPersonalInformation', {
      email: 'a@b.cn',
      code: '123456',
      password: 'Spell2026',
      confirmPassword: 'Spell2027',
    })
    expect(mismatch.msg).toBe('两次输入密码不一致!')
    const badEmail = await post('/mail/registerPersonalInformation', {
      email: 'not-an-email',
      code: '1',
      password: 'x',
      confirmPassword: 'x',
    })
    expect(badEmail.msg).toBe('请填写正确的邮箱格式')
    expect((await post('/mail/sendMail', { mail: '', codeType: 6 })).msg).toBe('请输入邮箱')
  })

  it('refuses an e-mail that is already registered', async () => {
    await registerStudent('twice@family.cn')
    expect(await registerStudent('twice@family.cn')).toMatchObject({
      code: 4009,
      msg: '该邮箱已注册，请直接登录',
    })
  })

  it('tells whether an e-mail is registered only to whoever received its code', async () => {
    await registerStudent('known@family.cn')
    const attempt = (email: string) =>
      post('/mail/registerPersonalInformation', {
        email,
        code: '000000',
        password: 'Spell2026',
        confirmPassword: 'Spell2026',
      })
    for (const email of ['known@family.cn', 'unknown@family.cn']) await codeFor(server, email, 6)
    const taken = await attempt('known@family.cn')
    const free = await attempt('unknown@family.cn')
    expect(taken).toMatchObject({ code: 3035, msg: '邮箱验证码错误' })
    expect({ code: taken.code, msg: taken.msg, data: taken.data }).toEqual({
      code: free.code,
      msg: free.msg,
      data: free.data,
    })
    // Without any code sent, too.
    expect((await attempt('known@family.cn')).code).toBe(3035)
  })
})

describe('student login', () => {
  it('answers a wrong password exactly like an unknown account', async () => {
    await registerStudent('same@family.cn')
    const wrong = await post('/loginWeb', { email: 'same@family.cn', password: 'nope-nope' })
    const unknown = await post('/loginWeb', { email: 'nobody@family.cn', password: 'nope-nope' })
    expect(wrong).toEqual({ ...unknown, headers: wrong.headers })
    expect(wrong).toMatchObject({ code: 4003, msg: '账号或密码错误' })
  })

  it('locks an account for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    await registerStudent('locked@family.cn')
    for (let i = 0; i < 5; i++) await post('/loginWeb', { email: 'locked@family.cn', password: 'wrong-one' })
    const right = await post(
      '/loginWeb',
      { email: 'locked@family.cn', password: 'Spell2026' },
      { 'accept-language': 'en' },
    )
    expect(right).toMatchObject({ code: 4029, msg: 'Too many attempts, please try again in 15 minutes' })
  })

  it('counts wrong passwords per account, not per identifier typed', async () => {
    await registerStudent('twoways@family.cn')
    await server.db.update(users).set({ phone: '13600000077' }).where(eq(users.email, 'twoways@family.cn'))
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/common/loginWebByPhone', { phone: '13600000077', password: 'wrong-one' })).code,
      ).toBe(4003)
    expect(await post('/loginWeb', { email: 'twoways@family.cn', password: 'Spell2026' })).toMatchObject({
      code: 4029,
      msg: '尝试次数过多，请 15 分钟后再试',
    })
  })

  it('asks a client address for the captcha once its failed logins are used up, even with a right password', async () => {
    await registerStudent('guessed@family.cn')
    const client = { 'x-forwarded-for': '10.250.250.250', 'accept-language': 'en' }
    const codes: number[] = []
    for (let i = 0; i < loginLimits.failures.limit; i++)
      codes.push((await post('/loginWeb', { email: `c${i}@x.cn`, password: 'abcdef' }, client)).code)
    expect(codes.every((c) => c === 4003)).toBe(true)
    expect(
      await post('/loginWeb', { email: 'guessed@family.cn', password: 'Spell2026' }, client),
    ).toMatchObject({
      code: 4001,
      msg: 'Many sign-ins from this network have failed: please type the characters in the picture, then log in again',
    })
  })

  it('logs in by phone once the student has saved a phone', async () => {
    expect(
      (await post('/common/loginWebByPhone', { phone: '13600000001', password: 'Spell2026' })).code,
    ).toBe(4003)
    expect((await post('/common/loginWebByPhone', { phone: '136', password: 'x' })).msg).toBe(
      '请输入正确手机号',
    )
  })
})

describe('password reset', () => {
  it('checks the code at the final submit, sets the new password and signs out every device', async () => {
    await registerStudent('reset@family.cn', 'OldPass1')
    const before = await post('/loginWeb', { email: 'reset@family.cn', password: 'OldPass1' })
    const code = await codeFor(server, 'reset@family.cn', 8)
    const wrong = await post('/mail/resetPassword', {
      email: 'reset@family.cn',
      code: '999999',
      password: 'NewPass1',
      confirmPassword: 'NewPass1',
    })
    expect(wrong.code).toBe(3035)
    const done = await post('/mail/resetPassword', {
      email: 'reset@family.cn',
      code,
      password: 'NewPass1',
      confirmPassword: 'NewPass1',
    })
    expect(done.code).toBe(200)
    expect((await post('/loginWeb', { email: 'reset@family.cn', password: 'OldPass1' })).code).toBe(4003)
    expect((await post('/loginWeb', { email: 'reset@family.cn', password: 'NewPass1' })).code).toBe(200)
    const oldSession = await call(
      server,
      'POST',
      '/user/getBasicsUserInfo',
      {},
      { authorization: before.data.authorization },
    )
    expect(oldSession.code).toBe(401)
  })

  it('says 邮箱不能为空 and 请输入正确的邮箱格式 as specified', async () => {
    expect(
      (
        await post('/mail/resetPassword', {
          email: '',
          code: '1',
          password: 'abcdef',
          confirmPassword: 'abcdef',
        })
      ).msg,
    ).toBe('邮箱不能为空')
    expect(
      (
        await post('/mail/resetPassword', {
          email: 'x@',
          code: '1',
          password: 'abcdef',
          confirmPassword: 'abcdef',
        })
      ).msg,
    ).toBe('请输入正确的邮箱格式')
  })
})
