import { generateKeyPairSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentNotifications } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { startPaymentStandIns } from '../../test-support/payment-stand-ins'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { ordersFixtures } from './orders.fixtures'

// A site offering Alipay and WeChat Pay (PAYMENT_PROVIDERS=alipay,wechat), both against their
// stand-ins, which check the site's signatures and sign what they send as the real services do.
let server: TestServer
let standIns: Awaited<ReturnType<typeof startPaymentStandIns>>
const { post, buildStudent, orderRow } = ordersFixtures(() => server)
const ENTRY = { productId: 1, tbProductDetail: [1] }

beforeAll(async () => {
  standIns = await startPaymentStandIns()
  server = await startTestServer(standIns.env)
})
afterAll(async () => {
  await server?.stop()
  await standIns?.stop()
})

async function entryOrder(payWith: { provider: string; channel: string }) {
  const student = await buildStudent()
  const created = await post('/order/creatTbProductOrder', student.token, {
    ...ENTRY,
    addressId: student.addressId,
    payWith,
  })
  expect(created.code).toBe(200)
  return { ...student, pay: created.data, orderNo: created.data.orderNo as string }
}

const isFinish = (orderNo: string, token: string) =>
  post('/order/getTbProductOrderIsFinish', token, { orderNo })

describe('paying with Alipay', () => {
  it('offers both providers, each with a phone page, and no sandbox', async () => {
    expect((await call(server, 'GET', '/pay/mode')).data).toEqual({
      sandbox: false,
      methods: [
        { provider: 'alipay', phone: true },
        { provider: 'wechat', phone: true },
      ],
    })
  })

  it('on a phone: the wap cashier is paid, the notification marks the order paid once, and its replay changes nothing', async () => {
    const order = await entryOrder({ provider: 'alipay', channel: 'phone' })
    expect(order.pay).toMatchObject({ provider: 'alipay', qcPicCode: '', amount: 58000 })
    const cashier = await fetch(order.pay.redirectUrl)
    expect(cashier.status).toBe(200)
    expect(await cashier.text()).toContain('¥580.00')
    // Until Alipay says so the order is unpaid, whatever the payer's browser claims.
    expect((await isFinish(order.orderNo, order.token)).data).toEqual({ isFinish: false, status: 'unpaid' })

    const delivered = await standIns.alipay.pay(order.orderNo)
    expect(delivered).toEqual({ status: 200, text: 'success' })
    const paid = await orderRow(order.orderNo)
    expect(paid).toMatchObject({ status: 'paid', provider: 'alipay', paymentAmount: 58000 })
    expect((await isFinish(order.orderNo, order.token)).data).toEqual({ isFinish: true, status: 'paid' })

    // Alipay resends until it reads "success", and anyone may replay a captured one.
    expect(await standIns.alipay.sendNotification(order.orderNo)).toEqual({ status: 200, text: 'success' })
    const again = await orderRow(order.orderNo)
    expect(again?.paidAt).toEqual(paid?.paidAt)
    const recorded = await server.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, order.orderNo))
    expect(recorded.map((n) => n.outcome)).toEqual(['paid'])
  })

  it('refuses a forged notification (another key) and one for a different amount, and the order stays unpaid', async () => {
    const order = await entryOrder({ provider: 'alipay', channel: 'qr' })
    expect(order.pay.qcPicCode).toMatch(/^https:\/\/qr\.alipay\.com\//)
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const forged = standIns.alipay.forgedNotification(order.orderNo, stranger.privateKey)
    const notify = (body: string) =>
      fetch(new URL('/api/pay/notify/alipay', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
    const refused = await notify(forged)
    expect(refused.status).toBe(401)
    expect(await refused.text()).toBe('fail')
    const changed = forged.replace('total_amount=580.00', 'total_amount=0.01')
    expect((await notify(changed)).status).toBe(401)
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'unpaid', transactionId: null })
    expect(
      await server.db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.orderNo, order.orderNo)),
    ).toEqual([])
  })

  it('refuses a captured notification edited to name another order, and its replay after a refund changes nothing', async () => {
    const paid = await entryOrder({ provider: 'alipay', channel: 'qr' })
    const other = await entryOrder({ provider: 'alipay', channel: 'qr' })
    await standIns.alipay.pay(paid.orderNo)
    const [captured] = standIns.alipay.notifications.filter((n) => n.orderNo === paid.orderNo)
    const notify = (body: string) =>
      fetch(new URL('/api/pay/notify/alipay', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
    // The same amount, another order: the signature no longer covers it.
    const edited = (captured?.body ?? '').replace(paid.orderNo, other.orderNo)
    expect((await notify(edited)).status).toBe(401)
    expect(await orderRow(other.orderNo)).toMatchObject({ status: 'unpaid', transactionId: null })

    expect((await post('/order/applyRefund', paid.token, { orderNo: paid.orderNo })).code).toBe(200)
    const { token: committee } = await buildSignedInUser(server.db, 'committee')
    const desk = await call(server, 'GET', '/admin/orders/refunds', {}, { authorization: committee })
    const request = desk.data.find((r: { orderNo: string }) => r.orderNo === paid.orderNo)
    expect(
      (await post('/admin/orders/refunds/decide', committee, { id: request.id, approve: true })).code,
    ).toBe(200)
    const replayed = await notify(captured?.body ?? '')
    expect(await replayed.text()).toBe('success')
    expect(await orderRow(paid.orderNo)).toMatchObject({ status: 'refunded' })
    const recorded = await server.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, paid.orderNo))
    expect(recorded.map((n) => n.outcome)).toEqual(['paid'])
  })

  it('settles a paid order whose notification is lost by asking Alipay (alipay.trade.query), once', async () => {
    const order = await entryOrder({ provider: 'alipay', channel: 'phone' })
    await fetch(order.pay.redirectUrl)
    standIns.alipay.control.holdNotifications = true
    try {
      await standIns.alipay.pay(order.orderNo)
    } finally {
      standIns.alipay.control.holdNotifications = false
    }
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'unpaid' })
    expect((await isFinish(order.orderNo, order.token)).data).toEqual({ isFinish: true, status: 'paid' })
    // The late notification still comes: it is the same trade, so nothing more happens.
    expect(await standIns.alipay.sendNotification(order.orderNo)).toEqual({ status: 200, text: 'success' })
    const recorded = await server.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, order.orderNo))
    expect(recorded.map((n) => n.outcome)).toEqual(['paid'])
  })

  it('returns the money through alipay.trade.refund when the committee approves a refund', async () => {
    const order = await entryOrder({ provider: 'alipay', channel: 'qr' })
    await standIns.alipay.pay(order.orderNo)
    expect((await post('/order/applyRefund', order.token, { orderNo: order.orderNo })).code).toBe(200)
    const { token: committee } = await buildSignedInUser(server.db, 'committee')
    const desk = await call(server, 'GET', '/admin/orders/refunds', {}, { authorization: committee })
    const request = desk.data.find((r: { orderNo: string }) => r.orderNo === order.orderNo)
    const decided = await post('/admin/orders/refunds/decide', committee, { id: request.id, approve: true })
    expect(decided.code).toBe(200)
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'refunded' })
    // 580 paid, less the platform fee the entry keeps, in fen as Alipay was told in yuan.
    expect([...(standIns.alipay.trades.get(order.orderNo)?.refunds.values() ?? [])]).toEqual([
      request.refundAmount * 100,
    ])
    expect(standIns.alipay.refusals).toEqual([])
  })
})

describe('paying with WeChat Pay H5 on a phone', () => {
  it('opens the H5 cashier with the payer’s address and the way back, and the signed notification pays the order', async () => {
    const order = await entryOrder({ provider: 'wechat', channel: 'phone' })
    const redirect = new URL(order.pay.redirectUrl)
    expect(redirect.origin).toBe(standIns.wechat.url)
    expect(redirect.searchParams.get('redirect_url')).toBe(
      new URL(`/paymentProcess?order=${order.orderNo}`, server.url).toString(),
    )
    await standIns.wechat.pay(order.orderNo)
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'paid', provider: 'wechat' })
    expect(standIns.wechat.refusals).toEqual([])
  })

  it('settles a paid order whose notification is lost by WeChat Pay’s signed order query', async () => {
    const order = await entryOrder({ provider: 'wechat', channel: 'phone' })
    standIns.wechat.control.holdNotifications = true
    try {
      await standIns.wechat.pay(order.orderNo)
    } finally {
      standIns.wechat.control.holdNotifications = false
    }
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'unpaid' })
    expect((await isFinish(order.orderNo, order.token)).data).toEqual({ isFinish: true, status: 'paid' })
  })

  it('refuses a provider the site does not offer, and changes nothing', async () => {
    const student = await buildStudent()
    const refused = await post('/order/creatTbProductOrder', student.token, {
      ...ENTRY,
      addressId: student.addressId,
      payWith: { provider: 'sandbox', channel: 'qr' },
    })
    expect(refused).toMatchObject({ code: 4000, msg: '本站不提供所选的支付方式，请选择其他方式' })
  })
})
