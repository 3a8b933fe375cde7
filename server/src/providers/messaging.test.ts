import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
import { outboxMessages } from '../db/schema'
import { createLogger } from '../logger'
import { outboxMessaging } from './messaging'

describe('the outbox provider', () => {
  it('keeps codes out of the outbox and the log in production', async () => {
    const database = await openDatabase({ dataDir: 'memory://' })
    try {
      const production = outboxMessaging(database.db, createLogger('silent'), { revealCodes: false })
      await production.sendSms({ to: '13900000009', text: '验证码 483920，5 分钟内有效', code: '483920' })
      const development = outboxMessaging(database.db, createLogger('silent'), { revealCodes: true })
      await development.sendMail({ to: 'A@B.cn', subject: 's', text: 'code 112233', code: '112233' })
      const [sms, mail] = await database.db.select().from(outboxMessages).orderBy(outboxMessages.id)
      expect(sms).toMatchObject({ recipient: '13900000009', code: null, body: '验证码 ******，5 分钟内有效' })
      expect(mail).toMatchObject({ recipient: 'a@b.cn', code: '112233', body: 'code 112233' })
    } finally {
      await database.close()
    }
  })
})
