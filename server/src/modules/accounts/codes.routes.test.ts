import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outboxMessages } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { startSmtpServer } from '../../test-support/smtp-test-server'
import { startTencentSmsStandIn } from '../../test-support/tencent-sms-stand-in'
import { call, fromAnotherClient, startTestServer, type TestServer } from '../../test-support/test-server'

/** Codes sent through real providers: an SMTP server and the Tencent Cloud SMS stand-in, no outbox. */
const tencent = {
  secretId: 'AKIDcodes000000000000000000000000000',
  secretKey: 'codes-secret-key-000000000000000',
  sdkAppId: '1400000001',
  signName: '中英双语汉字拼写大赛',
  templateId: '1000001',
  reviewTemplateId: '1000002',
}

let server: TestServer
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let sms: Awaited<ReturnType<typeof startTencentSmsStandIn>>
beforeAll(async () => {
  smtp = await startSmtpServer({
    refuse: (address) => (address.startsWith('nobody@') ? 'No such user' : undefined),
  })
  sms = await startTencentSmsStandIn({
    ...tencent,
    signNames: [tencent.signName],
    templateIds: [tencent.templateId, tencent.reviewTemplateId, '1000003', '1000004'],
  })
  // Configured the way a deployment is, through the environment.
  server = await startTestServer({
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM: '中英双语汉字拼写大赛 <noreply@spell.test>',
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: tencent.secretId,
    TENCENT_SMS_SECRET_KEY: tencent.secretKey,
    TENCENT_SMS_SDK_APP_ID: tencent.sdkAppId,
    TENCENT_SMS_SIGN_NAME: tencent.signName,
    TENCENT_SMS_TEMPLATE_ID: tencent.templateId,
    TENCENT_SMS_REVIEW_TEMPLATE_ID: tencent.reviewTemplateId,
    TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID: '1000003',
    TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID: '1000004',
    TENCENT_SMS_ENDPOINT: sms.endpoint,
  })
})
afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  await sms?.close()
})

const sendSms = (phone: string, headers: Record<string, string> = {}) =>
  call(
    server,
    'POST',
    '/common/smsVerificationCode',
    { phone, codeType: 2 },
    { ...fromAnotherClient(), ...headers },
  )
const sendMail = (mail: string) =>
  call(server, 'POST', '/mail/sendMail', { mail, codeType: 6 }, fromAnotherClient())
const smsTo = (phone: string) => sms.received.filter((m) => m.phoneNumbers.includes(`+86${phone}`))

describe('codes through real providers', () => {
  it('sends an SMS code with the template and an e-mail code over SMTP, and nothing to the outbox', async () => {
    expect((await sendSms('13900000021')).code).toBe(200)
    const [sent] = smsTo('13900000021')
    expect(sent?.templateParams).toEqual([expect.stringMatching(/^\d{6}$/), '5'])
    expect(sent).toMatchObject({ signName: tencent.signName, templateId: tencent.templateId })

    expect((await sendMail('student21@example.cn')).code).toBe(200)
    const mail = smtp.received.find((m) => m.envelopeTo.includes('student21@example.cn'))
    expect(mail?.mail.subject).toBe('中英双语汉字拼写大赛 验证码 / Verification code (注册 / registration)')
    expect(mail?.mail.text).toMatch(
      /您的验证码是 \d{6}，5 分钟内有效。\nYour verification code is \d{6}, valid for 5 minutes\./,
    )

    expect(await server.db.select().from(outboxMessages)).toEqual([])
  })

  it('says the code could not be sent, logs why without the code, and lets the person try again at once', async () => {
    const warn = vi.spyOn(server.services.logger, 'warn')
    sms.failNext(
      'FailedOperation.InsufficientBalanceInSmsPackage',
      'insufficient balance in SMS package',
      'status',
    )
    const failed = await sendSms('13900000022')
    expect(failed).toMatchObject({ status: 200, code: 5003, msg: '验证码发送失败，请稍后再试' })
    const [undelivered] = smsTo('13900000022')
    const lostCode = undelivered?.templateParams[0] ?? ''
    expect(lostCode).toMatch(/^\d{6}$/)

    expect(warn).toHaveBeenCalledWith(
      {
        channel: 'sms',
        to: '139****0022',
        provider: 'tencent',
        providerCode: 'FailedOperation.InsufficientBalanceInSmsPackage',
        kind: 'unavailable',
        cause: 'the SMS package is used up: top it up',
      },
      'verification code not delivered',
    )
    expect(JSON.stringify(warn.mock.calls)).not.toContain(lostCode)
    expect(JSON.stringify(warn.mock.calls)).not.toContain('13900000022')
    warn.mockRestore()

    // The undelivered code does not hold up the next one (no minute's wait), and the next one goes out.
    const retry = await sendSms('13900000022')
    expect(retry.code).toBe(200)
    expect(smsTo('13900000022')).toHaveLength(2)
  })

  it('answers in English when asked', async () => {
    sms.failNext('InternalError.Timeout', 'timeout', 'error')
    const failed = await sendSms('13900000023', { 'accept-language': 'en' })
    expect(failed).toMatchObject({
      code: 5003,
      msg: 'The verification code could not be sent, please try again later',
    })
  })

  it("names the provider's limit for the number", async () => {
    sms.failNext('LimitExceeded.PhoneNumberDailyLimit', 'daily limit', 'error')
    const limited = await sendSms('13900000024')
    expect(limited).toMatchObject({ code: 4029, msg: '该号码或邮箱接收验证码过于频繁，请稍后再试' })
  })

  it('asks to check an address the mail server refuses', async () => {
    const refused = await sendMail('nobody@example.cn')
    expect(refused).toMatchObject({ code: 4000, msg: '验证码无法送达该号码或邮箱，请检查是否填写正确' })
    expect(smtp.received.some((m) => m.envelopeTo.includes('nobody@example.cn'))).toBe(false)
    // Corrected, the address gets its code at once.
    expect((await sendMail('somebody@example.cn')).code).toBe(200)
  })

  it('keeps a committee review when the e-mail telling the school cannot be delivered', async () => {
    const phone = '13900000025'
    expect((await sendSms(phone)).code).toBe(200)
    const code = smsTo(phone)[0]?.templateParams[0] ?? ''
    const registered = await call(
      server,
      'POST',
      '/login/registeredSchool',
      {
        schoolName: '深圳市南山区第025小学',
        schoolType: 0,
        schoolLevel: '1,2,3,4,5,6',
        schoolTeacherName: '陈老师',
        phone,
        email: 'nobody@school.cn',
        provinceCode: '440000',
        cityCode: '440300',
        areaCode: '440305',
        province: '广东省',
        city: '深圳市',
        area: '南山区',
        code,
      },
      fromAnotherClient(),
    )
    expect(registered.code).toBe(200)
    const committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
    const pending = await call(server, 'GET', '/admin/schoolRegistrations', { status: 'pending' }, committee)
    const userId = pending.data.find((r: { phone: string }) => r.phone === phone)?.userId
    const warn = vi.spyOn(server.services.logger, 'warn')
    const reviewed = await call(
      server,
      'POST',
      '/admin/schoolRegistrations/review',
      { userId, decision: 'approve', reason: '' },
      committee,
    )
    expect(reviewed.code).toBe(200)
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'smtp' }),
      'a notification could not be sent; the change it reports is stored',
    )
    warn.mockRestore()
    const after = await call(server, 'GET', '/admin/schoolRegistrations', { status: 'pending' }, committee)
    expect(after.data.some((r: { phone: string }) => r.phone === phone)).toBe(false)
    // The SMS half of the notice still reaches the teacher.
    expect(smsTo(phone).at(-1)?.templateId).toBe(tencent.reviewTemplateId)
  })
})
