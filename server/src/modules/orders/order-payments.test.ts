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
  userSchools,
} from '../../db/schema'
import { buildExam, buildSignedInUser, buildUser } from '../../test-support/factories'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { startSession } from '../auth/sessions.service'
import { ordersFixtures } from './orders.fixtures'
import { expireOrders } from './orders.service'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const { get, post, buildStudent, giveCoupon, notify, sendNotification, orderRow } = ordersFixtures(
  () => server,
)

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
      name: '第三季复选赛 B 场',
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
