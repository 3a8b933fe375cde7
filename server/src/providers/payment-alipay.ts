import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { AlipayRequestError, AlipaySdk } from 'alipay-sdk'
import {
  BillUnavailableError,
  fenToYuanText,
  type PaymentNotice,
  type PaymentProvider,
  PaymentRefundRefusedError,
  PaymentSignatureError,
  yuanTextToFen,
} from './payment'
import { boundedBody } from './payment-bill-download'

/** Configuration of an Alipay application in public-key mode (公钥模式, RSA2). */
export interface AlipayConfig {
  appId: string
  /** The application's private key (PEM, or the bare base64 Alipay's key tool writes). */
  privateKey: string
  /** Alipay's public key (支付宝公钥) from the open platform, PEM or bare base64. */
  alipayPublicKey: string
  notifyUrl: string
  /** The open platform's address; https://openapi.alipay.com unless a sandbox or a stand-in is used. */
  endpoint?: string
}

/** Trade states of a paid trade: TRADE_FINISHED is a paid trade past its refund period. */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED'])

/**
 * A key as the SDK wants it (PKCS#8 / SPKI PEM), from PEM of any kind or the bare base64 of Alipay's
 * key tool; throws when the text is no RSA key of that kind.
 */
export function readAlipayKey(text: string, kind: 'private' | 'public'): string {
  const trimmed = text.trim()
  const load = (input: string | { key: Buffer; format: 'der'; type: 'pkcs8' | 'pkcs1' | 'spki' }) =>
    kind === 'private'
      ? createPrivateKey(input as Parameters<typeof createPrivateKey>[0])
      : createPublicKey(input as Parameters<typeof createPublicKey>[0])
  let key: KeyObject | undefined
  if (trimmed.includes('-----BEGIN')) key = load(trimmed)
  else {
    const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64')
    for (const type of kind === 'private' ? (['pkcs8', 'pkcs1'] as const) : (['spki', 'pkcs1'] as const))
      try {
        key = load({ key: der, format: 'der', type })
        break
      } catch {}
  }
  if (key?.asymmetricKeyType !== 'rsa') throw new Error(`not an RSA ${kind} key`)
  return key.export({ format: 'pem', type: kind === 'private' ? 'pkcs8' : 'spki' }).toString()
}

/** "CODE: message" of an error answer of the open platform. */
const reasonOf = (error: AlipayRequestError) =>
  error.code ? `${error.code}: ${error.message}` : `HTTP ${error.responseHttpStatus ?? '?'}`

/**
 * Alipay through its official SDK (alipay-sdk): the QR code of alipay.trade.precreate on a computer,
 * the wap cashier (alipay.trade.wap.pay) in a phone's browser, alipay.trade.query for a late
 * notification and alipay.trade.refund. Requests are signed with the application's key; the SDK
 * verifies every answer, and each notification, with Alipay's public key (RSA2).
 */
export function alipayPayment(config: AlipayConfig): PaymentProvider {
  const endpoint = (config.endpoint ?? 'https://openapi.alipay.com').replace(/\/$/, '')
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: readAlipayKey(config.privateKey, 'private'),
    keyType: 'PKCS8',
    alipayPublicKey: readAlipayKey(config.alipayPublicKey, 'public'),
    endpoint,
    gateway: `${endpoint}/gateway.do`,
  })
  const timeExpire = (at: Date) => chinaDateTime(at)

  /** The trade as the SDK verified it, or undefined when Alipay knows no trade of this order. */
  async function query(orderNo: string) {
    try {
      const { data } = await sdk.curl<Record<string, string>>('POST', '/v3/alipay/trade/query', {
        body: { out_trade_no: orderNo },
      })
      return data
    } catch (error) {
      if (error instanceof AlipayRequestError && error.code === 'ACQ.TRADE_NOT_EXIST') return undefined
      throw error
    }
  }

  return {
    name: 'alipay',
    async createQrPayment(order) {
      const { data } = await sdk.curl<{ qr_code?: string }>('POST', '/v3/alipay/trade/precreate', {
        body: {
          out_trade_no: order.orderNo,
          total_amount: fenToYuanText(order.amount),
          subject: order.description.slice(0, 128),
          notify_url: config.notifyUrl,
          time_expire: timeExpire(order.expiresAt),
        },
      })
      if (typeof data.qr_code !== 'string') throw new Error('Alipay gave no qr_code')
      return { qrContent: data.qr_code }
    },
    async createPhonePayment(order) {
      const redirectUrl = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: {
          out_trade_no: order.orderNo,
          total_amount: fenToYuanText(order.amount),
          subject: order.description.slice(0, 128),
          product_code: 'QUICK_WAP_WAY',
          time_expire: timeExpire(order.expiresAt),
          quit_url: order.returnUrl,
        },
        returnUrl: order.returnUrl,
        notifyUrl: config.notifyUrl,
      })
      return { redirectUrl }
    },
    async verifyNotification(_headers, rawBody) {
      // Alipay posts the notification as a form; its signature covers every decoded field but sign.
      const fields = Object.fromEntries(new URLSearchParams(rawBody))
      if (!fields.sign || !sdk.checkNotifySignV2(fields)) throw new PaymentSignatureError()
      if (fields.app_id !== config.appId)
        throw new PaymentSignatureError('payment notification is for another application')
      const amount = yuanTextToFen(fields.total_amount ?? '')
      if (!fields.out_trade_no || !fields.trade_no || amount === undefined)
        throw new PaymentSignatureError('payment notification lacks the trade')
      const success = PAID_STATES.has(fields.trade_status ?? '')
      return {
        // One paid trade pays once however often it is told (retries, TRADE_FINISHED, a query).
        eventId: success
          ? `alipay:trade:${fields.trade_no}`
          : `alipay:${fields.notify_id ?? fields.trade_no}`,
        orderNo: fields.out_trade_no,
        amount,
        transactionId: fields.trade_no,
        success,
      } satisfies PaymentNotice
    },
    async queryPayment(orderNo) {
      const trade = await query(orderNo)
      const amount = yuanTextToFen(trade?.total_amount ?? '')
      if (!trade?.trade_no || trade.out_trade_no !== orderNo || amount === undefined) return undefined
      const success = PAID_STATES.has(trade.trade_status ?? '')
      return {
        eventId: success ? `alipay:trade:${trade.trade_no}` : `alipay:query:${trade.trade_no}:${Date.now()}`,
        orderNo,
        amount,
        transactionId: trade.trade_no,
        success,
      }
    },
    async refund(order) {
      try {
        await sdk.curl('POST', '/v3/alipay/trade/refund', {
          body: {
            out_trade_no: order.orderNo,
            refund_amount: fenToYuanText(order.amount),
            // The same request number on a retry: Alipay makes one refund of it.
            out_request_no: order.refundNo,
          },
        })
      } catch (error) {
        // A 4xx is Alipay saying no (ACQ.SELLER_BALANCE_NOT_ENOUGH, ACQ.TRADE_STATUS_ERROR …): nothing
        // was refunded. A 5xx, a lost connection or an answer that fails verification stays unknown.
        const status = error instanceof AlipayRequestError ? error.responseHttpStatus : undefined
        if (error instanceof AlipayRequestError && status !== undefined && status < 500)
          throw new PaymentRefundRefusedError(reasonOf(error))
        throw error
      }
    },
    async downloadBill(day, limits) {
      // alipay.data.dataservice.bill.downloadurl.query: the SDK verifies the signed answer that
      // carries the address; the address itself is short-lived and signed by Alipay's file service.
      let address: string | undefined
      try {
        const { data } = await sdk.curl<{ bill_download_url?: string }>(
          'GET',
          '/v3/alipay/data/dataservice/bill/downloadurl/query',
          { query: { bill_type: 'trade', bill_date: day } },
        )
        address = data.bill_download_url
      } catch (error) {
        const status = error instanceof AlipayRequestError ? error.responseHttpStatus : undefined
        if (error instanceof AlipayRequestError && status !== undefined && status < 500)
          throw new BillUnavailableError(reasonOf(error))
        throw error
      }
      if (!address || !/^https?:$/.test(new URL(address).protocol))
        throw new Error('Alipay gave no bill_download_url')
      const response = await fetch(address, { signal: AbortSignal.timeout(limits.timeoutMs) })
      if (!response.ok) throw new Error(`Alipay's bill download answered ${response.status}`)
      return boundedBody(response, limits.maxBytes)
    },
    answerNotification(accepted) {
      // Alipay stops retrying once it reads the text "success".
      return { status: accepted ? 200 : 400, contentType: 'text/plain', body: accepted ? 'success' : 'fail' }
    },
  }
}
