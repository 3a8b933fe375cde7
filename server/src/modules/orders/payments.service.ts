import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { orders, paymentNotifications } from '../../db/schema'
import type { PaymentNotice } from '../../providers/payment'
import { orderKind } from './order-kinds'

/**
 * paid: this notice paid the order. replay: the same notice came before (nothing changes).
 * ignored: the order was already paid, cancelled or the trade did not succeed. rejected: unknown
 * order or wrong amount (the provider is told it failed; the order stays as it was).
 */
export type NoticeOutcome = 'paid' | 'replay' | 'ignored' | 'rejected'

/**
 * Applies a verified payment notice in one transaction: the notice is recorded once (its id is
 * unique), the amount is checked, the order is marked paid only if it is still unpaid, and the
 * effect of its kind runs in the same transaction. Two notices for one order (a double payment)
 * pay it once: the second finds it paid.
 */
export async function applyPaymentNotice(db: Db, provider: string, notice: PaymentNotice) {
  return db.transaction(async (tx): Promise<NoticeOutcome> => {
    const [recorded] = await tx
      .insert(paymentNotifications)
      .values({
        provider,
        eventId: notice.eventId,
        orderNo: notice.orderNo,
        amount: notice.amount,
        outcome: 'received',
      })
      .onConflictDoNothing({ target: paymentNotifications.eventId })
      .returning({ id: paymentNotifications.id })
    if (!recorded) return 'replay'
    const settle = async (outcome: string) =>
      tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, recorded.id))

    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, notice.orderNo))
    if (!order) {
      await settle('unknownOrder')
      return 'rejected'
    }
    if (!notice.success) {
      await settle('notSuccess')
      return 'ignored'
    }
    if (notice.amount !== order.paymentAmount) {
      await settle('amountMismatch')
      return 'rejected'
    }
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), transactionId: notice.transactionId })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid')))
      .returning()
    if (!paid) {
      // Paid twice (refund by hand), or paid after the order was cancelled: kept for the committee.
      await settle(order.status === 'paid' ? 'duplicatePayment' : `lateFor:${order.status}`)
      return 'ignored'
    }
    const kind = orderKind(paid.kind)
    if (!kind) throw new Error(`no order kind registered for ${paid.kind}`)
    await kind.onPaid(tx, paid)
    await settle('paid')
    return 'paid'
  })
}
