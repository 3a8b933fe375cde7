import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PaymentRefundRefusedError, PaymentSignatureError } from './payment'
import { decryptWechatResource, wechatPayment } from './payment-wechat'

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
const apiV3Key = randomBytes(16).toString('hex') // 32 characters
const NOW = 1_800_000_000_000

function encrypt(plain: string, nonce: string, aad: string) {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce))
  cipher.setAAD(Buffer.from(aad))
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return data.toString('base64')
}

function notification(signer = platform.privateKey, amount = 58000) {
  const nonce = 'abcdef123456'
  const resource = JSON.stringify({
    out_trade_no: '2026112400000000000001',
    transaction_id: '4200000001',
    trade_state: 'SUCCESS',
    amount: { total: amount, payer_total: amount },
  })
  const body = JSON.stringify({
    id: 'EV-1',
    event_type: 'TRANSACTION.SUCCESS',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encrypt(resource, nonce, 'transaction'),
      nonce,
      associated_data: 'transaction',
    },
  })
  const timestamp = String(NOW / 1000)
  const headerNonce = 'n0nce'
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${headerNonce}\n${body}\n`)
    .sign(signer, 'base64')
  return {
    body,
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': 'PLATFORM-1',
    } as Record<string, string>,
  }
}

function provider(fetchImpl?: typeof fetch) {
  return wechatPayment({
    mchid: '1900000001',
    appid: 'wx0000000000000001',
    serialNo: 'MERCHANT-1',
    merchantPrivateKey: merchant.privateKey,
    apiV3Key,
    platformPublicKeys: { 'PLATFORM-1': platform.publicKey },
    notifyUrl: 'https://example.cn/api/pay/notify/wechat',
    fetch: fetchImpl,
    now: () => NOW,
  })
}

describe('WeChat Pay API v3 provider', () => {
  it('signs the Native order request with the merchant key and returns the code_url', async () => {
    let seen: { url: string; init: RequestInit } | undefined
    const fake = (async (url: string, init: RequestInit) => {
      seen = { url, init }
      return new Response(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' }), { status: 200 })
    }) as unknown as typeof fetch
    const result = await provider(fake).createQrPayment({
      orderNo: 'NO1',
      amount: 58000,
      description: '个人赛参赛报名',
      expiresAt: new Date(NOW + 7 * 86_400_000),
    })
    expect(result.qrContent).toBe('weixin://wxpay/bizpayurl?pr=abc')
    expect(seen?.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native')
    const auth = String((seen?.init.headers as Record<string, string> | undefined)?.authorization)
    const field = (name: string) => auth.match(new RegExp(`${name}="([^"]+)"`))?.[1] ?? ''
    expect(auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true)
    expect(field('serial_no')).toBe('MERCHANT-1')
    const message = `POST\n/v3/pay/transactions/native\n${field('timestamp')}\n${field('nonce_str')}\n${seen?.init.body}\n`
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, field('signature'), 'base64'),
    ).toBe(true)
    expect(JSON.parse(String(seen?.init.body))).toMatchObject({
      out_trade_no: 'NO1',
      amount: { total: 58000, currency: 'CNY' },
    })
  })

  it('verifies and decrypts a genuine notification', async () => {
    const { headers, body } = notification()
    expect(await provider().verifyNotification(headers, body)).toEqual({
      eventId: 'wechat:trade:4200000001',
      orderNo: '2026112400000000000001',
      amount: 58000,
      transactionId: '4200000001',
      success: true,
    })
  })

  it('refuses a notification signed by another key, with a changed body, or an unknown serial', async () => {
    const forged = notification(stranger.privateKey)
    await expect(provider().verifyNotification(forged.headers, forged.body)).rejects.toBeInstanceOf(
      PaymentSignatureError,
    )
    const genuine = notification()
    const changed = genuine.body.replace('EV-1', 'EV-2')
    await expect(provider().verifyNotification(genuine.headers, changed)).rejects.toBeInstanceOf(
      PaymentSignatureError,
    )
    await expect(
      provider().verifyNotification({ ...genuine.headers, 'wechatpay-serial': 'OTHER' }, genuine.body),
    ).rejects.toBeInstanceOf(PaymentSignatureError)
  })

  it('refuses a resource whose ciphertext was altered (the GCM tag fails)', () => {
    const nonce = 'abcdef123456'
    const ciphertext = encrypt('{"a":1}', nonce, 'transaction')
    const bytes = Buffer.from(ciphertext, 'base64')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(decryptWechatResource(apiV3Key, { ciphertext, nonce, associated_data: 'transaction' })).toBe(
      '{"a":1}',
    )
    expect(() =>
      decryptWechatResource(apiV3Key, {
        ciphertext: bytes.toString('base64'),
        nonce,
        associated_data: 'transaction',
      }),
    ).toThrow()
  })

  it('tells a refund WeChat refuses (4xx, CLOSED) from one whose outcome is unknown (5xx)', async () => {
    const answering =
      (status: number, body: unknown): typeof fetch =>
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    const order = { orderNo: 'NO8', refundNo: 'RNO8', amount: 55000, total: 58000 }
    const refused = await provider(
      answering(403, { code: 'NOT_ENOUGH', message: '基本账户余额不足，请充值后重新发起' }),
    )
      .refund(order)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PaymentRefundRefusedError)
    expect((refused as PaymentRefundRefusedError).reason).toBe(
      'NOT_ENOUGH: 基本账户余额不足，请充值后重新发起',
    )
    await expect(provider(answering(200, { status: 'CLOSED' })).refund(order)).rejects.toBeInstanceOf(
      PaymentRefundRefusedError,
    )
    const unknown = await provider(answering(500, { code: 'SYSTEM_ERROR', message: '系统错误' }))
      .refund(order)
      .catch((error: unknown) => error)
    expect(unknown).toBeInstanceOf(Error)
    expect(unknown).not.toBeInstanceOf(PaymentRefundRefusedError)
    await expect(provider(answering(200, { status: 'PROCESSING' })).refund(order)).resolves.toBeUndefined()
  })
})
