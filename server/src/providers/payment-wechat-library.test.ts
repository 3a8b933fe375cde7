import { createCipheriv, generateKeyPairSync, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import WechatPay from 'wechatpay-node-v3'
import { PaymentSignatureError } from './payment'
import { wechatPayment } from './payment-wechat'

// Our WeChat Pay provider checked against an independent, widely used implementation of API v3
// (wechatpay-node-v3): what that library signs, we accept; what we sign, it signs identically.

const pem = (key: ReturnType<typeof generateKeyPairSync>['privateKey']) =>
  Buffer.from(key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }))
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const apiV3Key = randomBytes(16).toString('hex')
const MCHID = '1900000001'
const APPID = 'wx0000000000000001'
const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'
const PLATFORM_SERIAL = '7132D72A03E93CDDF8C03BBD1F37EEDF13DE5E4A'

/** The library as the merchant uses it (signs requests with the merchant key). */
const merchantLibrary = new WechatPay({
  appid: APPID,
  mchid: MCHID,
  serial_no: MERCHANT_SERIAL,
  publicKey: pem(merchant.publicKey),
  privateKey: pem(merchant.privateKey),
  key: apiV3Key,
})
/** The same code holding the platform's key: it signs notifications the way WeChat Pay does. */
const platformLibrary = new WechatPay({
  appid: APPID,
  mchid: MCHID,
  serial_no: PLATFORM_SERIAL,
  publicKey: pem(platform.publicKey),
  privateKey: pem(platform.privateKey),
  key: apiV3Key,
})
// verifySign looks the platform key up in the library's certificate cache (filled from /v3/certificates).
;(WechatPay as unknown as { certificates: Record<string, string> }).certificates[PLATFORM_SERIAL] = pem(
  platform.publicKey,
).toString()

/** AEAD_AES_256_GCM as WeChat Pay documents it: ciphertext followed by the 16-byte tag, base64. */
function encryptResource(plain: string, nonce: string, aad: string, key = apiV3Key) {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce))
  cipher.setAAD(Buffer.from(aad))
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
}

const transaction = {
  mchid: MCHID,
  appid: APPID,
  out_trade_no: '2026112400000000000007',
  transaction_id: '4200002345202611240000000007',
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  success_time: '2026-11-24T10:00:00+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total: 58000, payer_total: 58000, currency: 'CNY', payer_currency: 'CNY' },
}

/** A payment notification as WeChat Pay sends it, signed by the library with the platform key. */
function notification(options: { resourceKey?: string; ciphertext?: (c: string) => string } = {}) {
  const nonce = randomBytes(6).toString('hex')
  const ciphertext = encryptResource(JSON.stringify(transaction), nonce, 'transaction', options.resourceKey)
  const body = JSON.stringify({
    id: 'EV-018d3b2c-7d6e-5f1a-9e0b-3c4d5e6f7a8b',
    create_time: '2026-11-24T10:00:01+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: options.ciphertext ? options.ciphertext(ciphertext) : ciphertext,
      associated_data: 'transaction',
      nonce,
    },
  })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const headerNonce = randomBytes(16).toString('hex')
  const signature = platformLibrary.sha256WithRsa(`${timestamp}\n${headerNonce}\n${body}\n`)
  const headers = {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': headerNonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': PLATFORM_SERIAL,
  }
  return { body, headers }
}

const libraryVerifies = (n: { body: string; headers: Record<string, string> }) =>
  merchantLibrary.verifySign({
    timestamp: n.headers['wechatpay-timestamp'] ?? '',
    nonce: n.headers['wechatpay-nonce'] ?? '',
    body: n.body,
    serial: n.headers['wechatpay-serial'] ?? '',
    signature: n.headers['wechatpay-signature'] ?? '',
  })

function ours(fetchImpl?: typeof fetch) {
  return wechatPayment({
    mchid: MCHID,
    appid: APPID,
    serialNo: MERCHANT_SERIAL,
    merchantPrivateKey: pem(merchant.privateKey).toString(),
    apiV3Key,
    platformPublicKeys: { [PLATFORM_SERIAL]: pem(platform.publicKey).toString() },
    notifyUrl: 'https://spell.example.cn/api/pay/notify/wechat',
    fetch: fetchImpl,
  })
}

describe('WeChat Pay notifications, cross-checked with wechatpay-node-v3', () => {
  it('accepts a notification the library signs and decrypts', async () => {
    const genuine = notification()
    expect(await libraryVerifies(genuine)).toBe(true)
    const resource = JSON.parse(genuine.body).resource
    expect(
      merchantLibrary.decipher_gcm(resource.ciphertext, resource.associated_data, resource.nonce),
    ).toEqual(transaction)
    expect(await ours().verifyNotification(genuine.headers, genuine.body)).toEqual({
      eventId: 'wechat:trade:4200002345202611240000000007',
      orderNo: transaction.out_trade_no,
      amount: 58000,
      transactionId: transaction.transaction_id,
      success: true,
    })
  })

  it('refuses a tampered body, as the library does', async () => {
    const genuine = notification()
    const tampered = { ...genuine, body: genuine.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') }
    expect(await libraryVerifies(tampered)).toBe(false)
    await expect(ours().verifyNotification(tampered.headers, tampered.body)).rejects.toBeInstanceOf(
      PaymentSignatureError,
    )
    const otherSignature = notification().headers['wechatpay-signature']
    await expect(
      ours().verifyNotification({ ...genuine.headers, 'wechatpay-signature': otherSignature }, genuine.body),
    ).rejects.toBeInstanceOf(PaymentSignatureError)
  })

  it('refuses a correctly signed notification whose resource fails its GCM tag or another APIv3 key', async () => {
    // The platform signature is valid (the library says so), but the resource does not authenticate.
    const flipped = notification({
      ciphertext: (c) => {
        const bytes = Buffer.from(c, 'base64')
        bytes[3] = (bytes[3] ?? 0) ^ 0x20
        return bytes.toString('base64')
      },
    })
    expect(await libraryVerifies(flipped)).toBe(true)
    await expect(ours().verifyNotification(flipped.headers, flipped.body)).rejects.toThrow(/does not decrypt/)
    const otherKey = notification({ resourceKey: randomBytes(16).toString('hex') })
    expect(await libraryVerifies(otherKey)).toBe(true)
    await expect(ours().verifyNotification(otherKey.headers, otherKey.body)).rejects.toBeInstanceOf(
      PaymentSignatureError,
    )
  })
})

describe('WeChat Pay requests, cross-checked with wechatpay-node-v3', () => {
  it('signs the Native order request exactly as the library signs it, in the same Authorization scheme', async () => {
    let sent: { url: string; init: RequestInit } | undefined
    const wechatPayApi = (async (url: string, init: RequestInit) => {
      sent = { url, init }
      return new Response(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=Xy12ab' }), { status: 200 })
    }) as unknown as typeof fetch
    await ours(wechatPayApi).createQrPayment({
      orderNo: transaction.out_trade_no,
      amount: 58000,
      description: '个人赛参赛报名 Individual entry',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    const authorization = String((sent?.init.headers as Record<string, string> | undefined)?.authorization)
    const [scheme, params = ''] = authorization.split(' ', 2)
    const fields = Object.fromEntries([...params.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    const path = new URL(sent?.url ?? '').pathname
    // RSASSA-PKCS1-v1_5 is deterministic: the same message and key give the same signature.
    const librarySignature = merchantLibrary.getSignature(
      'POST',
      fields.nonce_str ?? '',
      fields.timestamp ?? '',
      path,
      String(sent?.init.body),
    )
    expect(fields.signature).toBe(librarySignature)
    const libraryHeader = merchantLibrary.getAuthorization(
      fields.nonce_str ?? '',
      fields.timestamp ?? '',
      librarySignature,
    )
    const [libraryScheme, libraryParams = ''] = libraryHeader.split(' ', 2)
    expect(scheme).toBe(libraryScheme)
    expect(fields).toEqual(
      Object.fromEntries([...libraryParams.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    )
    expect(fields).toMatchObject({ mchid: MCHID, serial_no: MERCHANT_SERIAL })
  })

  it('signs a refund request (another path and body) as the library does', async () => {
    let sent: { url: string; init: RequestInit } | undefined
    const wechatPayApi = (async (url: string, init: RequestInit) => {
      sent = { url, init }
      return new Response(JSON.stringify({ status: 'PROCESSING' }), { status: 200 })
    }) as unknown as typeof fetch
    await ours(wechatPayApi).refund({ orderNo: 'NO7', refundNo: 'RF7', amount: 55000, total: 58000 })
    const authorization = String((sent?.init.headers as Record<string, string> | undefined)?.authorization)
    const field = (name: string) => authorization.match(new RegExp(`${name}="([^"]+)"`))?.[1] ?? ''
    expect(field('signature')).toBe(
      merchantLibrary.getSignature(
        'POST',
        field('nonce_str'),
        field('timestamp'),
        '/v3/refund/domestic/refunds',
        String(sent?.init.body),
      ),
    )
    expect(field('signature')).not.toBe(
      merchantLibrary.getSignature(
        'POST',
        field('nonce_str'),
        field('timestamp'),
        '/v3/refund/domestic/refunds',
        '{}',
      ),
    )
  })
})
