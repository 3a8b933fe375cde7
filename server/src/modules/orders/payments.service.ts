import type { PaymentProviderName, PayWith } from '@spell/shared/api/orders/create-order'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db, Tx } from '../../db/database'
import { orders, paymentNotifications } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { PaymentNotice } from '../../providers/payment'
import { paymentProvider } from '../../providers/payment-services'
import { orderKind } from './order-kinds'

type OrderRow = typeof orders.$inferSelect

/** Where a phone payment sends the payer back to: the order's payment page, which asks the server. */
const returnUrlOf = (base: string, orderNo: string) =>
  new URL(`/paymentProcess?order=${encodeURIComponent(orderNo)}`, base).toString()

/**
 * Opens the payment of an unpaid order with the chosen provider and channel (the site's first
 * provider and a QR code when none is chosen), and records that provider on the order. A phone
 * channel the provider lacks falls back to its QR code, which a phone can open as a link.
 */
export async function openPayment(
  { db, payments, config }: Pick<AppServices, 'db' | 'payments' | 'config'>,
  order: OrderRow,
  description: string,
  request: { payWith: PayWith | undefined; baseUrl?: string | undefined; clientIp: string },
) {
  const chosen = request.payWith
  const found = chosen ? payments.providers.find((p) => p.name === chosen.provider) : payments.provider
  if (!found) throw new AppError('invalidInput', 'order.paymentMethodUnavailable')
  const provider = found as typeof found & { name: PaymentProviderName }
  const payChannel = chosen?.channel === 'phone' && provider.createPhonePayment ? 'phone' : 'qr'
  if (order.provider !== provider.name || order.payChannel !== payChannel)
    await db.update(orders).set({ provider: provider.name, payChannel }).where(eq(orders.id, order.id))
  const opening = {
    orderNo: order.orderNo,
    amount: order.paymentAmount,
    description,
    expiresAt: order.expiresAt,
  }
  if (chosen?.channel === 'phone' && provider.createPhonePayment) {
    // The payer comes back to the site's own address (a forged Host header must not send them elsewhere).
    const base = config.production ? config.publicUrl : (request.baseUrl ?? config.publicUrl)
    const { redirectUrl } = await provider.createPhonePayment({
      ...opening,
      returnUrl: returnUrlOf(base, order.orderNo),
      clientIp: request.clientIp,
    })
    return { provider: provider.name, qrContent: '', redirectUrl }
  }
  const { qrContent } = await provider.createQrPayment({ ...opening, baseUrl: request.baseUrl })
  return { provider: provider.name, qrContent, redirectUrl: null }
}

/** Orders asked of their provider lately: a page polling every 2 s asks the provider every 10 s at most. */
const lastQueried = new Map<string, number>()
const QUERY_EVERY_MS = 10_000

/**
 * For an unpaid order whose notification has not come: asks its provider (alipay.trade.query, the
 * WeChat Pay order query) and, when the provider's verified answer says paid, applies it exactly as
 * the notification would have been. Returns the outcome, or undefined when nothing was asked.
 */
export async function confirmByQuery(services: AppServices, order: OrderRow, now = Date.now()) {
  if (order.status !== 'unpaid') return undefined
  const provider = paymentProvider(services.payments, order.provider)
  if (!provider.queryPayment || provider.name !== order.provider) return undefined
  if (now - (lastQueried.get(order.orderNo) ?? 0) < QUERY_EVERY_MS) return undefined
  lastQueried.set(order.orderNo, now)
  for (const [orderNo, at] of lastQueried) if (now - at > QUERY_EVERY_MS) lastQueried.delete(orderNo)
  let notice: PaymentNotice | undefined
  try {
    notice = await provider.queryPayment(order.orderNo)
  } catch (error) {
    services.logger.warn({ err: error, orderNo: order.orderNo }, 'payment query failed')
    return undefined
  }
  if (!notice?.success) return undefined
  const outcome = await applyPaymentNotice(services.db, provider.name, notice)
  services.logger.info({ orderNo: order.orderNo, outcome }, 'payment confirmed by query')
  if (outcome === 'paid') await tellPayer(services, order.orderNo)
  return outcome
}

/** The paid order's confirmation, from its kind (only the notice that paid it gets here). */
export async function tellPayer(services: AppServices, orderNo: string) {
  const [order] = await services.db.select().from(orders).where(eq(orders.orderNo, orderNo))
  const afterPaid = order && orderKind(order.kind)?.afterPaid
  if (afterPaid) await afterPaid(services, order)
}

/**
 * paid: this notice paid the order. replay: the same notice came before (nothing changes).
 * ignored: the order was already paid, cancelled or the trade did not succeed. rejected: unknown
 * order or wrong amount (the provider is told it failed; the order stays as it was).
 */
export type NoticeOutcome = 'paid' | 'replay' | 'ignored' | 'rejected'

/** An order waiting for its money: unpaid, or a school's order awaiting its bank transfer. */
const PAYABLE = ['unpaid', 'awaitingTransfer']

/**
 * Applies a verified payment notice in one transaction: the notice is recorded once (its id is
 * unique), the amount is checked, the order is marked paid only if it is still unpaid, and the
 * effect of its kind runs in the same transaction. Two notices for one order (a double payment)
 * pay it once: the second finds it paid. Given a transaction (a bank transfer the committee matched,
 * provider "bank", recorded in it), it runs inside it, so both are kept or neither.
 */
export async function applyPaymentNotice(db: Db | Tx, provider: string, notice: PaymentNotice) {
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
    // A transfer chosen and then paid through a provider's page after all: that page's channel is unknown.
    const payChannel =
      provider === 'bank' ? 'transfer' : order.payChannel === 'transfer' ? null : order.payChannel
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), transactionId: notice.transactionId, provider, payChannel })
      .where(and(eq(orders.id, order.id), inArray(orders.status, PAYABLE)))
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
