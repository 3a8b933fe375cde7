import { eq } from 'drizzle-orm'
import { coupons, orders, userAddresses } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, type TestServer } from '../../test-support/test-server'

/** What the order tests share: calls in a language, a student with an address, coupons, payment notifications. */
export function ordersFixtures(serverOf: () => TestServer) {
  const get = (path: string, token: string | null, input: Record<string, unknown> = {}, lang = 'zh-CN') =>
    call(serverOf(), 'GET', path, input, {
      ...(token ? { authorization: token } : {}),
      'accept-language': lang,
    })
  const post = (path: string, token: string | null, input: Record<string, unknown> = {}, lang = 'zh-CN') =>
    call(serverOf(), 'POST', path, input, {
      ...(token ? { authorization: token } : {}),
      'accept-language': lang,
    })

  /** A student with a session and a mailing address (the entry's gift pack is mailed). */
  async function buildStudent() {
    const { user, token } = await buildSignedInUser(serverOf().db, 'student')
    const [address] = await serverOf()
      .db.insert(userAddresses)
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
    const [coupon] = await serverOf()
      .db.insert(coupons)
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
    const sandbox = serverOf().services.payments.sandbox
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
    const response = await fetch(new URL('/api/pay/notify/sandbox', serverOf().url), {
      method: 'POST',
      headers,
      body,
    })
    return { status: response.status, body: (await response.json()) as { code: string; message: string } }
  }

  const orderRow = async (orderNo: string) =>
    (await serverOf().db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]

  return { get, post, buildStudent, giveCoupon, notify, sendNotification, orderRow }
}
