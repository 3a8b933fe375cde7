import { codeTypes } from '@spell/shared/api/accounts/codes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser } from '../../test-support/factories'
import {
  call,
  codeFor,
  fromAnotherClient,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server'

/** Every line the server logs, at its most talkative level. */
const lines: string[] = []
let server: TestServer
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'trace' },
    { logDestination: { write: (line) => lines.push(line) } },
  )
})
afterAll(() => server?.stop())

const student = {
  email: 'Lin.XiaoYu@family.cn',
  phone: '13712345678',
  idCard: '440305201403125707',
  guardianPhone: '13898765432',
}

describe('the log', () => {
  it('holds no ID number, phone or e-mail of a student who registers, is searched for and exported', async () => {
    const password = 'Spell2026'
    const registered = await call(
      server,
      'POST',
      '/mail/registerPersonalInformation',
      {
        email: student.email,
        code: await codeFor(server, student.email, 6),
        password,
        confirmPassword: password,
      },
      fromAnotherClient(),
    )
    expect(registered.code).toBe(200)
    const login = await call(
      server,
      'POST',
      '/loginWeb',
      { email: student.email, password },
      fromAnotherClient(),
    )
    const auth = { authorization: login.data.authorization as string }
    const guardian = {
      name: '林大海',
      relation: 'mother',
      phone: student.guardianPhone,
      agreed: true,
      code: await codeFor(server, student.guardianPhone, codeTypes.guardianConsent),
    }
    expect((await call(server, 'POST', '/privacy/consent', { sensitive: true, guardian }, auth)).code).toBe(
      200,
    )
    const saved = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      {
        sysUser: {
          userName: '林小雨',
          sex: 0,
          cardType: 1,
          idCard: student.idCard,
          dateBirth: '2014-03-12',
          phone: student.phone,
          email: student.email,
        },
        sysUserInfo: {
          provinceCode: '440000',
          cityCode: '440300',
          areaCode: '440305',
          province: '广东省',
          city: '深圳市',
          area: '南山区',
          schoolName: '深圳市南山区第一实验学校',
          grade: 6,
        },
        code: await codeFor(server, student.phone, 9),
      },
      auth,
    )
    expect(saved.code).toBe(200)
    const byPhone = await call(
      server,
      'POST',
      '/common/loginWebByPhone',
      { phone: student.phone, password },
      fromAnotherClient(),
    )
    expect(byPhone.code).toBe(200)

    const { token } = await buildSignedInUser(server.db, 'committee')
    const committee = { authorization: token }
    for (const keyword of [student.idCard, student.phone, student.email]) {
      const found = await call(server, 'GET', '/admin/students', { keyword }, committee)
      expect(found.data.total, keyword).toBe(1)
    }
    const userId = (await call(server, 'GET', '/admin/students', { keyword: student.phone }, committee)).data
      .rows[0].userId
    expect((await call(server, 'POST', '/admin/students/openRecord', { userId }, committee)).code).toBe(200)
    // A number typed where an id goes is refused, and not logged either.
    await call(server, 'GET', '/admin/personalDataAccess', { subjectId: student.idCard }, committee)
    const exported = await call(server, 'GET', '/privacy/myData', {}, auth)
    expect(exported.data.account.idCard).toBe(student.idCard)

    const log = lines.join('')
    for (const value of Object.values(student))
      for (const written of [value, encodeURIComponent(value)])
        expect(log.toUpperCase()).not.toContain(written.toUpperCase())
    // The scan sees the run: the searches and the messages sent are there, without their values.
    expect(log).toContain('/api/admin/students?keyword=[redacted]')
    expect(log).toContain('/api/admin/personalDataAccess?subjectId=[redacted]')
    expect(log).toContain('137****5678')
  })
})
