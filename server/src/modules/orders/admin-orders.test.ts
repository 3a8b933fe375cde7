import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  it('lists and exports orders with filters', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    const order = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2] },
      as(token),
    )
    expect(order.data.productPrice).toBe(99)

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
      paymentAmount: 99,
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
