import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, products } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string

beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

const as = (token: string, lang = 'zh-CN') => ({ authorization: token, 'accept-language': lang })
const admin = (path: string, input: Record<string, unknown>, lang?: string) =>
  call(server, path === 'list' ? 'GET' : 'POST', `/admin/products/${path}`, input, as(committee, lang))

/** What the sandbox sends when the payer confirms: a signed notification of the amount paid. */
async function payInSandbox(orderNo: string, amount: number) {
  const sandbox = server.services.payments.sandbox
  if (!sandbox) throw new Error('sandbox provider expected')
  const { headers, body } = sandbox.signedNotification({
    orderNo,
    amount,
    transactionId: `T-${orderNo}`,
    success: true,
  })
  const response = await fetch(new URL('/api/pay/notify/sandbox', server.url), {
    method: 'POST',
    headers,
    body,
  })
  return response.status
}

const newProduct = {
  season: 3,
  productName: '冬令营报名',
  productNameEn: 'Winter camp entry',
  category: 4,
  subCategory: 1,
  subTypeCategory: 1,
  refundable: true,
  platformFee: 10,
  details: [
    {
      tproductName: '冬令营（三天）',
      tproductNameEn: 'Winter camp (three days)',
      description: '含午餐',
      descriptionEn: 'Lunch included',
      price: 300,
      handType: 1,
      grants: 'gift',
    },
  ],
}

describe('the committee manages products', () => {
  it('lists a season with details, creates and edits a product, and students can buy it', async () => {
    const season = await admin('list', { season: 3 })
    const entry = season.data.find((p: { id: number }) => p.id === 1)
    expect(entry).toMatchObject({
      productName: '个人赛参赛报名',
      productNameEn: 'Individual contest entry',
      active: true,
      platformFee: 30,
      details: [{ id: 1, price: 580, handType: 2, grants: 'entry' }],
    })

    const created = await admin('save', newProduct)
    expect(created.code).toBe(200)
    const id = created.data.id
    expect(id).toBeGreaterThan(18)
    const student = await buildSignedInUser(server.db, 'student')
    const info = await call(
      server,
      'GET',
      '/product/getAppletsProductInfo',
      { productId: id },
      as(student.token, 'en'),
    )
    expect(info.data).toMatchObject({
      onSale: true,
      tbProduct: { productName: 'Winter camp entry' },
      productDetails: [{ tproductName: 'Winter camp (three days)', price: 300 }],
    })

    const listed = (await admin('list', { season: 3 })).data.find((p: { id: number }) => p.id === id)
    const detailId = listed.details[0].id
    const edited = await admin('save', {
      ...newProduct,
      id,
      productNameEn: 'Winter camp',
      details: [
        { ...newProduct.details[0], id: detailId, price: 280 },
        {
          tproductName: '冬令营（五天）',
          tproductNameEn: 'Winter camp (five days)',
          price: 450,
          handType: 2,
        },
      ],
    })
    expect(edited.code).toBe(200)
    const after = (await admin('list', { season: 3 })).data.find((p: { id: number }) => p.id === id)
    expect(after.productNameEn).toBe('Winter camp')
    expect(after.details.map((d: { price: number }) => d.price)).toEqual([280, 450])
    expect(after.details[0].id).toBe(detailId)
    // Leaving an item out removes it.
    await admin('save', { ...newProduct, id, details: [{ ...newProduct.details[0], id: detailId }] })
    const trimmed = (await admin('list', { season: 3 })).data.find((p: { id: number }) => p.id === id)
    expect(trimmed.details).toHaveLength(1)
  })

  it('two products saved at the same moment both get ids of their own', async () => {
    const [a, b] = await Promise.all([
      admin('save', { ...newProduct, productName: '同时甲', productNameEn: 'At once A' }),
      admin('save', { ...newProduct, productName: '同时乙', productNameEn: 'At once B' }),
    ])
    expect([a.code, b.code]).toEqual([200, 200])
    expect(a.data.id).not.toBe(b.data.id)
  })

  it('refuses bad products with a message naming the problem, changing nothing', async () => {
    const before = await server.db.select().from(products)
    const zero = await admin(
      'save',
      { ...newProduct, details: [{ ...newProduct.details[0], price: 0 }] },
      'en',
    )
    expect(zero.code).toBe(4000)
    expect(zero.msg).toBe('Enter a price between 0.01 and 100000')
    const noName = await admin('save', { ...newProduct, productNameEn: ' ' })
    expect(noName.msg).toBe('请填写商品与规格的中英文名称')
    const noItems = await admin('save', { ...newProduct, details: [] })
    expect(noItems.msg).toBe('商品至少需要一个规格')
    const badExtra = await admin('save', { ...newProduct, bundle: false, extraProductId: 18 })
    expect(badExtra.msg).toBe('附加商品须为同一赛季的其他商品，且只有套餐可以设置')
    const otherItem = await admin('save', {
      ...newProduct,
      id: 2,
      details: [{ ...newProduct.details[0], id: 1 }],
    })
    expect(otherItem.msg).toBe('规格不属于该商品')
    const moved = await admin('save', { ...newProduct, id: 2, season: 2 })
    expect(moved.code).toBe(4000)
    expect(await server.db.select().from(products)).toEqual(before)
    const student = await buildSignedInUser(server.db, 'student')
    const forbidden = await call(server, 'POST', '/admin/products/save', newProduct, as(student.token))
    expect(forbidden.code).toBe(4003)
    expect((await call(server, 'GET', '/admin/products/list', { season: 3 }, {})).code).toBe(401)
  })

  it('changing a price applies to new orders only; an existing order keeps and is paid its amount', async () => {
    const s = await buildSignedInUser(server.db, 'student')
    const first = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2] },
      as(s.token),
    )
    expect(first.data.productPrice).toBe(99)
    const font = (await admin('list', { season: 3 })).data.find((p: { id: number }) => p.id === 2)
    const { id: _, active: __, ...fields } = font
    await admin('save', {
      ...fields,
      id: 2,
      details: font.details.map((d: { id: number; price: number }) => ({
        ...d,
        price: d.id === 2 ? 120 : d.price,
      })),
    })
    const [kept] = await server.db.select().from(orders).where(eq(orders.orderNo, first.data.orderNo))
    expect(kept).toMatchObject({ totalAmount: 9900, paymentAmount: 9900, status: 'unpaid' })
    const mine = await call(server, 'GET', '/order/getMyOrders', {}, as(s.token))
    expect(mine.data[0]).toMatchObject({
      orderNo: first.data.orderNo,
      paymentAmount: 99,
      items: [{ price: 99 }],
    })
    const resumed = await call(
      server,
      'POST',
      '/order/resumePayment',
      { orderNo: first.data.orderNo },
      as(s.token),
    )
    expect(resumed.data.productPrice).toBe(99)
    // The payer pays the order's own 99 yuan, and the provider's notice of that amount settles it.
    expect(await payInSandbox(first.data.orderNo, 9900)).toBe(200)
    const [paid] = await server.db.select().from(orders).where(eq(orders.orderNo, first.data.orderNo))
    expect(paid).toMatchObject({ status: 'paid', paymentAmount: 9900 })
    const other = await buildSignedInUser(server.db, 'student')
    const second = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2] },
      as(other.token),
    )
    expect(second.data.productPrice).toBe(120)
  })

  it('an off-sale product cannot be ordered, and the product page says so', async () => {
    const s = await buildSignedInUser(server.db, 'student')
    expect((await admin('onSale', { id: 2, active: false })).code).toBe(200)
    const refused = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2] },
      as(s.token, 'en'),
    )
    expect(refused.code).toBe(4009)
    expect(refused.msg).toBe('This product is off sale and cannot be ordered now')
    const zh = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2] },
      as(s.token),
    )
    expect(zh.msg).toBe('该商品已下架，暂不能购买')
    const info = await call(server, 'GET', '/product/getAppletsProductInfo', { productId: 2 }, {})
    expect(info.data.onSale).toBe(false)
    expect((await admin('onSale', { id: 2, active: true })).code).toBe(200)
    const bought = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2] },
      as(s.token),
    )
    expect(bought.code).toBe(200)
    expect((await admin('onSale', { id: 9999, active: true })).msg).toBe('商品不存在')
  })

  it('copies a season into an empty one (off sale, extras remapped) and refuses a season that has products', async () => {
    const source = (await admin('list', { season: 3 })).data
    const copied = await admin('copySeason', { fromSeason: 3, toSeason: 2 })
    expect(copied.data).toEqual({ copied: source.length })
    const target = (await admin('list', { season: 2 })).data
    expect(target).toHaveLength(source.length)
    expect(target.every((p: { active: boolean }) => !p.active)).toBe(true)
    expect(target.map((p: { productName: string }) => p.productName)).toEqual(
      source.map((p: { productName: string }) => p.productName),
    )
    const bundle = target.find((p: { subTypeCategory: number }) => p.subTypeCategory === 5)
    const extra = target.find((p: { subTypeCategory: number }) => p.subTypeCategory === 7)
    expect(bundle.extraProductId).toBe(extra.id)
    expect(bundle.details.map((d: { price: number }) => d.price)).toEqual([580, 69])

    const again = await admin('copySeason', { fromSeason: 3, toSeason: 2 }, 'en')
    expect(again.code).toBe(4009)
    expect(again.msg).toBe('The target season already has products; edit them there instead of copying')
    expect((await admin('list', { season: 2 })).data).toHaveLength(source.length)
    expect((await admin('copySeason', { fromSeason: 3, toSeason: 3 })).msg).toBe('目标赛季须与来源赛季不同')
    expect((await admin('copySeason', { fromSeason: 3, toSeason: 42 })).msg).toBe('赛季不存在')
    expect((await admin('copySeason', { fromSeason: 1, toSeason: 2 })).code).toBe(4009)
  })
})
