import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  coupons,
  examStudents,
  orders,
  practiceLevels,
  practicePurchases,
  schoolEnrollments,
  schools,
  userAddresses,
  userSchools,
} from '../../db/schema'
import { buildExam, buildSignedInUser, buildUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { startSession } from '../auth/sessions.service'
import { expireOrders } from './orders.service'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const get = (path: string, token: string | null, input: Record<string, unknown> = {}, lang = 'zh-CN') =>
  call(server, 'GET', path, input, { ...(token ? { authorization: token } : {}), 'accept-language': lang })
const post = (path: string, token: string | null, input: Record<string, unknown> = {}, lang = 'zh-CN') =>
  call(server, 'POST', path, input, { ...(token ? { authorization: token } : {}), 'accept-language': lang })

/** A student with a session and a mailing address (the entry's gift pack is mailed). */
async function buildStudent() {
  const { user, token } = await buildSignedInUser(server.db, 'student')
  const [address] = await server.db
    .insert(userAddresses)
    .values({
      userId: user.id,
      receiptName: '张三',
      receiptPhone: '13800001111',
      provinceCode: '110000',
      cityCode: '110100',
      receiptAddress: '海淀区学院路 1 号',
      isDefault: true,
    })
    .returning()
  return { user, token, addressId: address?.id as number }
}

async function giveCoupon(userId: number, yuan: number, productId: number | null = null) {
  const [coupon] = await server.db
    .insert(coupons)
    .values({
      userId,
      couponName: `立减${yuan}元`,
      couponNameEn: `${yuan} off`,
      discountAmount: yuan * 100,
      productId,
    })
    .returning()
  return coupon?.id as number
}

/** What the sandbox would send when the payer confirms: a signed notification. */
async function notify(orderNo: string, amountFen: number, tamper?: (h: Record<string, string>) => void) {
  const sandbox = server.services.payments.sandbox
  if (!sandbox) throw new Error('sandbox provider expected')
  const { headers, body } = sandbox.signedNotification({
    orderNo,
    amount: amountFen,
    transactionId: `T-${orderNo}-${Math.random()}`,
    success: true,
  })
  tamper?.(headers)
  return sendNotification(headers, body)
}
async function sendNotification(headers: Record<string, string>, body: string) {
  const response = await fetch(new URL('/api/pay/notify/sandbox', server.url), {
    method: 'POST',
    headers,
    body,
  })
  return { status: response.status, body: (await response.json()) as { code: string; message: string } }
}

const orderRow = async (orderNo: string) =>
  (await server.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]

describe('products', () => {
  it('finds the contest entry by its codes with its price in yuan', async () => {
    const r = await get('/product/getTbProductSingle', null, {
      category: 2,
      subCategory: 8,
      subTypeCategory: 4,
    })
    expect(r.code).toBe(200)
    expect(r.data).toMatchObject({ id: 1, tbProductDetails: [{ id: 1, price: 580, handType: 2 }] })
    const school = await get('/product/getTbProductSingle', null, { productFlag: 'applyTestPaper' }, 'en')
    expect(school.data).toMatchObject({ id: 8, tbProductDetails: [{ price: 1000 }] })
  })

  it('shows a bundle with its optional extra product 18', async () => {
    const r = await get('/product/getAppletsProductInfo', null, { productId: 10 })
    expect(r.data.tbProduct.bundle).toBe(true)
    expect(r.data.productDetails.map((d: { id: number }) => d.id)).toEqual([101, 102])
    expect(r.data.extraDetails).toMatchObject([{ id: 181, price: 68 }])
  })

  it('links every fun-learning level to its product', async () => {
    const levels = await server.db.select().from(practiceLevels)
    expect(levels.length).toBeGreaterThan(0)
    expect(levels.every((l) => l.productId !== null)).toBe(true)
  })
})

describe('order totals are computed on the server', () => {
  it('prices a single item, a pick-one product, and bundles with and without the extra', async () => {
    const s = await buildStudent()
    const entry = await post('/order/creatTbProductOrder', s.token, {
      productId: 1,
      tbProductDetail: [1],
      addressId: s.addressId,
    })
    expect(entry.data).toMatchObject({ productPrice: 580 })
    expect(entry.data.qcPicCode).toContain(`/api/pay/sandbox/${entry.data.orderNo}?sig=`)
    const font = await post('/order/creatTbProductOrder', s.token, { productId: 2, tbProductDetail: [3] })
    expect(font.data.productPrice).toBe(129)
    const bundle = await post('/order/creatTbProductOrder', s.token, {
      productId: 10,
      tbProductDetail: [101, 102],
      addressId: s.addressId,
    })
    expect(bundle.data.productPrice).toBe(649)
    const withExtra = await post('/order/creatTbProductOrder', s.token, {
      productId: 10,
      tbProductDetail: [101, 102, 181],
      addressId: s.addressId,
    })
    expect(withExtra.data.productPrice).toBe(717)
    // A new order of the same product replaces the earlier unpaid one.
    expect((await orderRow(bundle.data.orderNo))?.status).toBe('cancelled')
  })

  it('refuses a bundle split, two picks, a foreign detail and a missing address', async () => {
    const s = await buildStudent()
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: 10, tbProductDetail: [101], addressId: s.addressId }, '套餐内的商品不可拆分购买'],
      [{ productId: 2, tbProductDetail: [2, 3] }, '该商品只能选择一个规格'],
      [{ productId: 2, tbProductDetail: [1] }, '所选商品规格不属于该商品'],
      [{ productId: 1, tbProductDetail: [1] }, '请填写礼包邮寄地址'],
    ]
    for (const [input, msg] of cases) {
      const r = await post('/order/creatTbProductOrder', s.token, input)
      expect(r.code).toBe(4000)
      expect(r.msg).toBe(msg)
    }
    const none = await server.db.select().from(orders).where(eq(orders.userId, s.user.id))
    expect(none).toHaveLength(0)
  })

  it('refuses a tampered price and creates nothing, in the asker’s language', async () => {
    const s = await buildStudent()
    const r = await post(
      '/order/creatTbProductOrder',
      s.token,
      { productId: 2, tbProductDetail: [2], paymentAmount: 0.01 },
      'en',
    )
    expect(r.code).toBe(4000)
    expect(r.msg).toBe('The amount does not match the current price; reload and order again')
    expect(await server.db.select().from(orders).where(eq(orders.userId, s.user.id))).toHaveLength(0)
    const right = await post('/order/creatTbProductOrder', s.token, {
      productId: 2,
      tbProductDetail: [2],
      paymentAmount: 99,
    })
    expect(right.code).toBe(200)
  })

  it('lowers the total by a coupon, which is then reserved, and refuses someone else’s coupon', async () => {
    const s = await buildStudent()
    const other = await buildStudent()
    const couponId = await giveCoupon(s.user.id, 50)
    const listed = await get('/coupon/queryTbUserCouponOrderPage', s.token, {
      productId: 1,
      pageNum: 1,
      pageSize: 1000,
    })
    expect(listed.data.list).toMatchObject([{ id: couponId, couponName: '立减50元', discountAmount: 50 }])
    expect(
      (await get('/coupon/queryTbUserCouponOrderPage', other.token, { productId: 1 })).data.list,
    ).toEqual([])

    const stolen = await post('/order/creatTbProductOrder', other.token, {
      productId: 1,
      tbProductDetail: [1],
      addressId: other.addressId,
      couponId,
    })
    expect(stolen.msg).toBe('优惠券不可用')
    const r = await post('/order/creatTbProductOrder', s.token, {
      productId: 1,
      tbProductDetail: [1],
      addressId: s.addressId,
      couponId,
      paymentAmount: 530,
    })
    expect(r.data.productPrice).toBe(530)
    expect((await get('/coupon/queryTbUserCouponOrderPage', s.token, { productId: 1 })).data.list).toEqual([])
    // Ordering again with the same coupon moves it to the new order.
    const again = await post('/order/creatTbProductOrder', s.token, {
      productId: 1,
      tbProductDetail: [1],
      addressId: s.addressId,
      couponId,
    })
    expect(again.data.productPrice).toBe(530)
    const [coupon] = await server.db.select().from(coupons).where(eq(coupons.id, couponId))
    expect(coupon?.orderId).toBe((await orderRow(again.data.orderNo))?.id)
  })

  it('lets only students buy student products and only a signed-in user order', async () => {
    const { token } = await buildSignedInUser(server.db, 'schoolTeacher')
    expect(
      (await post('/order/creatTbProductOrder', token, { productId: 2, tbProductDetail: [2] })).code,
    ).toBe(4003)
    expect(
      (await post('/order/creatTbProductOrder', null, { productId: 2, tbProductDetail: [2] })).code,
    ).toBe(401)
  })
})

describe('payment notifications', () => {
  it('marks the entry paid once: the student becomes 3003, a replay changes nothing', async () => {
    const s = await buildStudent()
    const r = await post('/order/creatTbProductOrder', s.token, {
      productId: 1,
      tbProductDetail: [1],
      addressId: s.addressId,
    })
    expect((await get('/stu/home', s.token)).data.enrolmentStatus).toBe(3002)
    const sandbox = server.services.payments.sandbox
    if (!sandbox) throw new Error('no sandbox')
    const { headers, body } = sandbox.signedNotification({
      orderNo: r.data.orderNo,
      amount: 58000,
      transactionId: 'T1',
      success: true,
    })
    const first = await sendNotification(headers, body)
    expect(first).toMatchObject({ status: 200, body: { code: 'SUCCESS', message: 'paid' } })
    const paidAt = (await orderRow(r.data.orderNo))?.paidAt
    const replay = await sendNotification(headers, body)
    expect(replay).toMatchObject({ status: 200, body: { message: 'replay' } })
    expect((await orderRow(r.data.orderNo))?.paidAt).toEqual(paidAt)
    expect(
      (await post('/order/getTbProductOrderIsFinish', s.token, { orderNo: r.data.orderNo })).data,
    ).toEqual({ isFinish: true, status: 'paid' })
    expect((await get('/stu/home', s.token)).data.enrolmentStatus).toBe(3003)
    // Paid already: a second entry is refused.
    const twice = await post('/order/creatTbProductOrder', s.token, {
      productId: 1,
      tbProductDetail: [1],
      addressId: s.addressId,
    })
    expect(twice.code).toBe(4009)
  })

  it('enrols a paid entrant in the season’s semi-finals, those made before and after paying', async () => {
    const s = await buildStudent()
    const before = await buildExam(server.db)
    const r = await post('/order/creatTbProductOrder', s.token, {
      productId: 1,
      tbProductDetail: [1],
      addressId: s.addressId,
    })
    const progress = (quizId: number) => get('/formMatch/getProgress', s.token, { quizId })
    expect((await progress(before.exam.id)).code).toBe(4003)
    await notify(r.data.orderNo, 58000)
    expect((await progress(before.exam.id)).data).toMatchObject({ quizId: before.exam.id, phase: 'lobby' })
    const committee = await buildSignedInUser(server.db, 'committee')
    const made = await post('/admin/exams', committee.token, {
      name: '第三季复赛 B 场',
      season: 3,
      raceSchedule: 2,
      activityType: 1,
      formExplain: '说明',
      questionExplain: 'Instructions',
      secondsPerQuestion: 30,
    })
    expect(made.code).toBe(200)
    const enrolled = await server.db
      .select()
      .from(examStudents)
      .where(and(eq(examStudents.examId, made.data.id), eq(examStudents.userId, s.user.id)))
    expect(enrolled).toHaveLength(1)
  })

  it('refuses a wrong signature and a wrong amount, leaving the order unpaid', async () => {
    const s = await buildStudent()
    const r = await post('/order/creatTbProductOrder', s.token, { productId: 2, tbProductDetail: [2] })
    const forged = await notify(r.data.orderNo, 9900, (h) => {
      h['x-sandbox-signature'] = 'f'.repeat(64)
    })
    expect(forged.status).toBe(401)
    const wrongAmount = await notify(r.data.orderNo, 1)
    expect(wrongAmount).toMatchObject({ status: 400, body: { code: 'FAIL' } })
    expect((await orderRow(r.data.orderNo))?.status).toBe('unpaid')
    expect(
      (await post('/order/getTbProductOrderIsFinish', s.token, { orderNo: r.data.orderNo })).data.isFinish,
    ).toBe(false)
  })

  it('pays a fun-learning order once when two payments arrive together, and opens the papers', async () => {
    const s = await buildStudent()
    const [level] = await server.db.select().from(practiceLevels).where(eq(practiceLevels.productId, 3))
    if (!level) throw new Error('no level')
    const info = await get('/product/getAppletsProductInfo', null, { productId: 3 })
    const detailId = info.data.productDetails[0].id
    const r = await post('/order/creatTbProductOrder', s.token, { productId: 3, tbProductDetail: [detailId] })
    const both = await Promise.all([notify(r.data.orderNo, 3900), notify(r.data.orderNo, 3900)])
    expect(both.map((b) => b.body.message).sort()).toEqual(['ignored', 'paid'])
    const bought = await server.db
      .select()
      .from(practicePurchases)
      .where(and(eq(practicePurchases.userId, s.user.id), eq(practicePurchases.levelId, level.id)))
    expect(bought).toHaveLength(1)
    const other = await buildStudent()
    expect(
      (await post('/order/getTbProductOrderIsFinish', other.token, { orderNo: r.data.orderNo })).code,
    ).toBe(4004)
  })
})

let schoolSeq = 0
async function buildSchoolWithSignUp() {
  const user = await buildUser(server.db, 'schoolTeacher')
  const [school] = await server.db
    .insert(schools)
    .values({
      schoolName: `订单学校${++schoolSeq}`,
      schoolType: 0,
      schoolLevel: '1,2,3',
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110108',
      province: '北京市',
      city: '市辖区',
      area: '海淀区',
      approved: true,
    })
    .returning()
  if (!school) throw new Error('no school')
  await server.db.insert(userSchools).values({ userId: user.id, schoolId: school.id })
  const [enrollment] = await server.db
    .insert(schoolEnrollments)
    .values({
      schoolId: school.id,
      userId: user.id,
      season: 3,
      expectedTime: new Date(Date.now() + 86_400_000),
      gradeStr: '1',
      classStr: 1,
      gradeList: [],
      examNum: 30,
      teacherName: '王老师',
      phone: '13800002222',
    })
    .returning()
  return {
    user,
    school,
    token: await startSession(server.db, user.id),
    enrollmentId: enrollment?.id as number,
  }
}

describe('the school sign-up order and the sandbox page', () => {
  it('pays the sign-up through the sandbox page and marks it 3003', async () => {
    const s = await buildSchoolWithSignUp()
    const r = await post('/order/creatTbProductOrder', s.token, {
      productId: 8,
      tbProductDetail: [8],
      enrollmentId: s.enrollmentId,
    })
    expect(r.data.productPrice).toBe(1000)
    const page = await fetch(r.data.qcPicCode)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('¥ 1000.00')
    const url = new URL(r.data.qcPicCode)
    const badSig = await fetch(new URL(`${url.pathname}?sig=nope`, server.url))
    expect(badSig.status).toBe(404)
    const confirm = await fetch(new URL(`${url.pathname}/confirm`, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `sig=${url.searchParams.get('sig')}`,
    })
    expect(await confirm.text()).toContain('支付成功')
    expect((await get('/enrollment/getIsSchoolPerson', s.token)).data.orderState).toBe(3003)
    const again = await post('/order/creatTbProductOrder', s.token, {
      productId: 8,
      tbProductDetail: [8],
      enrollmentId: s.enrollmentId,
    })
    expect(again.msg).toBe('该订单已支付，无需重复支付')
  })

  it('refuses another school’s sign-up and a missing one', async () => {
    const mine = await buildSchoolWithSignUp()
    const theirs = await buildSchoolWithSignUp()
    const r = await post('/order/creatTbProductOrder', mine.token, {
      productId: 8,
      tbProductDetail: [8],
      enrollmentId: theirs.enrollmentId,
    })
    expect(r.code).toBe(4003)
    const missing = await post('/order/creatTbProductOrder', mine.token, {
      productId: 8,
      tbProductDetail: [8],
    })
    expect(missing.msg).toBe('缺少报名信息')
  })
})

describe('the expiry job', () => {
  it('cancels unpaid orders past 7 days once, frees their coupon, and leaves paid ones', async () => {
    const s = await buildStudent()
    const couponId = await giveCoupon(s.user.id, 10)
    const old = await post('/order/creatTbProductOrder', s.token, {
      productId: 2,
      tbProductDetail: [2],
      couponId,
    })
    const fresh = await post('/order/creatTbProductOrder', s.token, { productId: 4, tbProductDetail: [32] })
    const paid = await post('/order/creatTbProductOrder', s.token, { productId: 5, tbProductDetail: [33] })
    await notify(paid.data.orderNo, 3900)
    const past = new Date(Date.now() - 1000)
    await server.db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNo, old.data.orderNo))
    await server.db.update(orders).set({ expiresAt: past }).where(eq(orders.orderNo, paid.data.orderNo))
    const counts = await Promise.all([expireOrders(server.db), expireOrders(server.db)])
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect((await orderRow(old.data.orderNo))?.status).toBe('cancelled')
    expect((await orderRow(fresh.data.orderNo))?.status).toBe('unpaid')
    expect((await orderRow(paid.data.orderNo))?.status).toBe('paid')
    const [coupon] = await server.db.select().from(coupons).where(eq(coupons.id, couponId))
    expect(coupon).toMatchObject({ status: 0, orderId: null })
    // A payment arriving for the cancelled order pays nothing.
    expect((await notify(old.data.orderNo, 8900)).body.message).toBe('ignored')
  })
})
