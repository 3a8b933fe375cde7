import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productDetails } from '../../db/schema'
import { buildSignedInUser, buildUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string

beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

const as = (token: string) => ({ authorization: token })

describe('the committee side of orders', () => {
  it('issues coupons by phone, names unknown accounts, and the student sees the coupon', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    const r = await call(
      server,
      'POST',
      '/admin/orders/coupons/issue',
      {
        accounts: [user.phone, '13999999999'],
        couponName: '立减20元',
        couponNameEn: '20 off',
        discountAmount: 20,
        productId: 2,
      },
      as(committee),
    )
    expect(r.data).toEqual({ issued: 1, unknown: ['13999999999'] })
    const mine = await call(server, 'GET', '/coupon/queryTbUserCouponOrderPage', { productId: 2 }, as(token))
    expect(mine.data.list).toMatchObject([{ couponName: '立减20元', discountAmount: 20 }])
    expect(
      (await call(server, 'GET', '/coupon/queryTbUserCouponOrderPage', { productId: 1 }, as(token))).data
        .list,
    ).toEqual([])
    const bad = await call(
      server,
      'POST',
      '/admin/orders/coupons/issue',
      { accounts: [], couponName: '', couponNameEn: 'x', discountAmount: 0 },
      as(committee),
    )
    expect(bad.code).toBe(4000)
    expect(
      (
        await call(
          server,
          'POST',
          '/admin/orders/coupons/issue',
          { accounts: [user.phone], couponName: 'a', couponNameEn: 'a', discountAmount: 1 },
          as(token),
        )
      ).code,
    ).toBe(4003)
  })

  it('changes a price for new orders, lists and exports orders with filters', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    const saved = await call(
      server,
      'POST',
      '/admin/orders/products/price',
      { detailId: 2, price: 88 },
      as(committee),
    )
    expect(saved.code).toBe(200)
    const products = await call(server, 'GET', '/admin/orders/products', { season: 3 }, as(committee))
    const font = products.data.find((p: { id: number }) => p.id === 2)
    expect(font.tbProductDetails[0].price).toBe(88)
    const order = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2] },
      as(token),
    )
    expect(order.data.productPrice).toBe(88)
    await server.db.update(productDetails).set({ price: 9900 }).where(eq(productDetails.id, 2))

    const listed = await call(
      server,
      'GET',
      '/admin/orders/list',
      { keyword: user.phone, status: 'unpaid' },
      as(committee),
    )
    expect(listed.data.total).toBe(1)
    expect(listed.data.list[0]).toMatchObject({
      orderNo: order.data.orderNo,
      paymentAmount: 88,
      status: 'unpaid',
    })
    expect(
      (
        await call(
          server,
          'GET',
          '/admin/orders/list',
          { keyword: user.phone, status: 'paid' },
          as(committee),
        )
      ).data.total,
    ).toBe(0)
    expect((await call(server, 'GET', '/admin/orders/list', {}, as(token))).code).toBe(4003)

    const csv = await fetch(new URL(`/api/admin/orders/export?keyword=${user.phone}`, server.url), {
      headers: as(committee),
    })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf')
    const text = bytes.subarray(3).toString('utf8')
    expect(text.startsWith('订单号,')).toBe(true)
    expect(text).toContain(order.data.orderNo)
    const other = await buildUser(server.db, 'student')
    expect(text).not.toContain(String(other.phone))
  })
})
