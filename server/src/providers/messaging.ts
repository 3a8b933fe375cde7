import type { Db } from '../db/database'
import { outboxMessages } from '../db/schema'
import type { Logger } from '../logger'

/**
 * SMS and e-mail go out through these interfaces. The default provider is the development outbox:
 * every message is stored (table outbox_messages) and logged, and /api/dev/outbox shows it outside
 * production. A real SMS gateway or SMTP server plugs in by implementing the same two methods.
 */
export interface SmsProvider {
  sendSms(message: { to: string; text: string; code?: string }): Promise<void>
}
export interface MailProvider {
  sendMail(message: { to: string; subject: string; text: string; code?: string }): Promise<void>
}
export type Messaging = SmsProvider & MailProvider

export function outboxMessaging(db: Db, logger: Logger, options: { revealCodes: boolean }): Messaging {
  // In production the outbox is only an audit trail: no code is kept in it or written to the log.
  const store = async (channel: 'sms' | 'mail', to: string, subject: string, text: string, code?: string) => {
    const shown = options.revealCodes ? code : undefined
    const body = options.revealCodes || !code ? text : text.replaceAll(code, '******')
    await db
      .insert(outboxMessages)
      .values({ channel, recipient: to.toLowerCase(), subject, body, code: shown ?? null })
    logger.info({ channel, to, subject, code: shown }, 'outbox: message stored (development provider)')
  }
  return {
    sendSms: ({ to, text, code }) => store('sms', to, '', text, code),
    sendMail: ({ to, subject, text, code }) => store('mail', to, subject, text, code),
  }
}
