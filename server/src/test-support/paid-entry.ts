import { eq } from 'drizzle-orm'
import { coupons, orders, userAddresses } from '../db/schema'
import { buildSignedInUser } from './factories'
import { call, type TestServer } from './test-server'

const DAY = 86_400_000

/** A student with a paid entry (580, coupon 50 → 530), paid `daysAgo` days ago. */
export async function paidEntry(server: TestServer, daysAgo = 0) {
  const { user, token } = await buildSignedInUser(server.db, 'student')
  const [address] = await server.db
    .insert(userAddresses)
    .values({
      userId: user.id,
      receiptName: '张三',
      receiptPhone: '13800001111',
      provinceCode: '110000',
      cityCode: '110100',
      receiptAddress: '学院路 1 号',
    })
    .returning()
  const [coupon] = await server.db
    .insert(coupons)
    .values({ userId: user.id, couponName: '立减50元', couponNameEn: '50 off', discountAmount: 5000 })
    .returning()
  const r = await call(
    server,
    'POST',
    '/order/creatTbProductOrder',
    { productId: 1, tbProductDetail: [1], addressId: address?.id, couponId: coupon?.id },
    { authorization: token },
  )
  const sandbox = server.services.payments.sandbox
  if (!sandbox) throw new Error('no sandbox')
  const { headers, body } = sandbox.signedNotification({
    orderNo: r.data.orderNo,
    amount: 53000,
    transactionId: 'T',
    success: true,
  })
  await fetch(new URL('/api/pay/notify/sandbox', server.url), { method: 'POST', headers, body })
  // Paid at noon China time `daysAgo` days ago.
  const noon = new Date(Date.now() - daysAgo * DAY)
  await server.db.update(orders).set({ paidAt: noon }).where(eq(orders.orderNo, r.data.orderNo))
  return { user, token, orderNo: r.data.orderNo as string, couponId: coupon?.id as number }
}
