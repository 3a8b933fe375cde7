import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTencentSmsStandIn } from '../test-support/tencent-sms-stand-in'
import { MessagingError } from './messaging-provider'
import { e164, tencentSms } from './sms-tencent'

const keys = {
  secretId: 'AKIDstandin0000000000000000000000000',
  secretKey: 'stand-in-secret-key-0000000000000',
}
const account = {
  sdkAppId: '1400123456',
  signName: '中英双语汉字拼写大赛',
  templateIds: { code: '2098765', review: '2098766', papersSent: '2098767', scoresReleased: '2098768' },
}

describe('SMS through Tencent Cloud', () => {
  let standIn: Awaited<ReturnType<typeof startTencentSmsStandIn>>
  beforeEach(async () => {
    standIn = await startTencentSmsStandIn({
      ...keys,
      sdkAppId: account.sdkAppId,
      signNames: [account.signName],
      templateIds: Object.values(account.templateIds),
    })
  })
  afterEach(() => standIn.close())

  const provider = (overrides: Partial<typeof keys & typeof account> = {}) =>
    tencentSms({
      provider: 'tencent',
      ...keys,
      ...account,
      region: 'ap-guangzhou',
      endpoint: standIn.endpoint,
      ...overrides,
    })

  it('sends the code with the approved template, signature and application to the +86 number', async () => {
    await provider().sendSms({ to: '13900000009', kind: 'code', code: '483920' })
    expect(standIn.refusals).toEqual([])
    expect(standIn.received).toEqual([
      {
        region: 'ap-guangzhou',
        phoneNumbers: ['+8613900000009'],
        sdkAppId: '1400123456',
        signName: '中英双语汉字拼写大赛',
        templateId: '2098765',
        templateParams: ['483920', '5'],
      },
    ])
  })

  it('is refused by the signature check when the secret key is wrong', async () => {
    const error = await provider({ secretKey: 'not-the-key' })
      .sendSms({ to: '13900000009', kind: 'code', code: '111222' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MessagingError)
    expect(error).toMatchObject({
      provider: 'tencent',
      providerCode: 'AuthFailure.SignatureFailure',
      kind: 'unavailable',
    })
    expect((error as Error).message).toContain('TENCENT_SMS_SECRET_KEY')
    expect(standIn.received).toEqual([])
  })

  it('is refused when the key id is unknown', async () => {
    const error = await provider({ secretId: 'AKIDunknown' })
      .sendSms({ to: '13900000009', kind: 'code', code: '111222' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ providerCode: 'AuthFailure.SecretIdNotFound' })
  })

  it('names the daily limit of the number when the API refuses with it', async () => {
    standIn.failNext(
      'LimitExceeded.PhoneNumberDailyLimit',
      'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
      'error',
    )
    const error = await provider()
      .sendSms({ to: '13900000009', kind: 'code', code: '111222' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      provider: 'tencent',
      providerCode: 'LimitExceeded.PhoneNumberDailyLimit',
      kind: 'recipientLimited',
      message: 'this number reached its daily SMS limit',
    })
  })

  it('fails when the send status of the number is not Ok', async () => {
    standIn.failNext(
      'FailedOperation.InsufficientBalanceInSmsPackage',
      'insufficient balance in SMS package',
      'status',
    )
    const error = await provider()
      .sendSms({ to: '13900000009', kind: 'code', code: '111222' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      providerCode: 'FailedOperation.InsufficientBalanceInSmsPackage',
      kind: 'unavailable',
    })
    const bad = await provider()
      .sendSms({ to: '12345', kind: 'code', code: '111222' })
      .catch((e: unknown) => e)
    expect(bad).toMatchObject({
      providerCode: 'InvalidParameterValue.IncorrectPhoneNumber',
      kind: 'recipientRejected',
    })
  })

  it("fails with the API code when the template is not approved, naming the template's setting", async () => {
    const refused = await provider({ templateIds: { ...account.templateIds, review: '1' } })
      .sendSms({ to: '13900000009', kind: 'review', subject: 'registration', approved: true })
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({
      providerCode: 'FailedOperation.TemplateIncorrectOrUnapproved',
      message: 'the template is not approved or does not match (TENCENT_SMS_REVIEW_TEMPLATE_ID)',
    })
    expect(standIn.received).toEqual([])
  })

  it('fails as unavailable when the endpoint does not answer', async () => {
    const endpoint = standIn.endpoint
    await standIn.close()
    standIn = await startTencentSmsStandIn({ ...keys, ...account, signNames: [], templateIds: [] })
    const error = await tencentSms({
      provider: 'tencent',
      ...keys,
      ...account,
      region: 'ap-guangzhou',
      endpoint,
    })
      .sendSms({ to: '13900000009', kind: 'code', code: '111222' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ provider: 'tencent', providerCode: 'network', kind: 'unavailable' })
  })

  it('sends each kind of message with its own template and parameters', async () => {
    const to = '13900000009'
    await provider().sendSms({ to, kind: 'review', subject: 'paperApplication', approved: false })
    await provider().sendSms({ to, kind: 'papersSent', expressType: 'EMS', expressNumber: '1180000000001' })
    await provider().sendSms({ to, kind: 'scoresReleased' })
    expect(standIn.refusals).toEqual([])
    expect(standIn.received.map((m) => [m.templateId, m.templateParams])).toEqual([
      ['2098766', ['试卷申请', '未通过', 'paper application', 'not approved']],
      ['2098767', ['中国邮政 EMS', '1180000000001', 'China Post EMS']],
      ['2098768', []],
    ])
  })
})

describe('phone numbers in E.164', () => {
  it('adds +86 to a mainland number and keeps one that has its country code', () => {
    expect(e164('13900000009')).toBe('+8613900000009')
    expect(e164('8613900000009')).toBe('+8613900000009')
    expect(e164('008613900000009')).toBe('+8613900000009')
    expect(e164('+85291234567')).toBe('+85291234567')
  })
})
