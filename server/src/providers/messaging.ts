import type { Db } from '../db/database'
import { outboxMessages } from '../db/schema'
import type { Logger } from '../logger'
import { smtpMail } from './mail-smtp'
import type { MessagingSettings } from './messaging-settings'
import { type SmsMessage, smsText } from './sms-messages'
import { tencentSms } from './sms-tencent'

/**
 * SMS and e-mail go out through these interfaces. Each channel is either the development outbox
 * (every message is stored in table outbox_messages and logged, its recipient masked; /api/dev/outbox shows it outside
 * production) or a real provider: SMTP for e-mail (mail-smtp.ts), Tencent Cloud SMS (sms-tencent.ts).
 * A provider that cannot deliver throws a MessagingError.
 */
export interface SmsProvider {
  /** One of the kinds of SMS the site sends (sms-messages.ts), each with its own template. */
  sendSms(message: SmsMessage): Promise<void>
}
export interface MailProvider {
  /**
   * `code` is set apart in the message; with `secret` it is a standing secret (the character bank
   * password), not a one-time code, and stays out of the log even in development.
   */
  sendMail(message: {
    to: string
    subject: string
    text: string
    code?: string
    secret?: boolean
  }): Promise<void>
}
export type Messaging = SmsProvider & MailProvider

/**
 * Why a message did not go out, as far as the person waiting for it is concerned:
 * - recipientLimited: the provider refuses more messages to this recipient for now (its own limits);
 * - recipientRejected: the address or number cannot receive messages (unknown mailbox, bad number);
 * - unavailable: anything else (network, credentials, balance, templates): try again later.
 */
export type SendFailureKind = 'recipientLimited' | 'recipientRejected' | 'unavailable'

/** A message the provider did not accept. Never carries the code; safe to log. */
export class MessagingError extends Error {
  constructor(
    readonly provider: 'smtp' | 'tencent',
    /** The provider's own error code (e.g. 550, EAUTH, LimitExceeded.PhoneNumberDailyLimit). */
    readonly providerCode: string,
    readonly kind: SendFailureKind,
    /** The cause in plain words, for the log. */
    message: string,
  ) {
    super(message)
    this.name = 'MessagingError'
  }
}

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
