/**
 * Payment providers (the only way to pay is a WeChat QR code). The order module asks
 * a provider for the QR content of an order and hands every notification it receives to the same
 * provider to verify; only a verified notice can mark an order paid.
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
}
