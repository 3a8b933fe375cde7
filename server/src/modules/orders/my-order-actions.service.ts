import type { PayWith } from '@spell/shared/api/orders/create-order'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { orders, products } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { toYuan } from './order-pricing'
import { releaseCoupons } from './orders.service'
import { openPayment } from './payments.service'

/** The user's own order; another user's order is "not found", as if it did not exist. */
async function ownOrder(db: Db, userId: number, orderNo: string) {
  const [row] = await db
    .select({ order: orders, product: products })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.orderNo, orderNo))
  if (!row || row.order.userId !== userId) throw new AppError('notFound', 'order.notFound')
  return row
}

/**
 * The payment of an existing unpaid order again: the provider is asked for the QR content of the
 * same order number and amount (the sandbox URL is the same; WeChat Native returns the same code for
 * the same out_trade_no), so no second order exists and one payment settles it.
 */
export async function resumePayment(
  services: Pick<AppServices, 'db' | 'payments' | 'config'>,
  userId: number,
  input: { orderNo: string; payWith?: PayWith },
  lang: 'zh' | 'en',
  request: { baseUrl?: string; clientIp: string },
) {
  const { order, product } = await ownOrder(services.db, userId, input.orderNo)
  if (order.status !== 'unpaid' || order.expiresAt.getTime() <= Date.now())
    throw new AppError('conflict', 'order.notUnpaid')
  const payment = await openPayment(services, order, product.productName, {
    ...request,
    payWith: input.payWith,
  })
  return {
    orderNo: order.orderNo,
    productName: lang === 'en' ? product.productNameEn : product.productName,
    productPrice: toYuan(order.paymentAmount),
    amount: order.paymentAmount,
    qcPicCode: payment.qrContent,
    expiresAt: order.expiresAt.getTime(),
    provider: payment.provider,
    redirectUrl: payment.redirectUrl,
  }
}

/**
 * Cancels the user's unpaid order, or one awaiting its bank transfer (conditional on it still being
 * so), and frees its coupon.
 */
export async function cancelOwnOrder(db: Db, userId: number, orderNo: string) {
  const { order } = await ownOrder(db, userId, orderNo)
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['unpaid', 'awaitingTransfer'])))
      .returning({ id: orders.id })
    if (!cancelled) throw new AppError('conflict', 'order.cannotCancel')
    await releaseCoupons(tx, [cancelled.id])
  })
}
