import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, orders, practiceLevels } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { ordersFixtures } from './orders.fixtures'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const { get, post, buildStudent, giveCoupon, orderRow } = ordersFixtures(() => server)

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
