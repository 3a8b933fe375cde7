import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, orders } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const as = (token: string, lang = 'zh-CN') => ({ authorization: token, 'accept-language': lang })
const post = (path: string, token: string, input: Record<string, unknown>, lang?: string) =>
  call(server, 'POST', path, input, as(token, lang))
const orderRow = async (orderNo: string) =>
  (await server.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]

/** A student with a 20-yuan coupon and an unpaid order of the font library that uses it. */
async function unpaidOrderWithCoupon() {
  const student = await buildSignedInUser(server.db, 'student')
  const [coupon] = await server.db
    .insert(coupons)
    .values({ userId: student.user.id, couponName: '立减20元', couponNameEn: '20 off', discountAmount: 2000 })
    .returning()
  const order = await post('/order/creatTbProductOrder', student.token, {
    productId: 2,
    tbProductDetail: [2],
    couponId: coupon?.id,
  })
  expect(order.code).toBe(200)
  return {
    ...student,
    couponId: coupon?.id as number,
    orderNo: order.data.orderNo as string,
    payData: order.data,
  }
}

describe('a user resumes or cancels an unpaid order', () => {
  it('pay now returns the QR of the same order; paying it settles that order', async () => {
    const s = await unpaidOrderWithCoupon()
    const resumed = await post('/order/resumePayment', s.token, { orderNo: s.orderNo }, 'en')
    expect(resumed.data).toMatchObject({
      orderNo: s.orderNo,
      productPrice: 79,
      qcPicCode: s.payData.qcPicCode,
      expiresAt: s.payData.expiresAt,
      productName: 'Electronic character library',
    })
    expect(await server.db.select().from(orders).where(eq(orders.userId, s.user.id))).toHaveLength(1)
    const sandbox = server.services.payments.sandbox
    if (!sandbox) throw new Error('sandbox expected')
    const notice = sandbox.signedNotification({
      orderNo: s.orderNo,
      amount: 7900,
      transactionId: 'T-r',
      success: true,
    })
    await fetch(new URL('/api/pay/notify/sandbox', server.url), { method: 'POST', ...notice })
    expect((await orderRow(s.orderNo))?.status).toBe('paid')
    const again = await post('/order/resumePayment', s.token, { orderNo: s.orderNo }, 'en')
    expect(again.code).toBe(4009)
    expect(again.msg).toBe('This order can no longer be paid')
    const cancel = await post('/order/cancelOrder', s.token, { orderNo: s.orderNo })
    expect(cancel.msg).toBe('该订单已支付或已取消，不能再取消')
    expect((await orderRow(s.orderNo))?.status).toBe('paid')
  })

  it('cancelling frees the coupon for the next order; a cancelled order cannot be paid or cancelled again', async () => {
    const s = await unpaidOrderWithCoupon()
    const cancelled = await post('/order/cancelOrder', s.token, { orderNo: s.orderNo })
    expect(cancelled.code).toBe(200)
    expect(await orderRow(s.orderNo)).toMatchObject({ status: 'cancelled' })
    const [coupon] = await server.db.select().from(coupons).where(eq(coupons.id, s.couponId))
    expect(coupon).toMatchObject({ status: 0, orderId: null })
    const offered = await call(
      server,
      'GET',
      '/coupon/queryTbUserCouponOrderPage',
      { productId: 2 },
      as(s.token),
    )
    expect(offered.data.list.map((c: { id: number }) => c.id)).toEqual([s.couponId])
    expect((await post('/order/cancelOrder', s.token, { orderNo: s.orderNo }, 'en')).msg).toBe(
      'This order is already paid or cancelled and cannot be cancelled',
    )
    expect((await post('/order/resumePayment', s.token, { orderNo: s.orderNo })).msg).toBe(
      '订单已支付、取消或退款，无法支付',
    )
  })

  it('only the owner may pay or cancel an order; an expired order cannot be paid', async () => {
    const s = await unpaidOrderWithCoupon()
    const stranger = await buildSignedInUser(server.db, 'student')
    const pay = await post('/order/resumePayment', stranger.token, { orderNo: s.orderNo })
    expect(pay.code).toBe(4004)
    const cancel = await post('/order/cancelOrder', stranger.token, { orderNo: s.orderNo })
    expect(cancel.code).toBe(4004)
    expect(cancel.msg).toBe('订单不存在')
    expect((await orderRow(s.orderNo))?.status).toBe('unpaid')
    expect((await call(server, 'POST', '/order/cancelOrder', { orderNo: s.orderNo }, {})).code).toBe(401)
    await server.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, s.orderNo))
    expect((await post('/order/resumePayment', s.token, { orderNo: s.orderNo })).code).toBe(4009)
  })
})
