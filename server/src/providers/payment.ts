/**
 * Payment providers (WeChat Pay, Alipay, and the offline sandbox). The order module asks a provider
 * for the QR content of an order (a computer) or the address of its payment page (a phone's browser),
 * and hands every notification it receives to the same provider to verify; only a verified notice, or
 * the provider's own signed answer to a query, can mark an order paid.
 */
export interface PaymentNotice {
  /** The provider's id of this notification: the same id twice is a replay. */
  eventId: string
  orderNo: string
  /** Paid amount in fen. */
  amount: number
  transactionId: string
  /** The payer paid (SUCCESS); other trade states are recorded and change nothing. */
  success: boolean
}

export class PaymentSignatureError extends Error {
  constructor(message = 'payment notification signature is not valid') {
    super(message)
    this.name = 'PaymentSignatureError'
  }
}

/**
 * The provider answered that it will not return the money (e.g. WeChat Pay's NOT_ENOUGH: the merchant
 * balance is short). Nothing was refunded; `reason` is the provider's own "CODE: message".
 */
export class PaymentRefundRefusedError extends Error {
  readonly reason: string
  constructor(reason: string) {
    super(`payment provider refused the refund: ${reason}`)
    this.name = 'PaymentRefundRefusedError'
    this.reason = reason
  }
}

/** The provider has no bill of that day (not made yet, or no trades); `reason` is its "CODE: message". */
export class BillUnavailableError extends Error {
  readonly reason: string
  constructor(reason: string) {
    super(`payment provider has no bill: ${reason}`)
    this.name = 'BillUnavailableError'
    this.reason = reason
  }
}

/** A bill larger than allowed, or one whose bytes do not match the digest the provider signed. */
export class BillRefusedError extends Error {
  constructor(readonly why: 'tooBig' | 'digest') {
    super(`bill refused: ${why}`)
    this.name = 'BillRefusedError'
  }
}

interface BillLimits {
  maxBytes: number
  timeoutMs: number
}

/** What a provider answers a notification with: providers retry until they read their own "accepted". */
export interface NotificationAnswer {
  status: number
  contentType: 'application/json' | 'text/plain'
  body: string
}

export interface PaymentProvider {
  readonly name: string
  /** Opens a payment for the order and returns what the QR code encodes. Amount in fen. */
  createQrPayment(order: {
    orderNo: string
    amount: number
    description: string
    expiresAt: Date
    /** The address the payer's browser used (the sandbox page is served from it). */
    baseUrl?: string
  }): Promise<{ qrContent: string }>
  /** Verifies (and for WeChat decrypts) a notification; throws PaymentSignatureError when forged. */
  verifyNotification(headers: Record<string, string | undefined>, rawBody: string): Promise<PaymentNotice>
  /**
   * Returns money; the sandbox does it at once. Amounts in fen. The same refundNo twice is one refund.
   * Throws PaymentRefundRefusedError when the provider says no; any other error leaves the outcome
   * unknown (the provider may have accepted it).
   */
  refund(order: { orderNo: string; refundNo: string; amount: number; total: number }): Promise<void>
  /**
   * Opens a payment in the phone's browser (Alipay wap, WeChat Pay H5) and returns the page to send the
   * payer to; the provider sends them back to `returnUrl`. Absent when the provider has no phone page.
   */
  createPhonePayment?(order: {
    orderNo: string
    amount: number
    description: string
    expiresAt: Date
    returnUrl: string
    /** The payer's address (WeChat Pay H5 requires it). */
    clientIp: string
  }): Promise<{ redirectUrl: string }>
  /**
   * Asks the provider how the order's payment stands (for a notification that is late or lost); the
   * answer is signed by the provider and verified. Undefined when the provider knows no such trade.
   */
  queryPayment?(orderNo: string): Promise<PaymentNotice | undefined>
  /**
   * Downloads the provider's trade bill of a China day (yyyy-MM-dd) as the provider's file (see
   * payment-bills.ts): the download address comes in a signed answer, the file is read up to
   * `maxBytes` within `timeoutMs`. Absent when the provider keeps no bills (the sandbox).
   */
  downloadBill?(day: string, limits: BillLimits): Promise<Buffer>
  /** The answer the provider expects to a notification; by default WeChat's JSON {code, message}. */
  answerNotification?(accepted: boolean): NotificationAnswer
}

/** WeChat Pay's (and the sandbox's) answer: 200 SUCCESS, or a 4xx FAIL so the provider retries. */
export function jsonNotificationAnswer(accepted: boolean, message: string): NotificationAnswer {
  return {
    status: accepted ? 200 : 400,
    contentType: 'application/json',
    body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL', message }),
  }
}

/** Fen as the decimal yuan text providers such as Alipay take ("580.00"), without floating point. */
export const fenToYuanText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

/** A provider's decimal yuan text ("580", "580.5", "580.00") in fen; undefined when it is not one. */
export function yuanTextToFen(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
