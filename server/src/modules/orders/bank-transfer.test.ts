import { TRANSFER_DEADLINE_DAYS } from '@spell/shared/api/orders/bank-transfer'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankTransfers, clubs, orders, paymentNotifications, teams } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { pdfText } from '../../test-support/pdf-text'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { BANK_ENV, bankTransferFixtures, SCHOOL_FEE, TEAM_FEE } from './bank-transfer.fixtures'
import { expireOrders } from './orders.service'
import { isReference } from './transfer-reference'
import { settleTransfers } from './transfer-settlement'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer(BANK_ENV)
})
afterAll(() => server?.stop())

const { get, post, buildSchoolWithSignUp, awaitingSignUp, committee, orderRow } = bankTransferFixtures(
  () => server,
)
const DAY = 86_400_000
const signUpOrder = (enrollmentId: number) => ({ productId: 8, tbProductDetail: [8], enrollmentId })

describe('A school pays by bank transfer', () => {
  it('is shown the committee’s account, and a reference and its own deadline for the order', async () => {
    const school = await buildSchoolWithSignUp()
    const account = await get('/order/transferAccount', school.token)
    expect(account.data.account).toEqual({
      accountName: '中英双语汉字拼写大赛组委会',
      bank: '中国工商银行北京海淀支行',
      accountNumber: '0200004509200123456',
    })
    const before = Date.now()
    const made = await post(
      '/order/createTransferOrder',
      school.token,
      signUpOrder(school.enrollmentId),
      'en',
    )
    expect(made.code).toBe(200)
    expect(made.data).toMatchObject({
      amount: SCHOOL_FEE,
      productName: 'School sign-up for the individual contest (test papers)',
      account: account.data.account,
    })
    expect(isReference(made.data.reference)).toBe(true)
    expect(made.data.expiresAt).toBeGreaterThanOrEqual(before + TRANSFER_DEADLINE_DAYS * DAY)
    expect(made.data.expiresAt).toBeLessThan(Date.now() + TRANSFER_DEADLINE_DAYS * DAY + 1000)
    const { orderNo } = made.data
    expect(await orderRow(orderNo)).toMatchObject({
      status: 'awaitingTransfer',
      provider: 'bank',
      payChannel: 'transfer',
    })
    // The payment page's poll and the school's order list say so; asked again, the same details come back.
    expect((await post('/order/getTbProductOrderIsFinish', school.token, { orderNo })).data).toEqual({
      isFinish: false,
      status: 'awaitingTransfer',
    })
    const mine = await get('/order/getMyOrders', school.token)
    expect(mine.data[0]).toMatchObject({ orderNo, status: 'awaitingTransfer', canRefund: false })
    expect((await get('/order/transferInstructions', school.token, { orderNo })).data).toEqual({
      ...made.data,
      productName: '学校个人赛报名（申请试卷）',
    })
    expect((await post('/order/chooseTransfer', school.token, { orderNo })).data.reference).toBe(
      made.data.reference,
    )
    // The sign-up stays unpaid (3002) until the money is matched; the school's home names the transfer's deadline.
    expect((await get('/enrollment/getIsSchoolPerson', school.token)).data).toMatchObject({
      orderState: 3002,
      transferDue: chinaDateTime(new Date(made.data.expiresAt)),
    })
  })

  it('may turn an unpaid order into a transfer, but no second order while one awaits its transfer', async () => {
    const school = await buildSchoolWithSignUp()
    const online = await post('/order/creatTbProductOrder', school.token, signUpOrder(school.enrollmentId))
    expect(online.data.provider).toBe('sandbox')
    const chosen = await post('/order/chooseTransfer', school.token, { orderNo: online.data.orderNo })
    expect(chosen).toMatchObject({ code: 200, data: { orderNo: online.data.orderNo, amount: SCHOOL_FEE } })
    const again = await post(
      '/order/creatTbProductOrder',
      school.token,
      signUpOrder(school.enrollmentId),
      'en',
    )
    expect(again).toMatchObject({
      code: 4009,
      msg: `This fee is already awaiting a bank transfer (order ${online.data.orderNo}). To pay another way, first cancel that order in My orders`,
    })
    // Cancelled (the school changed its mind), the fee may be ordered again.
    expect((await post('/order/cancelOrder', school.token, { orderNo: online.data.orderNo })).code).toBe(200)
    expect((await orderRow(online.data.orderNo))?.status).toBe('cancelled')
    expect((await post('/order/chooseTransfer', school.token, { orderNo: online.data.orderNo })).code).toBe(
      4009,
    )
    expect(
      (await post('/order/creatTbProductOrder', school.token, signUpOrder(school.enrollmentId))).code,
    ).toBe(200)
  })

  it('waits 15 days for the transfer instead of the 7 of an online payment, then is cancelled', async () => {
    const awaiting = await awaitingSignUp()
    await expireOrders(server.db, new Date(Date.now() + 8 * DAY))
    expect((await orderRow(awaiting.orderNo))?.status).toBe('awaitingTransfer')
    await expireOrders(server.db, new Date(Date.now() + (TRANSFER_DEADLINE_DAYS + 1) * DAY))
    expect((await orderRow(awaiting.orderNo))?.status).toBe('cancelled')
  })

  it('is for the order’s own school only, and for schools only', async () => {
    const awaiting = await awaitingSignUp()
    const other = await buildSchoolWithSignUp()
    const { orderNo } = awaiting
    for (const answer of [
      await post('/order/chooseTransfer', other.token, { orderNo }),
      await get('/order/transferInstructions', other.token, { orderNo }),
    ])
      expect(answer.code).toBe(4004)
    expect(
      (await post('/order/createTransferOrder', other.token, signUpOrder(awaiting.enrollmentId))).code,
    ).toBe(4003)
    const student = await buildSignedInUser(server.db, 'student')
    const studentOrder = await post('/order/creatTbProductOrder', student.token, {
      productId: 2,
      tbProductDetail: [2],
    })
    const refused = await post(
      '/order/chooseTransfer',
      student.token,
      { orderNo: studentOrder.data.orderNo },
      'en',
    )
    expect(refused).toMatchObject({ code: 4003, msg: 'Only schools can pay by bank transfer' })
    expect(
      (await post('/order/createTransferOrder', student.token, { productId: 2, tbProductDetail: [2] })).code,
    ).toBe(4003)
    expect((await orderRow(studentOrder.data.orderNo))?.status).toBe('unpaid')
    expect((await get('/order/transferAccount', null)).code).toBe(401)
    expect((await post('/order/chooseTransfer', null, { orderNo })).code).toBe(401)
  })
})

describe('The committee matches a transfer by hand', () => {
  it('keeps matching, importing and the treasury to the committee', async () => {
    const school = await awaitingSignUp()
    const student = await buildSignedInUser(server.db, 'student')
    const record = { orderNo: school.orderNo, paidOn: '2025-03-03', payer: '某某小学', amount: SCHOOL_FEE }
    for (const token of [school.token, student.token, null]) {
      const expected = token ? 4003 : 401
      expect((await get('/admin/transfers/awaiting', token)).code).toBe(expected)
      expect((await get('/admin/transfers/matched', token)).code).toBe(expected)
      expect((await post('/admin/transfers/record', token, record)).code).toBe(expected)
      expect((await post('/admin/transfers/import', token, { content: 'eA==' })).code).toBe(expected)
      expect((await get('/admin/treasury', token, { season: 3 })).code).toBe(expected)
      expect((await get('/admin/treasury/export', token, { season: 3 })).code).toBe(expected)
      expect((await post('/admin/team/markPaid', token, { teamId: 1 })).code).toBe(expected)
    }
    expect((await orderRow(school.orderNo))?.status).toBe('awaitingTransfer')
  })

  it('refuses another amount or a future date, then pays the order as a provider’s notice would', async () => {
    const school = await awaitingSignUp('转账测试小学')
    const { token } = await committee()
    const awaiting = await get('/admin/transfers/awaiting', token, { season: 3 })
    expect(awaiting.data).toContainEqual(
      expect.objectContaining({
        orderNo: school.orderNo,
        reference: school.reference,
        schoolName: '转账测试小学',
        amount: SCHOOL_FEE,
      }),
    )
    const record = { orderNo: school.orderNo, paidOn: '2025-03-03', payer: '转账测试小学', amount: 99_900 }
    const wrong = await post('/admin/transfers/record', token, record)
    expect(wrong).toMatchObject({
      code: 4000,
      msg: '转账金额 ¥999.00 与订单应付金额 ¥1000.00 不符，未做记录',
      data: { fields: [{ field: 'amount' }] },
    })
    const wrongEn = await post('/admin/transfers/record', token, record, 'en')
    expect(wrongEn.msg).toBe(
      'The transfer of ¥999.00 does not match the ¥1000.00 the order asks for; nothing was recorded',
    )
    const future = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10)
    const tooLate = await post('/admin/transfers/record', token, {
      ...record,
      amount: SCHOOL_FEE,
      paidOn: future,
    })
    expect(tooLate).toMatchObject({ code: 4000, msg: '转账日期不能晚于今天' })
    expect((await post('/admin/transfers/record', token, { ...record, paidOn: '2025-02-30' })).code).toBe(
      4000,
    )
    expect((await orderRow(school.orderNo))?.status).toBe('awaitingTransfer')
    expect(await server.db.select().from(bankTransfers)).toHaveLength(0)

    const paid = await post('/admin/transfers/record', token, {
      ...record,
      amount: SCHOOL_FEE,
      note: school.reference,
    })
    expect(paid).toMatchObject({ code: 200, data: { orderNo: school.orderNo, status: 'paid' } })
    expect(await orderRow(school.orderNo)).toMatchObject({
      status: 'paid',
      provider: 'bank',
      payChannel: 'transfer',
    })
    // The same settlement as a provider's notice: recorded once, the sign-up paid, the school told.
    const [notice] = await server.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, school.orderNo))
    expect(notice).toMatchObject({ provider: 'bank', amount: SCHOOL_FEE, outcome: 'paid' })
    expect((await get('/enrollment/getIsSchoolPerson', school.token)).data).toMatchObject({
      orderState: 3003,
      transferDue: null,
    })
    const mail = await get('/dev/outbox', null, { to: school.teacher.email })
    expect(mail.data[0]?.subject).toContain('报名缴费成功')
    expect(
      (await post('/order/getTbProductOrderIsFinish', school.token, { orderNo: school.orderNo })).data,
    ).toEqual({
      isFinish: true,
      status: 'paid',
    })
    const receipt = await fetch(new URL(`/api/order/receipt?orderNo=${school.orderNo}`, server.url), {
      headers: { authorization: school.token },
    })
    expect(await pdfText(new Uint8Array(await receipt.arrayBuffer()))).toContain(
      '支付方式Payment：银行转账Banktransfer',
    )
    // Paid once: a second record is refused, and the list moved the order to the matched transfers.
    const twice = await post('/admin/transfers/record', token, { ...record, amount: SCHOOL_FEE })
    expect(twice).toMatchObject({ code: 4009, msg: '该订单已支付，无需重复支付' })
    expect(
      (await get('/admin/transfers/awaiting', token)).data.map((a: { orderNo: string }) => a.orderNo),
    ).not.toContain(school.orderNo)
    expect((await get('/admin/transfers/matched', token, { season: 3 })).data[0]).toMatchObject({
      orderNo: school.orderNo,
      reference: school.reference,
      payer: '转账测试小学',
      amount: SCHOOL_FEE,
      paidOn: '2025-03-03',
      source: 'manual',
    })
  })
})

describe('Transfers settled together', () => {
  it('record nothing when one of their orders changed meanwhile', async () => {
    const [a, b] = [await awaitingSignUp(), await awaitingSignUp()]
    const [orderA, orderB] = [await orderRow(a.orderNo), await orderRow(b.orderNo)]
    // Paid online while the committee was matching the statement.
    await server.db.update(orders).set({ status: 'paid' }).where(eq(orders.orderNo, b.orderNo))
    const entry = (order: typeof orderA, reference: string) => ({
      orderId: order?.id ?? 0,
      orderNo: order?.orderNo ?? '',
      reference,
      paidOn: '2025-03-03',
      payer: '某小学',
      amount: SCHOOL_FEE,
      note: reference,
      source: 'statement' as const,
      fingerprint: null,
    })
    const { user } = await committee()
    await expect(
      settleTransfers(server.services, [entry(orderA, a.reference), entry(orderB, b.reference)], user.id),
    ).rejects.toMatchObject({ messageKey: 'transfer.changedMeanwhile' })
    expect((await orderRow(a.orderNo))?.status).toBe('awaitingTransfer')
    expect(await server.db.select().from(bankTransfers)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ orderId: orderA?.id })]),
    )
    const notices = await server.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, a.orderNo))
    expect(notices).toEqual([])
  })
})

describe('A team’s fee received by bank transfer', () => {
  async function buildTeam(schoolId: number, creatorId: number) {
    const [club] = await server.db.insert(clubs).values({ clubName: '转账俱乐部', clubLevel: 1 }).returning()
    const [team] = await server.db
      .insert(teams)
      .values({
        schoolId,
        clubId: club?.id ?? 0,
        season: 3,
        teamName: '转账队',
        teamLevel: 1,
        teacherName: '王老师',
        phone: '13800004444',
        creatorId,
        status: 'approved',
      })
      .returning()
    if (!team) throw new Error('no team')
    return team
  }
  const teamRow = async (id: number) => (await server.db.select().from(teams).where(eq(teams.id, id)))[0]

  it('is a transfer settled through the team’s order, placed for the school when it had none', async () => {
    const school = await buildSchoolWithSignUp('团体转账小学')
    const team = await buildTeam(school.school.id, school.teacher.id)
    const { token } = await committee()
    const wrong = await post('/admin/team/markPaid', token, { teamId: team.id, amount: 40_000 })
    expect(wrong).toMatchObject({ code: 4000, msg: '转账金额 ¥400.00 与订单应付金额 ¥480.00 不符，未做记录' })
    expect((await teamRow(team.id))?.payed).toBe(0)

    expect((await post('/admin/team/markPaid', token, { teamId: team.id })).code).toBe(200)
    const paidTeam = await teamRow(team.id)
    expect(paidTeam?.payed).toBe(1)
    const order = await orderRow(paidTeam?.orderNo ?? '')
    expect(order).toMatchObject({
      kind: 'team',
      teamId: team.id,
      userId: school.teacher.id,
      status: 'paid',
      provider: 'bank',
      paymentAmount: TEAM_FEE,
    })
    const [transfer] = await server.db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.orderId, order?.id ?? 0))
    expect(transfer).toMatchObject({ payer: '团体转账小学', amount: TEAM_FEE, source: 'manual' })
    // The school sees the paid order among its own, with its receipt.
    const mine = await get('/order/getMyOrders', school.token)
    expect(mine.data).toContainEqual(expect.objectContaining({ orderNo: order?.orderNo, status: 'paid' }))
    expect((await post('/admin/team/markPaid', token, { teamId: team.id })).code).toBe(4009)
  })

  it('pays the order the school had opened, rather than a second one', async () => {
    const school = await buildSchoolWithSignUp()
    const team = await buildTeam(school.school.id, school.teacher.id)
    const opened = await post('/order/creatTbProductOrder', school.token, {
      productId: 9,
      tbProductDetail: [9],
      teamId: team.id,
    })
    expect(opened.code).toBe(200)
    const { token } = await committee()
    expect((await post('/admin/team/markPaid', token, { teamId: team.id, payer: '某区教育局' })).code).toBe(
      200,
    )
    expect(await orderRow(opened.data.orderNo)).toMatchObject({ status: 'paid', provider: 'bank' })
    expect((await teamRow(team.id))?.orderNo).toBe(opened.data.orderNo)
  })
})
