import { REFUND_STATUS } from '@spell/shared/api/orders/my-orders'
import { chinaDayNumber } from '@spell/shared/time/china-time'
import { and, eq, isNotNull, lt, or } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { coupons, examStudents, exams, orders, products, refundRequests } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { PaymentRefundRefusedError } from '../../providers/payment'
import { paymentProvider } from '../../providers/payment-services'
import { invoiceAfterRefund } from './invoices.service'
import { orderKind } from './order-kinds'
import type { OrderItem } from './order-pricing'

/** A refund may be asked within 15 calendar days (inclusive, China time) of paying. */
const REFUND_DAYS = 15

type OrderRow = typeof orders.$inferSelect
type ProductRow = typeof products.$inferSelect

/** The seasons in which the student took part in an exam (confirmed or submitted), in one query. */
export async function participatedSeasons(db: Db, userId: number) {
  const rows = await db
    .selectDistinct({ season: exams.season })
    .from(examStudents)
    .innerJoin(exams, eq(exams.id, examStudents.examId))
    .where(
      and(
        eq(examStudents.userId, userId),
        or(isNotNull(examStudents.confirmedAt), isNotNull(examStudents.submittedAt)),
      ),
    )
  return new Set(rows.map((r) => r.season))
}

/**
 * Why no refund may be asked for this order now, or null when it may, given whether its holder took
 * part in an exam of the order's season.
 */
export function refusalOf(order: OrderRow, product: ProductRow, participated: boolean, now = new Date()) {
  if (order.status !== 'paid' || !order.paidAt) return 'refund.notPaid'
  if (!product.refundable) return 'refund.notRefundable'
  // Counted on China's calendar, so "15 days inclusive" counts the payer's dates.
  if (chinaDayNumber(now) - chinaDayNumber(order.paidAt) > REFUND_DAYS) return 'refund.tooLate'
  if (participated) return 'refund.participated'
  return null
}

/** Why no refund may be asked for this order now, or null when it may. */
async function refundRefusal(db: Db, order: OrderRow, product: ProductRow, now = new Date()) {
  const before = refusalOf(order, product, false, now)
  if (before) return before
  return refusalOf(order, product, (await participatedSeasons(db, order.userId)).has(order.season), now)
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

/** An approval that neither finished nor gave up (a crash) may be taken over after this long. */
const STALE_CLAIM_MS = 10 * 60_000

type Decider = Pick<AppServices, 'db' | 'payments' | 'logger'>

/** Why a decision on this request cannot be made now: already decided, or being processed. */
async function notPending(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({ status: refundRequests.status })
    .from(refundRequests)
    .where(eq(refundRequests.id, id))
  return new AppError(
    'conflict',
    row?.status === REFUND_STATUS.processing ? 'refund.processing' : 'refund.notPending',
  )
}

/**
 * The committee's decision. Approving first claims the request (pending → processing, one
 * conditional update only one caller can win), then returns the money through the provider, then
 * marks the order refunded and voids its coupon. Rejecting wins only over a pending request and puts
 * the order back to paid with the reason shown. So an approval racing a rejection, or two approvals,
 * cannot both act, and the provider is asked once.
 */
export async function decideRefund(
  services: Decider,
  committeeId: number,
  input: { id: number; approve: boolean; rejectReason?: string },
) {
  const [row] = await services.db
    .select({ refund: refundRequests, order: orders })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .where(eq(refundRequests.id, input.id))
  if (!row) throw new AppError('notFound')
  if (input.approve) await approveRefund(services, committeeId, row)
  else await rejectRefund(services.db, committeeId, row.refund.id, input.rejectReason ?? '')
}

async function rejectRefund(db: Db, committeeId: number, id: number, rejectReason: string) {
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(refundRequests)
      .set({
        status: REFUND_STATUS.rejected,
        rejectReason,
        decidedBy: committeeId,
        decidedAt: new Date(),
      })
      .where(and(eq(refundRequests.id, id), eq(refundRequests.status, REFUND_STATUS.pending)))
      .returning()
    if (!decided) throw await notPending(tx, id)
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid' })
      .where(and(eq(orders.id, decided.orderId), eq(orders.status, 'refunding')))
      .returning({ id: orders.id })
    if (!order) throw new AppError('conflict', 'refund.notPending')
  })
}

type RefundRow = { refund: typeof refundRequests.$inferSelect; order: OrderRow }

async function approveRefund(
  { db, payments, logger }: Decider,
  committeeId: number,
  { refund, order }: RefundRow,
) {
  const now = new Date()
  // The claim, committed before the provider is called.
  const [claimed] = await db
    .update(refundRequests)
    .set({ status: REFUND_STATUS.processing, decidedBy: committeeId, decidedAt: now })
    .where(
      and(
        eq(refundRequests.id, refund.id),
        or(
          eq(refundRequests.status, REFUND_STATUS.pending),
          and(
            eq(refundRequests.status, REFUND_STATUS.processing),
            lt(refundRequests.decidedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning({ id: refundRequests.id })
  if (!claimed) throw await notPending(db, refund.id)

  try {
    // The same refund number on a retry: the provider makes one refund of it.
    await paymentProvider(payments, order.provider).refund({
      orderNo: order.orderNo,
      refundNo: `R${order.orderNo}`,
      amount: refund.refundAmount,
      total: order.paymentAmount,
    })
  } catch (error) {
    if (!(error instanceof PaymentRefundRefusedError)) {
      // The provider may have accepted it: the claim stays, and an approval after STALE_CLAIM_MS
      // asks again with the same refund number, which settles it either way.
      logger.error({ err: error, orderNo: order.orderNo }, 'refund outcome unknown')
      throw new AppError('unavailable', 'refund.providerUnconfirmed')
    }
    // Nothing was returned: the request is pending again (the order stays refunding, as it was),
    // with the provider's reason for the committee.
    const reason = error.reason.slice(0, 300)
    await db
      .update(refundRequests)
      .set({
        status: REFUND_STATUS.pending,
        decidedBy: null,
        decidedAt: null,
        providerRefusal: reason,
        providerRefusedAt: new Date(),
      })
      .where(and(eq(refundRequests.id, refund.id), eq(refundRequests.status, REFUND_STATUS.processing)))
    throw new AppError('conflict', 'refund.providerRefused', { params: { reason } })
  }

  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(refundRequests)
      .set({ status: REFUND_STATUS.approved, rejectReason: null, decidedAt: new Date() })
      .where(and(eq(refundRequests.id, refund.id), eq(refundRequests.status, REFUND_STATUS.processing)))
      .returning()
    if (!decided) throw new AppError('conflict', 'refund.notPending')
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded' })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'refunding')))
      .returning()
    if (!refunded) throw new AppError('conflict', 'refund.notPending')
    if (refunded.couponId)
      await tx.update(coupons).set({ status: 2 }).where(eq(coupons.id, refunded.couponId))
    await orderKind(refunded.kind)?.onRefunded?.(tx, refunded)
    await invoiceAfterRefund(tx, refunded.id)
  })
}
