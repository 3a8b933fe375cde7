import { createHmac, randomUUID } from 'node:crypto'
import { sameSecret } from '../http/same-secret'
import { type PaymentNotice, type PaymentProvider, PaymentSignatureError } from './payment'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp'
/** Notifications older than this are refused (a captured one cannot be replayed later). */
const MAX_AGE_MS = 5 * 60_000

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

/**
 * The offline provider: the QR code opens this server's sandbox page (/api/pay/sandbox/<orderNo>),
 * where the payer confirms or cancels. A confirmation is sent as a signed notification (HMAC-SHA256
 * of timestamp and body with the sandbox secret) to the same notify endpoint a real provider calls.
 */
export function sandboxPayment(options: { publicUrl: string; secret: string }): PaymentProvider & {
  pageSignature(orderNo: string): string
  signedNotification(
    notice: Omit<PaymentNotice, 'eventId'>,
    now?: number,
  ): {
    headers: Record<string, string>
    body: string
  }
} {
  const { publicUrl, secret } = options
  const pageSignature = (orderNo: string) => hmac(secret, `page:${orderNo}`).slice(0, 32)
  return {
    name: 'sandbox',
    pageSignature,
    async createQrPayment(order) {
      const url = new URL(`/api/pay/sandbox/${encodeURIComponent(order.orderNo)}`, order.baseUrl ?? publicUrl)
      url.searchParams.set('sig', pageSignature(order.orderNo))
      return { qrContent: url.toString() }
    },
    signedNotification(notice, now = Date.now()) {
      const body = JSON.stringify({
        id: randomUUID(),
        orderNo: notice.orderNo,
        amount: notice.amount,
        transactionId: notice.transactionId,
        tradeState: notice.success ? 'SUCCESS' : 'CLOSED',
      })
      const timestamp = String(now)
      return {
        headers: {
          'content-type': 'application/json',
          [SANDBOX_TIMESTAMP_HEADER]: timestamp,
          [SANDBOX_SIGNATURE_HEADER]: hmac(secret, `${timestamp}\n${body}`),
        },
        body,
      }
    },
    async verifyNotification(headers, rawBody) {
      const timestamp = headers[SANDBOX_TIMESTAMP_HEADER] ?? ''
      const signature = headers[SANDBOX_SIGNATURE_HEADER] ?? ''
      if (!timestamp || !signature || !sameSecret(signature, hmac(secret, `${timestamp}\n${rawBody}`)))
        throw new PaymentSignatureError()
      if (Math.abs(Date.now() - Number(timestamp)) > MAX_AGE_MS)
        throw new PaymentSignatureError('payment notification is too old')
      const body = JSON.parse(rawBody) as Record<string, unknown>
      return {
        eventId: `sandbox:${String(body.id)}`,
        orderNo: String(body.orderNo),
        amount: Number(body.amount),
        transactionId: String(body.transactionId),
        success: body.tradeState === 'SUCCESS',
      }
    },
    async refund() {
      // The sandbox holds no money: a refund succeeds at once.
    },
  }
}
export type SandboxPayment = ReturnType<typeof sandboxPayment>
