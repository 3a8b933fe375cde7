import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AlipayStandIn, startAlipayStandIn } from '../test-support/alipay-stand-in'
import { type PaymentProvider, PaymentRefundRefusedError, PaymentSignatureError } from './payment'
import { alipayPayment, readAlipayKey } from './payment-alipay'

const APP_ID = '2021000000000001'
const app = generateKeyPairSync('rsa', { modulusLength: 2048 })
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
const pkcs1 = app.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString()
let standIn: AlipayStandIn
let alipay: PaymentProvider

const order = (orderNo: string, amount = 58000) => ({
  orderNo,
  amount,
  description: '个人赛参赛报名',
  expiresAt: new Date(Date.now() + 7 * 86_400_000),
})

beforeAll(async () => {
  standIn = await startAlipayStandIn({ appId: APP_ID, appPublicKey: app.publicKey })
  // The notify address is never called here: the tests take the notifications from the stand-in.
  standIn.control.holdNotifications = true
  alipay = alipayPayment({
    appId: APP_ID,
    // Alipay's key tool writes PKCS#1 or bare base64: both are read.
    privateKey: pkcs1,
    alipayPublicKey: standIn.alipayPublicKeyPem,
    notifyUrl: 'https://spell.example.cn/api/pay/notify/alipay',
    endpoint: standIn.url,
  })
})
afterAll(async () => {
  await standIn?.stop()
})

describe('Alipay provider (alipay-sdk) against the gateway stand-in', () => {
  it('opens a precreate QR code: the stand-in accepted the signed request and the SDK verified its answer', async () => {
    const { qrContent } = await alipay.createQrPayment(order('A1'))
    expect(qrContent).toMatch(/^https:\/\/qr\.alipay\.com\//)
    expect(standIn.trades.get('A1')?.amount).toBe(58000)
    expect(standIn.refusals).toEqual([])
  })

  it('builds a wap cashier address the gateway accepts, and one changed parameter makes it refuse', async () => {
    const phone = alipay.createPhonePayment
    if (!phone) throw new Error('no phone payment')
    const { redirectUrl } = await phone({
      ...order('A2', 1),
      returnUrl: 'https://spell.example.cn/x',
      clientIp: '1.2.3.4',
    })
    const page = await fetch(redirectUrl)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('¥0.01')
    const changed = redirectUrl.replace(
      encodeURIComponent('"total_amount":"0.01"'),
      encodeURIComponent('"total_amount":"0.00"'),
    )
    expect(changed).not.toBe(redirectUrl)
    expect((await fetch(changed)).status).toBe(400)
  })

  it('accepts a notification signed with Alipay’s key and refuses one signed with another key or changed', async () => {
    await alipay.createQrPayment(order('A3'))
    const trade = standIn.trades.get('A3')
    if (!trade) throw new Error('no trade')
    trade.status = 'TRADE_SUCCESS'
    const genuine = await captureNotification('A3')
    expect(await alipay.verifyNotification({}, genuine)).toEqual({
      eventId: `alipay:trade:${trade.tradeNo}`,
      orderNo: 'A3',
      amount: 58000,
      transactionId: trade.tradeNo,
      success: true,
    })
    const forged = standIn.forgedNotification('A3', stranger.privateKey)
    await expect(alipay.verifyNotification({}, forged)).rejects.toBeInstanceOf(PaymentSignatureError)
    const changed = genuine.replace('total_amount=580.00', 'total_amount=0.01')
    await expect(alipay.verifyNotification({}, changed)).rejects.toBeInstanceOf(PaymentSignatureError)
  })

  it('answers a query with the trade as Alipay knows it, and nothing for an order it never saw', async () => {
    await alipay.createQrPayment(order('A4'))
    expect(await alipay.queryPayment?.('A4')).toMatchObject({ orderNo: 'A4', amount: 58000, success: false })
    await standIn.pay('A4')
    expect(await alipay.queryPayment?.('A4')).toMatchObject({ orderNo: 'A4', amount: 58000, success: true })
    expect(await alipay.queryPayment?.('NEVER')).toBeUndefined()
  })

  it('refunds once per refund number, and tells a refusal from an unknown outcome', async () => {
    await alipay.createQrPayment(order('A5'))
    await standIn.pay('A5')
    const refund = { orderNo: 'A5', refundNo: 'RA5', amount: 55000, total: 58000 }
    await alipay.refund(refund)
    await alipay.refund(refund)
    expect([...(standIn.trades.get('A5')?.refunds.values() ?? [])]).toEqual([55000])
    standIn.refuseNextRefund('ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足')
    const refused = await alipay.refund({ ...refund, refundNo: 'RA5-2' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PaymentRefundRefusedError)
    expect((refused as PaymentRefundRefusedError).reason).toMatch(
      /^ACQ.SELLER_BALANCE_NOT_ENOUGH: 卖家余额不足/,
    )
  })

  it('reads keys as PEM or as the bare base64 of Alipay’s key tool, and refuses anything else', () => {
    const bare = app.publicKey.export({ format: 'der', type: 'spki' }).toString('base64')
    expect(readAlipayKey(bare, 'public')).toContain('BEGIN PUBLIC KEY')
    expect(readAlipayKey(pkcs1, 'private')).toContain('BEGIN PRIVATE KEY')
    expect(() => readAlipayKey('not a key', 'private')).toThrow()
  })
})

/** A notification the stand-in would post, taken before it is sent. */
async function captureNotification(orderNo: string) {
  const http = await import('node:http')
  let body = ''
  const server = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    req.on('end', () => res.end('success'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const trade = standIn.trades.get(orderNo)
  if (!trade) throw new Error('no trade')
  trade.notifyUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
  await standIn.sendNotification(orderNo)
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return body
}
