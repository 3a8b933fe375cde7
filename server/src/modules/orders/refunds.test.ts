import { generateKeyPairSync } from 'node:crypto'
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { coupons, examStudents, orders, refundRequests, userAddresses } from '../../db/schema'
import type { PaymentProvider } from '../../providers/payment'
import { wechatPayment } from '../../providers/payment-wechat'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { paidEntry } from '../../test-support/paid-entry'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string

beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

let realProvider: PaymentProvider
beforeAll(() => {
  realProvider = server.services.payments.provider
})
afterEach(() => {
  server.services.payments.provider = realProvider
})

/**
 * The site's provider, counting its refunds and taking `ms` to answer each, as a real provider's
 * round trip does (so two decisions sent together overlap).
 */
function slowProvider(ms = 150) {
  const refunds: string[] = []
  const provider: PaymentProvider = {
    ...realProvider,
    async refund(order) {
      refunds.push(order.refundNo)
      await new Promise((resolve) => setTimeout(resolve, ms))
      await realProvider.refund(order)
    },
  }
  server.services.payments.provider = provider
  return refunds
}

/** WeChat Pay, as the site configures it, whose API answers every refund as it does with no money. */
function wechatWithEmptyBalance() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const requests: string[] = []
  const wechatPayApi = (async (url: string) => {
    requests.push(new URL(url).pathname)
    return new Response(
      JSON.stringify({ code: 'NOT_ENOUGH', message: '基本账户余额不足，请充值后重新发起' }),
      { status: 403, headers: { 'content-type': 'application/json' } },
    )
  }) as unknown as typeof fetch
  const wechat = wechatPayment({
    mchid: '1900000001',
    appid: 'wx0000000000000001',
    serialNo: 'MERCHANT-1',
    merchantPrivateKey: privateKey,
    apiV3Key: '0123456789abcdef0123456789abcdef',
    platformPublicKeys: {},
    notifyUrl: 'https://example.cn/api/pay/notify/wechat',
    fetch: wechatPayApi,
  })
  // The site now offers only WeChat Pay: an order it no longer has the provider of is refunded by it.
  server.services.payments.provider = wechat
  server.services.payments.providers = [wechat]
  return requests
}

/** A paid entry whose refund the student has asked for, and its request's id on the desk. */
async function askedRefund() {
  const s = await paidEntry(server, 1)
  await call(server, 'POST', '/order/applyRefund', { orderNo: s.orderNo, reason: '生病' }, as(s.token))
  const desk = await call(server, 'GET', '/admin/orders/refunds', {}, as(committee))
  const request = desk.data.find((r: { orderNo: string }) => r.orderNo === s.orderNo)
  return { ...s, requestId: request.id as number }
}

const decide = (id: number, approve: boolean, rejectReason?: string) =>
  call(server, 'POST', '/admin/orders/refunds/decide', { id, approve, rejectReason }, as(committee))

const orderStatus = async (orderNo: string) =>
  (await server.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]?.status

const as = (token: string) => ({ authorization: token })
describe('refunds', () => {
  it('refunds an entry asked for on the 15th day less the platform fee, and voids the coupon once approved', async () => {
    const s = await paidEntry(server, 15)
    const mine = await call(server, 'GET', '/order/getMyOrders', {}, as(s.token))
    expect(mine.data[0]).toMatchObject({ status: 'paid', canRefund: true, paymentAmount: 530 })
    const asked = await call(
      server,
      'POST',
      '/order/applyRefund',
      { orderNo: s.orderNo, reason: '时间冲突' },
      as(s.token),
    )
    expect(asked.data).toEqual({ refundAmount: 500 })
    expect((await call(server, 'GET', '/stu/home', {}, as(s.token))).data.enrolmentStatus).toBe(3003)
    const again = await call(server, 'POST', '/order/applyRefund', { orderNo: s.orderNo }, as(s.token))
    expect(again.msg).toBe('该订单已申请过退款')

    const desk = await call(server, 'GET', '/admin/orders/refunds', {}, as(committee))
    const request = desk.data.find((r: { orderNo: string }) => r.orderNo === s.orderNo)
    expect(request).toMatchObject({ status: 0, refundAmount: 500, reason: '时间冲突' })
    expect((await call(server, 'GET', '/admin/orders/refunds', {}, as(s.token))).code).toBe(4003)
    const decided = await call(
      server,
      'POST',
      '/admin/orders/refunds/decide',
      { id: request.id, approve: true },
      as(committee),
    )
    expect(decided.code).toBe(200)
    const after = await call(server, 'GET', '/order/getMyOrders', {}, as(s.token))
    expect(after.data[0]).toMatchObject({ status: 'refunded', refund: { status: 1, refundAmount: 500 } })
    const [coupon] = await server.db.select().from(coupons).where(eq(coupons.id, s.couponId))
    expect(coupon?.status).toBe(2)
    expect((await call(server, 'GET', '/stu/home', {}, as(s.token))).data.enrolmentStatus).toBe(3001)
    const twice = await call(
      server,
      'POST',
      '/admin/orders/refunds/decide',
      { id: request.id, approve: false, rejectReason: 'x' },
      as(committee),
    )
    expect(twice.msg).toBe('该退款申请已处理')
  })

  it('refuses a refund on the 16th day, after taking part, of practice papers, and of someone else’s order', async () => {
    const late = await paidEntry(server, 16)
    const tooLate = await call(
      server,
      'POST',
      '/order/applyRefund',
      { orderNo: late.orderNo },
      as(late.token),
    )
    expect(tooLate).toMatchObject({ code: 4009, msg: '已超过支付后 15 天，不能申请退款' })
    expect((await server.db.select().from(orders).where(eq(orders.orderNo, late.orderNo)))[0]?.status).toBe(
      'paid',
    )

    const took = await paidEntry(server, 1)
    const exam = await buildExam(server.db, { studentIds: [took.user.id] })
    await server.db
      .update(examStudents)
      .set({ confirmedAt: new Date() })
      .where(eq(examStudents.examId, exam.exam.id))
    const participated = await call(
      server,
      'POST',
      '/order/applyRefund',
      { orderNo: took.orderNo },
      as(took.token),
    )
    expect(participated.msg).toBe('已参加比赛，不能申请退款')

    const other = await paidEntry(server, 0)
    const foreign = await call(
      server,
      'POST',
      '/order/applyRefund',
      { orderNo: other.orderNo },
      as(late.token),
    )
    expect(foreign.code).toBe(4004)

    const practice = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 3, tbProductDetail: [31] },
      as(late.token),
    )
    const sandbox = server.services.payments.sandbox
    if (!sandbox) throw new Error('no sandbox')
    const n = sandbox.signedNotification({
      orderNo: practice.data.orderNo,
      amount: 3900,
      transactionId: 'P',
      success: true,
    })
    await fetch(new URL('/api/pay/notify/sandbox', server.url), {
      method: 'POST',
      headers: n.headers,
      body: n.body,
    })
    const papers = await call(
      server,
      'POST',
      '/order/applyRefund',
      { orderNo: practice.data.orderNo },
      as(late.token),
    )
    expect(papers.msg).toBe('电子字库与练习试卷不支持退款')
  })

  it('rejects a request with a reason the student sees, and the order is paid again', async () => {
    const s = await paidEntry(server, 2)
    await call(server, 'POST', '/order/applyRefund', { orderNo: s.orderNo }, as(s.token))
    const desk = await call(server, 'GET', '/admin/orders/refunds', {}, as(committee))
    const request = desk.data.find((r: { orderNo: string }) => r.orderNo === s.orderNo)
    const noReason = await call(
      server,
      'POST',
      '/admin/orders/refunds/decide',
      { id: request.id, approve: false },
      as(committee),
    )
    expect(noReason.code).toBe(4000)
    await call(
      server,
      'POST',
      '/admin/orders/refunds/decide',
      { id: request.id, approve: false, rejectReason: '礼包已寄出' },
      as(committee),
    )
    const mine = await call(server, 'GET', '/order/getMyOrders', {}, as(s.token))
    expect(mine.data[0]).toMatchObject({
      status: 'paid',
      canRefund: false,
      refund: { status: 2, rejectReason: '礼包已寄出' },
    })
  })

  it('gives the payer a PDF receipt of a paid order and nobody else', async () => {
    const s = await paidEntry(server, 0)
    const other = await buildSignedInUser(server.db, 'student')
    const url = new URL(`/api/order/receipt?orderNo=${s.orderNo}`, server.url)
    const response = await fetch(url, { headers: as(s.token) })
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    if (process.env.RECEIPT_SAMPLE) fs.writeFileSync(process.env.RECEIPT_SAMPLE, pdf)
    const foreign = (await (await fetch(url, { headers: as(other.token) })).json()) as { code: number }
    expect(foreign.code).toBe(4004)
  })

  it('keeps the lexicon item of a bundle on a refund', async () => {
    const s = await buildSignedInUser(server.db, 'student')
    const sandbox = server.services.payments.sandbox
    if (!sandbox) throw new Error('no sandbox')
    const [address] = await server.db
      .insert(userAddresses)
      .values({
        userId: s.user.id,
        receiptName: '李四',
        receiptPhone: '13800002222',
        provinceCode: '110000',
        cityCode: '110100',
        receiptAddress: '学院路 2 号',
      })
      .returning()
    const bundle = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 10, tbProductDetail: [101, 102], addressId: address?.id },
      as(s.token),
    )
    const n = sandbox.signedNotification({
      orderNo: bundle.data.orderNo,
      amount: 64900,
      transactionId: 'B',
      success: true,
    })
    await fetch(new URL('/api/pay/notify/sandbox', server.url), {
      method: 'POST',
      headers: n.headers,
      body: n.body,
    })
    const asked = await call(
      server,
      'POST',
      '/order/applyRefund',
      { orderNo: bundle.data.orderNo },
      as(s.token),
    )
    // 649 paid − 30 platform fee − 69 lexicon.
    expect(asked.data).toEqual({ refundAmount: 550 })
  })

  it('asks the provider once when two approvals of one request arrive together', async () => {
    const s = await askedRefund()
    const refunds = slowProvider()
    const answers = await Promise.all([decide(s.requestId, true), decide(s.requestId, true)])
    expect(answers.map((a) => a.code).sort()).toEqual([200, 4009])
    expect(answers.find((a) => a.code === 4009)?.msg).toBe('该退款正在由支付平台处理，请稍后刷新查看结果')
    expect(refunds).toEqual([`R${s.orderNo}`])
    expect(await orderStatus(s.orderNo)).toBe('refunded')
  })

  it('lets exactly one of an approval and a rejection sent together act', async () => {
    for (const first of ['approve', 'reject'] as const) {
      const s = await askedRefund()
      const refunds = slowProvider()
      const approve = () => decide(s.requestId, true)
      const reject = () => decide(s.requestId, false, '礼包已寄出')
      const [a, b] = await Promise.all(first === 'approve' ? [approve(), reject()] : [reject(), approve()])
      const [approval, rejection] = first === 'approve' ? [a, b] : [b, a]
      expect([approval.code, rejection.code].filter((code) => code === 200)).toHaveLength(1)
      const [request] = await server.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.id, s.requestId))
      if (approval.code === 200) {
        expect(refunds).toHaveLength(1)
        expect(await orderStatus(s.orderNo)).toBe('refunded')
        expect(request?.status).toBe(1)
      } else {
        // No money left through the provider for a request the committee rejected.
        expect(refunds).toEqual([])
        expect(await orderStatus(s.orderNo)).toBe('paid')
        expect(request).toMatchObject({ status: 2, rejectReason: '礼包已寄出' })
      }
    }
  })

  it('leaves the order as it was when the provider refuses, and shows the committee why', async () => {
    const s = await askedRefund()
    const wechat = wechatWithEmptyBalance()
    const refused = await decide(s.requestId, true)
    expect(wechat).toEqual(['/v3/refund/domestic/refunds'])
    expect(refused).toMatchObject({
      status: 200,
      code: 4009,
      msg: '支付平台拒绝退款：NOT_ENOUGH: 基本账户余额不足，请充值后重新发起。申请仍待处理，可稍后再同意或驳回',
    })
    expect(await orderStatus(s.orderNo)).toBe('refunding')
    const [coupon] = await server.db.select().from(coupons).where(eq(coupons.id, s.couponId))
    expect(coupon?.status).not.toBe(2)

    for (const [lang, status] of [
      ['zh-CN', 0],
      ['en', 0],
    ] as const) {
      const desk = await call(
        server,
        'GET',
        '/admin/orders/refunds',
        {},
        { ...as(committee), 'accept-language': lang },
      )
      expect(desk.data.find((r: { id: number }) => r.id === s.requestId)).toMatchObject({
        status,
        providerRefusal: 'NOT_ENOUGH: 基本账户余额不足，请充值后重新发起',
        providerRefusedAt: expect.any(Number),
      })
    }
    const english = await call(
      server,
      'POST',
      '/admin/orders/refunds/decide',
      { id: s.requestId, approve: true },
      { ...as(committee), 'accept-language': 'en' },
    )
    expect(english.msg).toMatch(/^The payment provider refused the refund: NOT_ENOUGH/)
    const mine = await call(server, 'GET', '/order/getMyOrders', {}, as(s.token))
    expect(mine.data[0]).toMatchObject({ status: 'refunding', refund: { status: 0 } })

    // Once the merchant account is topped up, approving again returns the money.
    server.services.payments.provider = realProvider
    expect((await decide(s.requestId, true)).code).toBe(200)
    expect(await orderStatus(s.orderNo)).toBe('refunded')
  })
})
