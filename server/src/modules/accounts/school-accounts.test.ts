import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser } from '../../test-support/factories'
import {
  call,
  codeFor,
  fromAnotherClient,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server'

let server: TestServer
let committeeToken: string
beforeAll(async () => {
  server = await startTestServer()
  committeeToken = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

const place = {
  provinceCode: '440000',
  cityCode: '440300',
  areaCode: '440305',
  province: '广东省',
  city: '深圳市',
  area: '南山区',
}
const registration = (phone: string, extra: Record<string, unknown> = {}) => ({
  schoolName: `深圳市南山区第${phone.slice(-3)}小学`,
  schoolType: 0,
  schoolLevel: '1,2,3,4,5,6',
  schoolTeacherName: '陈老师',
  phone,
  email: `teacher${phone.slice(-4)}@school.cn`,
  ...place,
  ...extra,
})

async function register(phone: string, extra: Record<string, unknown> = {}) {
  const code = await codeFor(server, phone, 2)
  return call(
    server,
    'POST',
    '/login/registeredSchool',
    { ...registration(phone, extra), code },
    fromAnotherClient(),
  )
}

async function loginSchool(phone: string) {
  const code = await codeFor(server, phone, 1)
  return call(server, 'POST', '/mobileLoginWeb', { phone, code }, fromAnotherClient())
}

const review = (userId: number, decision: string, reason = '') =>
  call(
    server,
    'POST',
    '/admin/schoolRegistrations/review',
    { userId, decision, reason },
    { authorization: committeeToken },
  )

async function pendingUserId(phone: string) {
  const list = await call(
    server,
    'GET',
    '/admin/schoolRegistrations',
    { status: 'pending' },
    { authorization: committeeToken },
  )
  return list.data.find((r: { phone: string }) => r.phone === phone)?.userId as number
}

describe('member-school registration', () => {
  it('stays pending until the committee approves it, then the teacher logs in by SMS code', async () => {
    expect(await register('13700000101')).toMatchObject({ code: 200 })
    expect(await loginSchool('13700000101')).toMatchObject({
      code: 4003,
      msg: '您的注册正在审核中，审核通过后即可登录！',
    })

    const userId = await pendingUserId('13700000101')
    expect(userId).toBeGreaterThan(0)
    expect((await call(server, 'GET', '/web/getSchoolList', place)).data).toEqual([])
    expect(await review(userId, 'approve')).toMatchObject({ code: 200 })

    const login = await loginSchool('13700000101')
    expect(login).toMatchObject({ code: 200, data: { loginType: 2, roleId: 1, home: '/cebsbInfoData' } })
    expect(login.data.schoolInfo.list).toEqual([
      { schoolId: expect.any(Number), schoolName: '深圳市南山区第101小学' },
    ])
    const schools = await call(server, 'GET', '/web/getSchoolList', { cityCode: '440300' })
    expect(schools.data).toContainEqual({
      id: login.data.schoolInfo.schoolId,
      schoolName: '深圳市南山区第101小学',
      schoolType: 0,
    })

    const outbox = await call(server, 'GET', '/dev/outbox', { to: '13700000101' })
    expect(outbox.data.some((m: { body: string }) => m.body.includes('会员学校注册审核结果：通过'))).toBe(
      true,
    )
  })

  it('tells a rejected school why, and lets it register again', async () => {
    await register('13700000102')
    const userId = await pendingUserId('13700000102')
    expect((await review(userId, 'reject')).msg).toBe('请填写不通过的原因')
    expect(await review(userId, 'reject', '学校信息不完整')).toMatchObject({ code: 200 })
    expect(await review(userId, 'approve')).toMatchObject({ code: 4009, msg: '该注册已审核过' })
    const login = await loginSchool('13700000102')
    expect(login.msg).toContain('学校信息不完整')
    expect(await register('13700000102')).toMatchObject({ code: 200 })
    expect(await pendingUserId('13700000102')).toBe(userId)
  })

  it('joins an existing school picked from the list', async () => {
    await register('13700000103')
    await review(await pendingUserId('13700000103'), 'approve')
    const [school] = (await call(server, 'GET', '/web/getSchoolList', place)).data
    expect(await register('13700000104', { schoolId: school.id, email: 'second@school.cn' })).toMatchObject({
      code: 200,
    })
    const list = await call(
      server,
      'GET',
      '/admin/schoolRegistrations',
      {},
      { authorization: committeeToken },
    )
    expect(list.data.find((r: { phone: string }) => r.phone === '13700000104').schoolId).toBe(school.id)
  })

  it('refuses a wrong code and a taken phone, storing nothing', async () => {
    const wrong = await call(server, 'POST', '/login/registeredSchool', {
      ...registration('13700000105'),
      code: '000000',
    })
    expect(wrong).toMatchObject({ code: 4000, msg: '验证码错误或已失效' })
    expect(await register('13700000101')).toMatchObject({ code: 4009, msg: '该手机号已注册' })
    expect(await pendingUserId('13700000105')).toBeUndefined()
  })

  it('tells whether a phone or e-mail is registered only to whoever received the phone’s code', async () => {
    await register('13700000107')
    const attempt = (phone: string, extra: Record<string, unknown> = {}) =>
      call(
        server,
        'POST',
        '/login/registeredSchool',
        { ...registration(phone, extra), code: '000000' },
        fromAnotherClient(),
      )
    await codeFor(server, '13700000107', 2)
    const taken = await attempt('13700000107')
    const free = await attempt('13700000108')
    expect(taken).toMatchObject({ code: 4000, msg: '验证码错误或已失效' })
    expect({ code: taken.code, msg: taken.msg }).toEqual({ code: free.code, msg: free.msg })
    // A taken e-mail with a new phone and a wrong code: the same answer.
    const takenEmail = await attempt('13700000109', { email: 'teacher0107@school.cn' })
    expect({ code: takenEmail.code, msg: takenEmail.msg }).toEqual({ code: free.code, msg: free.msg })
    // With the right code the owner of the phone is told the e-mail is taken, and may ask for a new code.
    expect(await register('13700000109', { email: 'teacher0107@school.cn' })).toMatchObject({
      code: 4009,
      msg: '该邮箱已注册，请直接登录',
    })
    const resend = await call(
      server,
      'POST',
      '/common/smsVerificationCode',
      { phone: '13700000109', codeType: 2 },
      fromAnotherClient(),
    )
    expect(resend.code).toBe(200)
  })

  it('refuses bad fields, storing nothing', async () => {
    const bad = await call(
      server,
      'POST',
      '/web/registeredSchool',
      {
        ...registration('13700000106'),
        schoolTeacherName: '一二三四五六七八九十一二三四五六七八九十一',
        code: '123456',
      },
      { 'accept-language': 'en' },
    )
    expect(bad).toMatchObject({ code: 4000, msg: "The teacher's name may have at most 20 characters" })
    expect(await pendingUserId('13700000106')).toBeUndefined()
  })

  it('asks an unregistered phone to register first', async () => {
    expect(await loginSchool('13700000199')).toMatchObject({
      code: 4004,
      msg: '该手机号尚未注册会员学校，请先注册',
    })
  })

  it('is reviewed by the committee only', async () => {
    const { token } = await buildSignedInUser(server.db, 'schoolTeacher')
    expect((await call(server, 'GET', '/admin/schoolRegistrations', {}, { authorization: token })).code).toBe(
      4003,
    )
    expect((await call(server, 'GET', '/admin/schoolRegistrations')).code).toBe(401)
  })
})

describe('staff accounts', () => {
  it('lets the committee create a judge who then signs in with a password', async () => {
    const created = await call(
      server,
      'POST',
      '/admin/users',
      { role: 'judge', phone: '13700000201', userName: '孙裁判', password: 'Judge#2026' },
      { authorization: committeeToken },
    )
    expect(created.code).toBe(200)
    const login = await call(server, 'POST', '/admin/login', { account: '孙裁判', password: 'Judge#2026' })
    expect(login).toMatchObject({ code: 200, data: { loginType: 3, home: '/judge' } })
    const judges = await call(
      server,
      'GET',
      '/admin/users',
      { role: 'judge' },
      { authorization: committeeToken },
    )
    expect(judges.data.map((j: { phone: string }) => j.phone)).toContain('13700000201')
  })

  it('binds a club teacher to schools; the teacher logs in by SMS code as role 4', async () => {
    await register('13700000202')
    await review(await pendingUserId('13700000202'), 'approve')
    const [school] = (await call(server, 'GET', '/web/getSchoolList', place)).data
    const created = await call(
      server,
      'POST',
      '/admin/users',
      { role: 'courseTeacher', phone: '13700000203', userName: '周老师', schoolIds: [school.id] },
      { authorization: committeeToken },
    )
    expect(created.code).toBe(200)
    const login = await loginSchool('13700000203')
    expect(login).toMatchObject({ code: 200, data: { loginType: 2, roleId: 4 } })
    expect(login.data.schoolInfo.list[0].schoolId).toBe(school.id)
  })
})
