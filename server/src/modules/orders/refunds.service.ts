import { REFUND_STATUS } from '@spell/shared/api/orders/my-orders'
import { and, eq, isNotNull, or } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { coupons, examStudents, exams, orders, products, refundRequests } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { orderKind } from './order-kinds'
import type { OrderItem } from './order-pricing'

/** Spec 002: a refund may be asked within 15 days (inclusive) of paying. */
export const REFUND_DAYS = 15
const DAY_MS = 86_400_000
/** Calendar day number in China time (UTC+8), so "15 days inclusive" counts the payer's dates. */
const chinaDay = (at: Date) => Math.floor((at.getTime() + 8 * 3600_000) / DAY_MS)

type OrderRow = typeof orders.$inferSelect
type ProductRow = typeof products.$inferSelect

/** Whether the student took part in an exam of the season (confirmed or submitted). */
async function hasParticipated(db: Db, userId: number, season: number) {
  const [row] = await db
    .select({ examId: examStudents.examId })
    .from(examStudents)
    .innerJoin(exams, eq(exams.id, examStudents.examId))
    .where(
      and(
        eq(examStudents.userId, userId),
        eq(exams.season, season),
        or(isNotNull(examStudents.confirmedAt), isNotNull(examStudents.submittedAt)),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** Why no refund may be asked for this order now, or null when it may. */
export async function refundRefusal(db: Db, order: OrderRow, product: ProductRow, now = new Date()) {
  if (order.status !== 'paid' || !order.paidAt) return 'refund.notPaid'
  if (!product.refundable) return 'refund.notRefundable'
  if (chinaDay(now) - chinaDay(order.paidAt) > REFUND_DAYS) return 'refund.tooLate'
  if (await hasParticipated(db, order.userId, order.season)) return 'refund.participated'
  return null
}

export async function requestRefund(
  db: Db,
  userId: number,
  orderNo: string,
  reason: string,
  now = new Date(),
) {
  const [row] = await db
    .select({ order: orders, product: products })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.orderNo, orderNo))
  if (!row || row.order.userId !== userId) throw new AppError('notFound', 'order.notFound')
  const [earlier] = await db.select().from(refundRequests).where(eq(refundRequests.orderId, row.order.id))
  if (earlier) throw new AppError('conflict', 'refund.exists')
  const refusal = await refundRefusal(db, row.order, row.product, now)
  if (refusal) throw new AppError('conflict', refusal)
  // Everything but the platform fee is refunded, and not the lexicon or practice items of a bundle.
  const kept = (row.order.items as OrderItem[])
    .filter((item) => item.grants === 'lexicon' || item.grants?.startsWith('practice'))
    .reduce((sum, item) => sum + item.price, 0)
  const refundAmount = Math.max(0, row.order.paymentAmount - row.product.platformFee - kept)
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ status: 'refunding' })
      .where(and(eq(orders.id, row.order.id), eq(orders.status, 'paid')))
      .returning({ id: orders.id })
    if (!moved) throw new AppError('conflict', 'refund.notPaid')
    await tx.insert(refundRequests).values({ orderId: row.order.id, userId, reason, refundAmount })
  })
  return refundAmount
}

/**
 * The committee's decision. Approving returns the money through the provider, marks the order
 * refunded and voids its coupon; rejecting puts the order back to paid with the reason shown.
 */
export async function decideRefund(
  { db, payments }: Pick<AppServices, 'db' | 'payments'>,
  committeeId: number,
  input: { id: number; approve: boolean; rejectReason?: string },
) {
  const [row] = await db
    .select({ refund: refundRequests, order: orders })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .where(eq(refundRequests.id, input.id))
  if (!row) throw new AppError('notFound')
  if (row.refund.status !== REFUND_STATUS.pending) throw new AppError('conflict', 'refund.notPending')
  if (input.approve)
    await payments.provider.refund({
      orderNo: row.order.orderNo,
      refundNo: `R${row.order.orderNo}`,
      amount: row.refund.refundAmount,
      total: row.order.paymentAmount,
    })
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(refundRequests)
      .set({
        status: input.approve ? REFUND_STATUS.approved : REFUND_STATUS.rejected,
        rejectReason: input.approve ? null : (input.rejectReason ?? ''),
        decidedBy: committeeId,
        decidedAt: new Date(),
      })
      .where(and(eq(refundRequests.id, input.id), eq(refundRequests.status, REFUND_STATUS.pending)))
      .returning()
    if (!decided) throw new AppError('conflict', 'refund.notPending')
    const [order] = await tx
      .update(orders)
      .set({ status: input.approve ? 'refunded' : 'paid' })
      .where(and(eq(orders.id, row.order.id), eq(orders.status, 'refunding')))
      .returning()
    if (!order) throw new AppError('conflict', 'refund.notPending')
    if (input.approve) {
      if (order.couponId) await tx.update(coupons).set({ status: 2 }).where(eq(coupons.id, order.couponId))
      await orderKind(order.kind)?.onRefunded?.(tx, order)
    }
  })
}
