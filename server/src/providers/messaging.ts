import type { Db } from '../db/database'
import { outboxMessages } from '../db/schema'
import type { Logger } from '../logger'
import { smtpMail } from './mail-smtp'
import { type MailProvider, type Messaging, MessagingError, type SmsProvider } from './messaging-provider'
import type { MessagingSettings } from './messaging-settings'
import { smsText } from './sms-messages'
import { tencentSms } from './sms-tencent'

/** 139****0009, a***@example.cn: enough to tell recipients apart in a log without exposing them. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@')
  if (at > 0) return `${to[0]}***${to.slice(at)}`
  if (to.length <= 7) return `${to.slice(0, 2)}***`
  return `${to.slice(0, 3)}****${to.slice(-4)}`
}

export function outboxMessaging(db: Db, logger: Logger, options: { revealCodes: boolean }): Messaging {
  // In production the outbox is only an audit trail: no code is kept in it or written to the log.
  const store = async (
    channel: 'sms' | 'mail',
    to: string,
    subject: string,
    text: string,
    code?: string,
    secret?: boolean,
  ) => {
    const shown = options.revealCodes ? code : undefined
    const body = options.revealCodes || !code ? text : text.replaceAll(code, '******')
    await db
      .insert(outboxMessages)
      .values({ channel, recipient: to.toLowerCase(), subject, body, code: shown ?? null })
    logger.info(
      { channel, to: maskRecipient(to), subject, code: secret ? undefined : shown },
      'outbox: message stored (development provider)',
    )
  }
  return {
    sendSms: (message) =>
      store('sms', message.to, '', smsText(message), message.kind === 'code' ? message.code : undefined),
    sendMail: ({ to, subject, text, code, secret }) => store('mail', to, subject, text, code, secret),
  }
}

/** The messaging the settings ask for: each channel through its own provider, outbox or real. */
export function createMessaging(
  settings: MessagingSettings,
  options: { db: Db; logger: Logger; revealCodes: boolean },
): Messaging {
  const outbox = outboxMessaging(options.db, options.logger, { revealCodes: options.revealCodes })
  const mail: MailProvider = settings.mail.provider === 'smtp' ? smtpMail(settings.mail) : outbox
  const sms: SmsProvider = settings.sms.provider === 'tencent' ? tencentSms(settings.sms) : outbox
  options.logger.info(
    { mail: settings.mail.provider, sms: settings.sms.provider },
    'messaging providers chosen',
  )
  return {
    sendSms: (message) => sms.sendSms(message),
    sendMail: (message) => mail.sendMail(message),
  }
}

/**
 * Tells someone about a change that is already stored (a review result, a dispatched paper): the
 * change stands whether or not the message gets through, so a failed send is logged, never thrown.
 */
export async function notifyAfterCommit(logger: Logger, sends: Promise<void>[]) {
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'fulfilled') continue
    const error = result.reason
    logger.warn(
      error instanceof MessagingError
        ? { provider: error.provider, providerCode: error.providerCode, cause: error.message }
        : { err: error },
      'a notification could not be sent; the change it reports is stored',
    )
  }
}
