import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, paymentNotifications, refundRequests } from '../../db/schema'
import { alipayTradeBillZip, wechatTradeBill } from '../../test-support/bill-files'
import { buildSignedInUser } from '../../test-support/factories'
import { startPaymentStandIns } from '../../test-support/payment-stand-ins'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { ordersFixtures } from './orders.fixtures'

// A site offering Alipay and WeChat Pay against their stand-ins, which serve each day's bill in the
// providers' own formats (signed answers, then the file).
let server: TestServer
let standIns: Awaited<ReturnType<typeof startPaymentStandIns>>
let committee: string
const { post, buildStudent, orderRow } = ordersFixtures(() => server)
const DAY = 86_400_000
const chinaDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10)
const yesterday = chinaDay(Date.now() - DAY)
/** Noon of yesterday, China time. */
const yesterdayNoon = Date.parse(`${yesterday}T12:00:00+08:00`)

beforeAll(async () => {
  standIns = await startPaymentStandIns()
  server = await startTestServer({ ...standIns.env, BILL_MAX_MB: '1', BILL_MAX_ROWS: '100' })
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(async () => {
  await server?.stop()
  await standIns?.stop()
})

const desk = (path: string, input: Record<string, unknown>, lang = 'zh-CN') =>
  post(`/admin/orders/reconciliation${path}`, committee, input, lang)
const notificationsOf = async (orderNo: string) =>
  (await server.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo))).map(
    (n) => n.outcome,
  )

/** An entry order opened with the provider (its QR code), not paid yet. */
async function opened(provider: 'alipay' | 'wechat') {
  const student = await buildStudent()
  const created = await post('/order/creatTbProductOrder', student.token, {
    productId: 1,
    tbProductDetail: [1],
    addressId: student.addressId,
    payWith: { provider, channel: 'qr' },
  })
  expect(created.code).toBe(200)
  return { ...student, orderNo: created.data.orderNo as string }
}

/** Paid yesterday at the provider; with `lost`, its notification never came. */
async function paidYesterday(provider: 'alipay' | 'wechat', lost = false) {
  const order = await opened(provider)
  const standIn = standIns[provider]
  standIn.control.holdNotifications = lost
  try {
    await standIn.pay(order.orderNo)
  } finally {
    standIn.control.holdNotifications = false
  }
  const trade = standIn.trades.get(order.orderNo)
  if (trade) trade.paidAt = yesterdayNoon
  if (!lost)
    await server.db
      .update(orders)
      .set({ paidAt: new Date(yesterdayNoon) })
      .where(eq(orders.orderNo, order.orderNo))
  return order
}

describe('reconciling a day', () => {
  it('is the committee’s, for a day that has ended, with a provider the site offers', async () => {
    const student = await buildStudent()
    expect(
      await post('/admin/orders/reconciliation/fetch', student.token, {
        provider: 'alipay',
        date: yesterday,
      }),
    ).toMatchObject({ code: 4003 })
    expect(await desk('/fetch', { provider: 'alipay', date: chinaDay(Date.now()) })).toMatchObject({
      code: 4000,
      msg: '只能对已结束的日期对账（账单次日生成）',
    })
    expect(await desk('/fetch', { provider: 'alipay', date: '2025-02-30' })).toMatchObject({
      code: 4000,
      msg: '账单日期格式应为 yyyy-MM-dd',
    })
    expect(await desk('/fetch', { provider: 'sandbox', date: yesterday }, 'en')).toMatchObject({
      code: 4000,
      msg: 'Choose the provider: WeChat Pay or Alipay',
    })
    expect(await desk('/fetch', { provider: 'alipay', date: '2020-01-01' })).toMatchObject({
      code: 4009,
      msg: expect.stringContaining('支付渠道没有该日的账单'),
    })
  })

  it('finds an Alipay payment whose notification was lost; settling it pays the order once', async () => {
    const matched = await paidYesterday('alipay')
    const lost = await paidYesterday('alipay', true)
    const cheaper = await paidYesterday('alipay')
    const notThere = await paidYesterday('alipay')
    // The provider's view differs from the site's for two of them.
    const cheaperTrade = standIns.alipay.trades.get(cheaper.orderNo)
    if (cheaperTrade) cheaperTrade.amount = 50000
    const missing = standIns.alipay.trades.get(notThere.orderNo)
    if (missing) missing.paidAt = yesterdayNoon - 2 * DAY
    expect(await orderRow(lost.orderNo)).toMatchObject({ status: 'unpaid' })

    const run = await desk('/fetch', { provider: 'alipay', date: yesterday })
    expect(run.code).toBe(200)
    const differences = run.data.differences as { kind: string; orderNo: string; settleable: boolean }[]
    const about = (orderNo: string) => differences.filter((d) => d.orderNo === orderNo)
    expect(about(matched.orderNo)).toEqual([])
    expect(about(lost.orderNo)).toEqual([
      expect.objectContaining({
        kind: 'paidThereOnly',
        billAmount: 58000,
        orderStatus: 'unpaid',
        settleable: true,
      }),
    ])
    expect(about(cheaper.orderNo)).toEqual([
      expect.objectContaining({
        kind: 'amountDiffers',
        billAmount: 50000,
        siteAmount: 58000,
        settleable: false,
      }),
    ])
    expect(about(notThere.orderNo)).toEqual([
      expect.objectContaining({ kind: 'paidHereOnly', billAmount: null, siteAmount: 58000 }),
    ])

    const settled = await desk('/settle', { provider: 'alipay', orderNo: lost.orderNo })
    expect(settled).toMatchObject({ code: 200, data: { outcome: 'paid' } })
    const paid = await orderRow(lost.orderNo)
    expect(paid).toMatchObject({ status: 'paid', provider: 'alipay' })
    expect(await desk('/settle', { provider: 'alipay', orderNo: lost.orderNo })).toMatchObject({
      code: 200,
      data: { outcome: 'replay' },
    })
    // The lost notification arrives after all, and a captured copy is replayed: the same trade.
    expect(await standIns.alipay.sendNotification(lost.orderNo)).toEqual({ status: 200, text: 'success' })
    expect(await standIns.alipay.sendNotification(lost.orderNo)).toEqual({ status: 200, text: 'success' })
    expect((await orderRow(lost.orderNo))?.paidAt).toEqual(paid?.paidAt)
    expect(await notificationsOf(lost.orderNo)).toEqual(['paid'])

    const again = await call(
      server,
      'GET',
      '/admin/orders/reconciliation',
      { provider: 'alipay', date: yesterday },
      { authorization: committee },
    )
    expect(again.data.differences).toContainEqual(
      expect.objectContaining({ orderNo: lost.orderNo, orderStatus: 'paid', settleable: false }),
    )
    expect(standIns.alipay.refusals).toEqual([])
  })

  it('refuses to settle an order the provider was not paid for, and changes nothing', async () => {
    const order = await opened('alipay')
    expect(await desk('/settle', { provider: 'alipay', orderNo: order.orderNo })).toMatchObject({
      code: 4009,
      msg: '支付渠道查询显示该订单未支付，未做任何更改',
    })
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'unpaid' })
    expect(await notificationsOf(order.orderNo)).toEqual([])
  })

  it('reads WeChat Pay’s trade bill: a lost payment is settled once, and refunds that differ are listed', async () => {
    const lost = await paidYesterday('wechat', true)
    const refunded = await paidYesterday('wechat')
    expect((await post('/order/applyRefund', refunded.token, { orderNo: refunded.orderNo })).code).toBe(200)
    const requests = await call(server, 'GET', '/admin/orders/refunds', {}, { authorization: committee })
    const request = requests.data.find((r: { orderNo: string }) => r.orderNo === refunded.orderNo)
    expect(
      (await post('/admin/orders/refunds/decide', committee, { id: request.id, approve: true })).code,
    ).toBe(200)
    await server.db
      .update(refundRequests)
      .set({ decidedAt: new Date(yesterdayNoon) })
      .where(eq(refundRequests.id, request.id))
    const refund = standIns.wechat.refunds.find((r) => r.orderNo === refunded.orderNo)
    if (refund) {
      refund.at = yesterdayNoon + 60_000
      refund.amount -= 100
    }

    const run = await desk('/fetch', { provider: 'wechat', date: yesterday })
    expect(run.code).toBe(200)
    expect(run.data.bill.payments).toBeGreaterThanOrEqual(2)
    expect(run.data.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'paidThereOnly', orderNo: lost.orderNo, settleable: true }),
        expect.objectContaining({
          kind: 'refundDiffers',
          orderNo: refunded.orderNo,
          billAmount: request.refundAmount * 100 - 100,
          siteAmount: request.refundAmount * 100,
        }),
      ]),
    )
    expect(await desk('/settle', { provider: 'wechat', orderNo: lost.orderNo })).toMatchObject({
      data: { outcome: 'paid' },
    })
    expect(await desk('/settle', { provider: 'wechat', orderNo: lost.orderNo })).toMatchObject({
      data: { outcome: 'replay' },
    })
    expect(await notificationsOf(lost.orderNo)).toEqual(['paid'])
    expect(standIns.wechat.refusals).toEqual([])
  })

  it('refuses a WeChat Pay bill whose bytes do not match the signed digest', async () => {
    await paidYesterday('wechat')
    standIns.wechat.control.corruptBills = true
    try {
      expect(await desk('/fetch', { provider: 'wechat', date: yesterday })).toMatchObject({
        code: 4009,
        msg: '下载的账单与支付渠道给出的摘要不符，已拒绝',
      })
    } finally {
      standIns.wechat.control.corruptBills = false
    }
  })
})

describe('importing a bill file', () => {
  function importBill(
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
    lang = 'zh-CN',
  ) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name)
    return fetch(new URL('/api/admin/orders/reconciliation/import', server.url), {
      method: 'POST',
      headers: { authorization: committee, 'accept-language': lang },
      body: form,
    }).then(
      (r) =>
        r.json() as Promise<{
          code: number
          msg: string
          data: { differences: { orderNo: string; kind: string }[] }
        }>,
    )
  }
  const at = `${yesterday} 12:00:00`

  it('compares an Alipay zip the committee downloaded itself', async () => {
    const lost = await paidYesterday('alipay', true)
    const trade = standIns.alipay.trades.get(lost.orderNo)
    const zip = alipayTradeBillZip(
      [{ kind: 'payment', at, orderNo: lost.orderNo, transactionId: trade?.tradeNo ?? '', amount: 58000 }],
      '20880000000000000156',
      yesterday,
    )
    const answer = await importBill({ provider: 'alipay', date: yesterday }, { name: 'bill.zip', bytes: zip })
    expect(answer.code).toBe(200)
    expect(answer.data.differences).toContainEqual(
      expect.objectContaining({ orderNo: lost.orderNo, kind: 'paidThereOnly' }),
    )
  })

  it('refuses what is no bill, too many lines, too many bytes, or another day, in the reader’s language', async () => {
    const fields = { provider: 'alipay', date: yesterday }
    expect(await importBill(fields, { name: 'bill.zip', bytes: Buffer.from('not a zip') })).toMatchObject({
      code: 4000,
      msg: '支付宝账单应为 zip 压缩包（内含 GBK 编码的 CSV）',
    })
    expect(await importBill(fields)).toMatchObject({ code: 4000, msg: '请选择账单文件' })
    const rows = Array.from({ length: 150 }, (_, i) => ({
      kind: 'payment' as const,
      at,
      orderNo: `N${i}`,
      transactionId: `T${i}`,
      amount: 100,
    }))
    const merchant = { appid: 'wx0000000000000001', mchid: '1900000001' }
    expect(
      await importBill(
        { provider: 'wechat', date: yesterday },
        { name: 'bill.csv', bytes: wechatTradeBill(rows, merchant) },
        'en',
      ),
    ).toMatchObject({
      code: 4000,
      msg: 'The bill has more than 100 lines: reconcile it day by day, or raise BILL_MAX_ROWS',
    })
    expect(
      await importBill(
        { provider: 'wechat', date: yesterday },
        { name: 'bill.csv', bytes: Buffer.alloc(1024 * 1024 + 1, 0x60) },
      ),
    ).toMatchObject({ code: 4000, msg: '账单文件不能超过 1 MB' })
    const otherDay = wechatTradeBill(
      [{ ...rows[0], at: '2020-01-01 08:00:00' } as (typeof rows)[number]],
      merchant,
    )
    expect(
      await importBill({ provider: 'wechat', date: yesterday }, { name: 'bill.csv', bytes: otherDay }),
    ).toMatchObject({
      code: 4000,
      msg: '账单日期与所选日期不符',
    })
  })
})
