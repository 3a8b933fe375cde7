import { hash } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { codeLimits } from '../codes/code-limits'
import { loginLimits } from './login-limits'

/**
 * A school's students reach the site from one public address. Whole classes sign in and register from
 * it at once, while a code sprayer on one address is still stopped (password guessers: sign-in-guard.test.ts).
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

let nextNetwork = 1
/** A fresh public address for each story, so that their counts never meet. */
const newAddress = () => `10.99.${nextNetwork++}.1`
const post = (path: string, body: Record<string, unknown>, address: string, lang = 'zh') =>
  call(server, 'POST', path, body, { 'x-forwarded-for': address, 'accept-language': lang })

/** Runs the calls `width` at a time, as a hall of students pressing the button within moments. */
async function inParallel<T>(count: number, width: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++
        results[i] = await run(i)
      }
    }),
  )
  return results
}

describe('a school behind one address', () => {
  it('signs in 300 students within 3 minutes, 60 of whom first mistype their password', async () => {
    // One Argon2id hash for all, at a low cost: the verification takes the cost from the stored hash,
    // so the 360 sign-ins run the real path without seconds of CPU each.
    const passwordHash = await hash('Spell2026', { memoryCost: 1024, timeCost: 1 })
    const students = Array.from({ length: 300 }, (_, i) => ({
      role: 'student' as const,
      email: `hall${i}@school.cn`,
      userName: `Hall ${i}`,
      passwordHash,
    }))
    await server.db.insert(users).values(students)
    const school = newAddress()
    const mistypes = (i: number) => i % 5 === 0
    const started = Date.now()
    const typos = await inParallel(300, 8, async (i) => {
      const email = `hall${i}@school.cn`
      const typo = mistypes(i) ? await post('/loginWeb', { email, password: 'Spell2062' }, school) : undefined
      return { typo, answer: await post('/loginWeb', { email, password: 'Spell2026' }, school) }
    })
    expect(Date.now() - started).toBeLessThan(3 * 60_000)
    const mistyped = typos.flatMap(({ typo }) => (typo ? [typo] : []))
    expect(mistyped).toHaveLength(60)
    expect(mistyped.every((a) => a.code === 4003 && a.msg === '账号或密码错误')).toBe(true)
    const answers = typos.map(({ answer }) => answer)
    expect(answers.filter((a) => a.code !== 200).map((a) => a.msg)).toEqual([])
    expect(new Set(answers.map((a) => a.data.authorization)).size).toBe(300)
  }, 180_000)

  it('registers a class of 60 by e-mail in one lesson', async () => {
    const school = newAddress()
    const sent = await inParallel(60, 6, (i) =>
      post('/mail/sendMail', { mail: `class${i}@school.cn`, codeType: 6 }, school),
    )
    expect(sent.filter((a) => a.code !== 200).map((a) => a.msg)).toEqual([])
    const registered = await inParallel(60, 6, async (i) => {
      const outbox = await call(server, 'GET', '/dev/outbox', { to: `class${i}@school.cn` })
      return post(
        '/mail/registerPersonalInformation',
        {
          email: `class${i}@school.cn`,
          code: outbox.data[0]?.code,
          codeType: 6,
          password: 'Spell2026',
          confirmPassword: 'Spell2026',
        },
        school,
      )
    })
    expect(registered.filter((a) => a.code !== 200).map((a) => a.msg)).toEqual([])
  })

  it('stops a client spraying codes at many numbers from one address, in both languages', async () => {
    const sprayer = newAddress()
    const numbers = Array.from(
      { length: codeLimits.perMinute.limit + 2 },
      (_, i) => `137${String(i).padStart(8, '0')}`,
    )
    const answers = []
    for (const phone of numbers)
      answers.push(await post('/common/smsVerificationCode', { phone, codeType: 5 }, sprayer))
    expect(answers.slice(0, codeLimits.perMinute.limit).every((a) => a.code === 200)).toBe(true)
    expect(answers.at(-2)).toMatchObject({ code: 4029, msg: '本网络发送验证码过于频繁，请 60 秒后再试' })
    const english = await post(
      '/common/smsVerificationCode',
      { phone: '13799999999', codeType: 5 },
      sprayer,
      'en',
    )
    expect(english).toMatchObject({
      code: 4029,
      msg: 'Too many codes have been sent from this network, please try again in 60 s',
    })
  })

  it("lets the committee raise a school's network, and the raise takes effect at once", async () => {
    const committee = await buildSignedInUser(server.db, 'committee')
    const school = newAddress()
    const network = `${school.split('.').slice(0, 3).join('.')}.0/24`
    const asCommittee = (path: string, body: Record<string, unknown>, lang = 'zh') =>
      call(server, 'POST', path, body, { authorization: committee.token, 'accept-language': lang })

    // Up to the usual limit of failures, then asked for the captcha.
    const tries = (from: string, count: number) =>
      inParallel(count, 5, (i) => post('/loginWeb', { email: `raise${i}@x.cn`, password: 'wrong-one' }, from))
    await tries(school, loginLimits.failures.limit)
    expect((await post('/loginWeb', { email: 'raise@x.cn', password: 'wrong-one' }, school)).code).toBe(4001)

    expect(
      await asCommittee('/admin/addressAllowances', { network: '10.99.x.0/24', factor: 2 }, 'en'),
    ).toMatchObject({
      code: 4000,
      msg: 'Please enter an IPv4 or IPv6 address or a network (e.g. 203.0.113.0/24)',
    })
    expect(await asCommittee('/admin/addressAllowances', { network, factor: 1 })).toMatchObject({
      code: 4000,
      msg: '倍数须为 2 到 100 的整数',
    })
    const saved = await asCommittee('/admin/addressAllowances', { network, factor: 2, note: '实验中学' })
    expect(saved).toMatchObject({ code: 200, data: { network, factor: 2, note: '实验中学' } })
    // Twice the allowance, for every address of the network: the address asked for the captcha may
    // fail again without one, and a neighbour fails more often than the usual limit without being asked.
    expect((await post('/loginWeb', { email: 'raise@x.cn', password: 'wrong-one' }, school)).code).toBe(4003)
    const neighbour = school.replace(/\.1$/, '.77')
    const more = await tries(neighbour, loginLimits.failures.limit + 10)
    expect(more.every((a) => a.code === 4003)).toBe(true)

    const list = await call(server, 'GET', '/admin/addressAllowances', {}, { authorization: committee.token })
    expect(list.data).toEqual([expect.objectContaining({ network, factor: 2 })])
    expect((await asCommittee('/admin/addressAllowances/delete', { id: saved.data.id })).code).toBe(200)
    expect((await post('/loginWeb', { email: 'raise@x.cn', password: 'wrong-one' }, school)).code).toBe(4001)
  })

  it('keeps the allowances to the committee', async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const answer = await call(
      server,
      'POST',
      '/admin/addressAllowances',
      { network: '0.0.0.0/0', factor: 100 },
      { authorization: student.token },
    )
    expect(answer.code).toBe(4003)
    expect((await call(server, 'GET', '/admin/addressAllowances')).code).toBe(401)
  })
})
