import type { SmsMessage } from './sms-messages'

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
