import {
  createDecipheriv,
  createHash,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto'
import { chinaIsoTime } from '@spell/shared/time/china-time'
import {
  BillRefusedError,
  BillUnavailableError,
  type PaymentNotice,
  type PaymentProvider,
  PaymentRefundRefusedError,
  PaymentSignatureError,
} from './payment'
import { boundedBody } from './payment-bill-download'

/** Configuration of a WeChat Pay merchant (API v3). Keys are PEM strings or KeyObjects. */
export interface WechatPayConfig {
  mchid: string
  appid: string
  /** Serial number of the merchant's API certificate. */
  serialNo: string
  merchantPrivateKey: string | KeyObject
  /** The 32-byte APIv3 key that encrypts notification resources. */
  apiV3Key: string
  /** WeChat Pay platform public keys by their serial (Wechatpay-Serial). */
  platformPublicKeys: Record<string, string | KeyObject>
  notifyUrl: string
  baseUrl?: string
  fetch?: typeof fetch
  now?: () => number
}

const MAX_AGE_S = 5 * 60

/** A non-2xx answer of the WeChat Pay API; its body is {code, message} (e.g. 403 NOT_ENOUGH). */
class WechatPayAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    path: string,
  ) {
    super(`WeChat Pay ${path} answered ${status}: ${body}`)
    this.name = 'WechatPayAnswerError'
  }

  /** "CODE: message" of the answer, or its status when the body says nothing readable. */
  get reason() {
    try {
      const { code, message } = JSON.parse(this.body) as { code?: unknown; message?: unknown }
      if (typeof code === 'string') return typeof message === 'string' ? `${code}: ${message}` : code
    } catch {}
    return `HTTP ${this.status}`
  }
}

/** Signature of a request (spec of WeChat Pay API v3: method, path, timestamp, nonce, body, each + \n). */
function signWechatRequest(
  key: string | KeyObject,
  parts: { method: string; path: string; timestamp: string; nonce: string; body: string },
) {
  const message = `${parts.method}\n${parts.path}\n${parts.timestamp}\n${parts.nonce}\n${parts.body}\n`
  return createSign('RSA-SHA256').update(message).sign(key, 'base64')
}

/** Decrypts a notification resource: AES-256-GCM, the last 16 bytes of the ciphertext are the tag. */
export function decryptWechatResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
) {
  const data = Buffer.from(resource.ciphertext, 'base64')
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  )
  decipher.setAuthTag(data.subarray(data.length - 16))
  if (resource.associated_data) decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  )
}

/**
 * WeChat Pay Native (QR) payments, API v3: every request is signed with the merchant's key
 * (WECHATPAY2-SHA256-RSA2048); a notification is accepted only with a valid platform signature over
 * timestamp, nonce and body, and its resource is decrypted with the APIv3 key. Not called live here.
 */
export function wechatPayment(config: WechatPayConfig): PaymentProvider {
  const base = config.baseUrl ?? 'https://api.mch.weixin.qq.com'
  const doFetch = config.fetch ?? fetch
  const now = config.now ?? Date.now

  /** Whether WeChat Pay signed this (timestamp, nonce, body) with a platform key we hold. */
  function signedByPlatform(headers: Record<string, string | undefined>, body: string) {
    const timestamp = headers['wechatpay-timestamp'] ?? ''
    const nonce = headers['wechatpay-nonce'] ?? ''
    const signature = headers['wechatpay-signature'] ?? ''
    const key = config.platformPublicKeys[headers['wechatpay-serial'] ?? '']
    if (!key || !timestamp || !nonce || !signature) return false
    const valid = createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(key, signature, 'base64')
    if (!valid) return false
    if (Math.abs(now() / 1000 - Number(timestamp)) > MAX_AGE_S)
      throw new PaymentSignatureError('payment notification is too old')
    return true
  }

  function authorizationOf(method: string, path: string, body: string) {
    const timestamp = String(Math.floor(now() / 1000))
    const nonce = randomBytes(16).toString('hex')
    const signature = signWechatRequest(config.merchantPrivateKey, { method, path, timestamp, nonce, body })
    const authorization =
      `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchid}",nonce_str="${nonce}",` +
      `signature="${signature}",timestamp="${timestamp}",serial_no="${config.serialNo}"`
    return authorization
  }

  async function request(method: 'POST' | 'GET', path: string, payload?: unknown, verify = false) {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const authorization = authorizationOf(method, path, body)
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
      body: body || undefined,
    })
    const text = await response.text()
    if (!response.ok) throw new WechatPayAnswerError(response.status, text, path)
    // An answer that can mark an order paid must be WeChat Pay's own, as a notification must.
    if (verify && !signedByPlatform(Object.fromEntries(response.headers), text))
      throw new PaymentSignatureError('WeChat Pay answer signature is not valid')
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  }

  return {
    name: 'wechat',
    async createQrPayment(order) {
      const answer = await request('POST', '/v3/pay/transactions/native', {
        appid: config.appid,
        mchid: config.mchid,
        description: order.description.slice(0, 127),
        out_trade_no: order.orderNo,
        time_expire: chinaIsoTime(order.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: order.amount, currency: 'CNY' },
      })
      if (typeof answer.code_url !== 'string') throw new Error('WeChat Pay gave no code_url')
      return { qrContent: answer.code_url }
    },
    async createPhonePayment(order) {
      const answer = await request('POST', '/v3/pay/transactions/h5', {
        appid: config.appid,
        mchid: config.mchid,
        description: order.description.slice(0, 127),
        out_trade_no: order.orderNo,
        time_expire: chinaIsoTime(order.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: order.amount, currency: 'CNY' },
        scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } },
      })
      if (typeof answer.h5_url !== 'string') throw new Error('WeChat Pay gave no h5_url')
      // WeChat's cashier sends the payer back to redirect_url, paid or not.
      const redirectUrl = `${answer.h5_url}&redirect_url=${encodeURIComponent(order.returnUrl)}`
      return { redirectUrl }
    },
    async queryPayment(orderNo) {
      let trade: Record<string, unknown>
      try {
        trade = await request(
          'GET',
          `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${config.mchid}`,
          undefined,
          true,
        )
      } catch (error) {
        if (error instanceof WechatPayAnswerError && error.status === 404) return undefined
        throw error
      }
      const amount = (trade.amount as { total?: unknown } | undefined)?.total
      if (trade.out_trade_no !== orderNo || typeof amount !== 'number') return undefined
      const success = trade.trade_state === 'SUCCESS'
      return {
        eventId: success ? `wechat:trade:${trade.transaction_id}` : `wechat:query:${orderNo}:${now()}`,
        orderNo,
        amount,
        transactionId: String(trade.transaction_id ?? ''),
        success,
      }
    },
    async verifyNotification(headers, rawBody) {
      if (!signedByPlatform(headers, rawBody)) throw new PaymentSignatureError()
      const body = JSON.parse(rawBody) as {
        id: string
        resource: { ciphertext: string; nonce: string; associated_data?: string }
      }
      let resource: {
        out_trade_no: string
        transaction_id: string
        trade_state: string
        amount: { total: number }
      }
      try {
        resource = JSON.parse(decryptWechatResource(config.apiV3Key, body.resource))
      } catch {
        throw new PaymentSignatureError('payment notification resource does not decrypt')
      }
      return {
        // One paid trade pays once however often it is told (retries, a query that came first).
        eventId:
          resource.trade_state === 'SUCCESS'
            ? `wechat:trade:${resource.transaction_id}`
            : `wechat:${body.id}`,
        orderNo: resource.out_trade_no,
        amount: resource.amount.total,
        transactionId: resource.transaction_id,
        success: resource.trade_state === 'SUCCESS',
      } satisfies PaymentNotice
    },
    async downloadBill(day, limits) {
      // The trade bill's address and SHA1 come in a signed answer; the file itself is not signed, so
      // its digest is what vouches for it.
      let answer: Record<string, unknown>
      try {
        answer = await request('GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`, undefined, true)
      } catch (error) {
        if (error instanceof WechatPayAnswerError && error.status < 500)
          throw new BillUnavailableError(error.reason)
        throw error
      }
      const address = typeof answer.download_url === 'string' ? new URL(answer.download_url) : undefined
      if (!address || address.origin !== new URL(base).origin)
        throw new Error('WeChat Pay gave no download_url of its own')
      const path = `${address.pathname}${address.search}`
      const response = await doFetch(address, {
        headers: { authorization: authorizationOf('GET', path, ''), accept: '*/*' },
        signal: AbortSignal.timeout(limits.timeoutMs),
      })
      if (!response.ok) throw new WechatPayAnswerError(response.status, await response.text(), path)
      const bill = await boundedBody(response, limits.maxBytes)
      const digest = createHash('sha1').update(bill).digest('hex')
      if (answer.hash_type !== 'SHA1' || digest !== String(answer.hash_value).toLowerCase())
        throw new BillRefusedError('digest')
      return bill
    },
    async refund(order) {
      let answer: Record<string, unknown>
      try {
        answer = await request('POST', '/v3/refund/domestic/refunds', {
          out_trade_no: order.orderNo,
          out_refund_no: order.refundNo,
          amount: { refund: order.amount, total: order.total, currency: 'CNY' },
        })
      } catch (error) {
        // A 4xx is WeChat saying no (balance short, frequency limit, bad request): nothing was
        // refunded. A 5xx or a lost connection leaves the outcome unknown and is thrown as it is.
        if (error instanceof WechatPayAnswerError && error.status < 500)
          throw new PaymentRefundRefusedError(error.reason)
        throw error
      }
      // SUCCESS and PROCESSING are accepted refunds; CLOSED and ABNORMAL returned no money.
      if (answer.status === 'CLOSED' || answer.status === 'ABNORMAL')
        throw new PaymentRefundRefusedError(`${answer.status}`)
    },
  }
}
