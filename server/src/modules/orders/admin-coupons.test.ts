import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, userAddresses } from '../../db/schema'
import { buildSignedInUser, buildUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string

beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

const as = (token: string, lang = 'zh-CN') => ({ authorization: token, 'accept-language': lang })
const issue = (accounts: unknown[], extra: Record<string, unknown> = {}) =>
  call(
    server,
    'POST',
    '/admin/coupons/issue',
    { accounts, couponName: '立减20元', couponNameEn: '20 off', discountAmount: 20, ...extra },
    as(committee),
  )
const list = (input: Record<string, unknown>, lang?: string) =>
  call(server, 'GET', '/admin/coupons/list', input, as(committee, lang))
const revoke = (id: number, lang?: string) =>
  call(server, 'POST', '/admin/coupons/revoke', { id }, as(committee, lang))
const couponsOf = async (userId: number) =>
  server.db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(coupons.id)

describe('the committee issues, lists and revokes coupons', () => {
  it('issues coupons by phone, names unknown accounts, and the student sees the coupon', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    const r = await issue([user.phone, '13999999999'], { productId: 2 })
    expect(r.data).toEqual({ issued: 1, unknown: ['13999999999'] })
    const mine = await call(server, 'GET', '/coupon/queryTbUserCouponOrderPage', { productId: 2 }, as(token))
    expect(mine.data.list).toMatchObject([{ couponName: '立减20元', discountAmount: 20 }])
    const other = await call(server, 'GET', '/coupon/queryTbUserCouponOrderPage', { productId: 1 }, as(token))
    expect(other.data.list).toEqual([])
    const bad = await call(
      server,
      'POST',
      '/admin/coupons/issue',
      { accounts: [], couponName: '', couponNameEn: 'x', discountAmount: 0 },
      as(committee),
    )
    expect(bad.code).toBe(4000)
    expect((await issue([user.phone], { expiresOn: '31/12/2026' })).msg).toBe('有效期格式应为 yyyy-MM-dd')
    expect(
      (await call(server, 'POST', '/admin/coupons/issue', { accounts: [user.phone] }, as(token))).code,
    ).toBe(4003)
    expect((await call(server, 'GET', '/admin/coupons/list', {}, as(token))).code).toBe(4003)
  })

  it('lists coupons by holder and by state: unused, held, used, expired, revoked', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    await buildUser(server.db, 'student', { userName: '别的同学' })
    await issue([user.phone])
    await issue([user.phone])
    await issue([user.phone])
    await issue([user.phone])
    await issue([user.phone], { expiresOn: '2020-01-31' })
    const [held, used, revoked, unused, expired] = await couponsOf(user.id)
    if (!held || !used || !revoked || !unused || !expired) throw new Error('five coupons expected')
    const order = async (couponId: number) =>
      call(
        server,
        'POST',
        '/order/creatTbProductOrder',
        { productId: 2, tbProductDetail: [2], couponId },
        as(token),
      )
    const paidOrder = await order(used.id)
    const sandbox = server.services.payments.sandbox
    if (!sandbox) throw new Error('sandbox expected')
    const notice = sandbox.signedNotification({
      orderNo: paidOrder.data.orderNo,
      amount: 7900,
      transactionId: 'T-used',
      success: true,
    })
    await fetch(new URL('/api/pay/notify/sandbox', server.url), { method: 'POST', ...notice })
    const heldOrder = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 1, tbProductDetail: [1], couponId: held.id, addressId: await addressOf(user.id) },
      as(token),
    )
    expect(heldOrder.code).toBe(200)
    expect((await revoke(revoked.id)).code).toBe(200)

    const states = async (state: string) =>
      (await list({ keyword: user.phone, state })).data.list.map((c: { id: number }) => c.id)
    expect(await states('unused')).toEqual([unused.id])
    expect(await states('held')).toEqual([held.id])
    expect(await states('used')).toEqual([used.id])
    expect(await states('expired')).toEqual([expired.id])
    expect(await states('revoked')).toEqual([revoked.id])
    const all = await list({ keyword: user.userName }, 'en')
    expect(all.data.total).toBe(5)
    expect(all.data.list.find((c: { id: number }) => c.id === held.id)).toMatchObject({
      couponName: '20 off',
      state: 'held',
      orderNo: heldOrder.data.orderNo,
      phone: user.phone,
    })
  })

  it('revokes only an unused coupon; held or used coupons are refused with a clear message', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    await issue([user.phone])
    await issue([user.phone])
    const [first, second] = await couponsOf(user.id)
    if (!first || !second) throw new Error('two coupons expected')
    const held = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2], couponId: first.id },
      as(token),
    )
    expect(held.code).toBe(200)
    const refused = await revoke(first.id, 'en')
    expect(refused.code).toBe(4009)
    expect(refused.msg).toBe(
      'An unpaid order holds this coupon; it can be revoked once that order is cancelled',
    )
    expect((await couponsOf(user.id))[0]?.status).toBe(1)
    // Once the order is cancelled, the coupon is free and can be revoked.
    await call(server, 'POST', '/order/cancelOrder', { orderNo: held.data.orderNo }, as(token))
    expect((await revoke(first.id)).code).toBe(200)
    expect((await revoke(first.id)).msg).toBe('该优惠券已作废')
    await server.db.update(coupons).set({ status: 2 }).where(eq(coupons.id, second.id))
    expect((await revoke(second.id)).msg).toBe('该优惠券已使用，不能作废')
    expect((await revoke(999999)).msg).toBe('优惠券不存在')
  })

  it('a revoked coupon is no longer offered to the student and cannot be applied', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    await issue([user.phone])
    const [coupon] = await couponsOf(user.id)
    if (!coupon) throw new Error('coupon expected')
    const offered = async () =>
      (await call(server, 'GET', '/coupon/queryTbUserCouponOrderPage', { productId: 2 }, as(token))).data.list
    expect(await offered()).toHaveLength(1)
    await revoke(coupon.id)
    expect(await offered()).toEqual([])
    const refused = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2], couponId: coupon.id },
      as(token, 'en'),
    )
    expect(refused.code).toBe(4000)
    expect(refused.msg).toBe('This coupon was revoked and cannot be used')
    expect((await couponsOf(user.id))[0]).toMatchObject({ status: 3, orderId: null })
  })
})

async function addressOf(userId: number) {
  const [address] = await server.db
    .insert(userAddresses)
    .values({
      userId,
      receiptName: '张三',
      receiptPhone: '13800001111',
      provinceCode: '110000',
      cityCode: '110100',
      receiptAddress: '海淀区学院路 1 号',
      isDefault: true,
    })
    .returning()
  return address?.id
}
