import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, refundRequests } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { BANK_ENV, bankTransferFixtures, SCHOOL_FEE } from './bank-transfer.fixtures'
import { ordersFixtures } from './orders.fixtures'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer(BANK_ENV)
})
afterAll(() => server?.stop())

const transfers = bankTransferFixtures(() => server)
const { notify } = ordersFixtures(() => server)

const LIBRARY = 9_900

describe('The treasurer’s view', () => {
  it('adds up a season’s money by product, provider and payment method, with the transfers awaited', async () => {
    const { token: committee } = await transfers.committee()
    // Online: a library paid by QR code, a second one paid and refunded, a third still unpaid.
    const student = await buildSignedInUser(server.db, 'student')
    const library = () =>
      transfers.post('/order/creatTbProductOrder', student.token, { productId: 2, tbProductDetail: [2] })
    const paid = (await library()).data.orderNo
    await notify(paid, LIBRARY)
    const refunded = (await library()).data.orderNo
    await notify(refunded, LIBRARY)
    const [refundedOrder] = await server.db
      .update(orders)
      .set({ status: 'refunded' })
      .where(eq(orders.orderNo, refunded))
      .returning()
    await server.db
      .insert(refundRequests)
      .values({ orderId: refundedOrder?.id ?? 0, userId: student.user.id, refundAmount: LIBRARY, status: 1 })
    const unpaid = (await library()).data.orderNo
    // By transfer: one matched, one awaited; a cancelled order counts nowhere.
    const matched = await transfers.awaitingSignUp('汇款一小学')
    await transfers.post('/admin/transfers/record', committee, {
      orderNo: matched.orderNo,
      paidOn: '2025-03-03',
      payer: '汇款一小学',
      amount: SCHOOL_FEE,
    })
    const awaited = await transfers.awaitingSignUp('汇款二小学')
    const cancelled = await transfers.awaitingSignUp('汇款三小学')
    await transfers.post('/order/cancelOrder', cancelled.token, { orderNo: cancelled.orderNo })

    // The student asks for an invoice for the library still paid: one invoice for the desk to issue.
    const asked = await transfers.post('/order/invoice/request', student.token, {
      orderNo: paid,
      kind: 'ordinary',
      titleType: 'personal',
      title: '林小雨',
      email: 'parent@example.cn',
    })
    expect(asked.code).toBe(200)

    const view = await transfers.get('/admin/treasury', committee, { season: 3 }, 'en')
    expect(view.code).toBe(200)
    expect(view.data.totals).toEqual({
      collected: 2 * LIBRARY + SCHOOL_FEE,
      refunded: LIBRARY,
      outstanding: LIBRARY + SCHOOL_FEE,
      paidOrders: 3,
    })
    expect(view.data.byProduct).toEqual([
      {
        productId: 2,
        productName: 'Electronic character library',
        collected: 2 * LIBRARY,
        refunded: LIBRARY,
        outstanding: LIBRARY,
        paidOrders: 2,
      },
      {
        productId: 8,
        productName: 'School sign-up for the individual contest (test papers)',
        collected: SCHOOL_FEE,
        refunded: 0,
        outstanding: SCHOOL_FEE,
        paidOrders: 1,
      },
    ])
    expect(view.data.byProvider).toEqual([
      { provider: 'sandbox', collected: 2 * LIBRARY, refunded: LIBRARY, outstanding: LIBRARY, paidOrders: 2 },
      { provider: 'bank', collected: SCHOOL_FEE, refunded: 0, outstanding: SCHOOL_FEE, paidOrders: 1 },
    ])
    expect(view.data.byMethod).toEqual([
      { method: 'qr', collected: 2 * LIBRARY, refunded: LIBRARY, outstanding: LIBRARY, paidOrders: 2 },
      { method: 'transfer', collected: SCHOOL_FEE, refunded: 0, outstanding: SCHOOL_FEE, paidOrders: 1 },
    ])
    expect(view.data.awaitingTransfers).toEqual([
      expect.objectContaining({
        orderNo: awaited.orderNo,
        reference: awaited.reference,
        schoolName: '汇款二小学',
      }),
    ])
    expect(view.data.invoicesPending).toEqual({ requested: 1, redLetterNeeded: 0 })
    expect(unpaid).toBeTruthy()
    // Another season has nothing of this one.
    expect((await transfers.get('/admin/treasury', committee, { season: 2 })).data.totals.collected).toBe(0)
    expect((await transfers.get('/admin/treasury', committee, {})).code).toBe(4000)

    // The same view as a workbook.
    const file = await transfers.get('/admin/treasury/export', committee, { season: 3 })
    expect(file.data).toMatchObject({ fileName: 'treasury-season-3.xlsx' })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(file.data.content, 'base64') as unknown as ArrayBuffer)
    const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
      const rows: unknown[][] = []
      sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
      return rows
    }
    const summary = rowsOf(book.worksheets[0])
    expect(summary).toContainEqual(['合计 Total', 1198, 99, 1099, 1099, 3])
    expect(summary).toContainEqual(['银行转账 Bank transfer', 1000, 0, 1000, 1000, 1])
    expect(rowsOf(book.worksheets[1])[1]).toEqual([
      awaited.orderNo,
      awaited.reference,
      '汇款二小学',
      '学校个人赛报名（申请试卷）',
      1000,
      expect.any(String),
      expect.any(String),
    ])
  })
})
