import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database'
import { outboxMessages } from '../db/schema'
import { createLogger } from '../logger'
import { startSmtpServer } from '../test-support/smtp-test-server'
import { startTencentSmsStandIn } from '../test-support/tencent-sms-stand-in'
import { createMessaging, maskRecipient, outboxMessaging } from './messaging'

let database: Database
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
})
afterAll(() => database?.close())

describe('the outbox provider', () => {
  it('keeps codes out of the outbox and the log in production', async () => {
    await database.db.delete(outboxMessages)
    const production = outboxMessaging(database.db, createLogger('silent'), { revealCodes: false })
    await production.sendSms({ to: '13900000009', kind: 'code', code: '483920' })
    const development = outboxMessaging(database.db, createLogger('silent'), { revealCodes: true })
    await development.sendMail({ to: 'A@B.cn', subject: 's', text: 'code 112233', code: '112233' })
    const [sms, mail] = await database.db.select().from(outboxMessages).orderBy(outboxMessages.id)
    expect(sms).toMatchObject({
      recipient: '13900000009',
      code: null,
      body: '【中英双语汉字拼写大赛】您的验证码是 ******，5 分钟内有效，请勿告诉他人。Your verification code is ******, valid for 5 minutes.',
    })
    expect(mail).toMatchObject({ recipient: 'a@b.cn', code: '112233', body: 'code 112233' })
  })

  it('keeps a secret out of the log even in development, and out of the outbox in production', async () => {
    await database.db.delete(outboxMessages)
    const lines: string[] = []
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) })
    const secret = { subject: 's', text: 'password Bank@2027', code: 'Bank@2027', secret: true }
    await outboxMessaging(database.db, logger, { revealCodes: true }).sendMail({ to: 'a@b.cn', ...secret })
    await outboxMessaging(database.db, logger, { revealCodes: false }).sendMail({ to: 'c@d.cn', ...secret })
    expect(lines).toHaveLength(2)
    expect(lines.filter((line) => line.includes('Bank@2027'))).toEqual([])
    const [development, production] = await database.db
      .select()
      .from(outboxMessages)
      .orderBy(outboxMessages.id)
    expect(development).toMatchObject({ body: 'password Bank@2027' })
    expect(production).toMatchObject({ code: null, body: 'password ******' })
  })
})

describe('the providers the settings choose', () => {
  const keys = {
    secretId: 'AKIDmessaging00000000000000000000000',
    secretKey: 'messaging-secret-key-0000000000',
  }
  const account = { sdkAppId: '1400000002', signName: '中英双语汉字拼写大赛' }
  const templateIds = { code: '1000002', review: '1000003', papersSent: '1000004', scoresReleased: '1000005' }
  const options = () => ({ db: database.db, logger: createLogger('silent'), revealCodes: true })

  it('sends each channel through its own provider: e-mail over SMTP, SMS to the outbox', async () => {
    await database.db.delete(outboxMessages)
    const smtp = await startSmtpServer()
    try {
      const messaging = createMessaging(
        {
          outboxAllowed: false,
          mail: { provider: 'smtp', url: smtp.url, from: 'noreply@spell.test' },
          sms: { provider: 'outbox' },
        },
        options(),
      )
      await messaging.sendMail({
        to: 'a@example.cn',
        subject: '验证码 / Code',
        text: '123456',
        code: '123456',
      })
      await messaging.sendSms({ to: '13900000031', kind: 'code', code: '654321' })
      expect(smtp.received.map((m) => m.envelopeTo)).toEqual([['a@example.cn']])
      const outbox = await database.db.select().from(outboxMessages)
      expect(outbox).toEqual([
        expect.objectContaining({ channel: 'sms', recipient: '13900000031', code: '654321' }),
      ])
    } finally {
      await smtp.close()
    }
  })

  it('puts nothing in the outbox when both channels are real', async () => {
    await database.db.delete(outboxMessages)
    const smtp = await startSmtpServer()
    const sms = await startTencentSmsStandIn({
      ...keys,
      ...account,
      signNames: [account.signName],
      templateIds: Object.values(templateIds),
    })
    try {
      const messaging = createMessaging(
        {
          outboxAllowed: false,
          mail: { provider: 'smtp', url: smtp.url, from: 'noreply@spell.test' },
          sms: {
            provider: 'tencent',
            ...keys,
            ...account,
            templateIds,
            region: 'ap-guangzhou',
            endpoint: sms.endpoint,
          },
        },
        options(),
      )
      await messaging.sendMail({
        to: 'b@example.cn',
        subject: '验证码 / Code',
        text: '223344',
        code: '223344',
      })
      await messaging.sendSms({ to: '13900000032', kind: 'code', code: '556677' })
      expect(smtp.received).toHaveLength(1)
      expect(sms.received.map((m) => [m.phoneNumbers, m.templateParams])).toEqual([
        [['+8613900000032'], ['556677', '5']],
      ])
      expect(await database.db.select().from(outboxMessages)).toEqual([])
    } finally {
      await smtp.close()
      await sms.close()
    }
  })
})

describe('masked recipients in the log', () => {
  it('keeps the start and end of a phone number and the first letter and domain of an address', () => {
    expect(maskRecipient('13900000022')).toBe('139****0022')
    expect(maskRecipient('student@example.cn')).toBe('s***@example.cn')
    expect(maskRecipient('12345')).toBe('12***')
  })
})
