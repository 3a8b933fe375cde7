import type { Lang } from '@spell/shared'
import { translate } from '@spell/shared'
import { yuanTextOfFen } from '@spell/shared/api/orders/fen'
import { chinaDate } from '@spell/shared/time/china-time'
import { eq } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import { bankTransfers, orders, transferReferences } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { TRANSFER_PROVIDER } from './bank-transfer.service'
import { applyPaymentNotice, tellPayer } from './payments.service'

/** A transfer the committee matched to an order awaiting it. Amount in fen. */
export interface MatchedTransferEntry {
  orderId: number
  orderNo: string
  reference: string | null
  paidOn: string
  payer: string
  amount: number
  note: string
  source: 'manual' | 'statement'
  /** The statement row it came from; null when recorded by hand. */
  fingerprint: string | null
}

/**
 * Records the transfers and pays their orders in one transaction, each through the same settlement a
 * provider's verified notice goes through (applyPaymentNotice, provider "bank"): the order becomes paid,
 * its kind's effect runs (the school's sign-up or team), and after the commit the payer is told as
 * after any payment. If any order was paid, cancelled or matched meanwhile, nothing is recorded.
 */
export async function settleTransfers(services: AppServices, entries: MatchedTransferEntry[], by: number) {
  if (entries.length === 0) return
  await services.db.transaction(async (tx) => {
    for (const entry of entries) {
      const [transfer] = await tx
        .insert(bankTransfers)
        .values({
          orderId: entry.orderId,
          paidOn: entry.paidOn,
          payer: entry.payer.slice(0, 100),
          amount: entry.amount,
          note: entry.note.slice(0, 200),
          source: entry.source,
          fingerprint: entry.fingerprint,
          recordedBy: by,
        })
        .onConflictDoNothing()
        .returning({ id: bankTransfers.id })
      if (!transfer) throw new AppError('conflict', 'transfer.changedMeanwhile')
      const outcome = await applyPaymentNotice(tx, TRANSFER_PROVIDER, {
        eventId: `bank:transfer:${transfer.id}`,
        orderNo: entry.orderNo,
        amount: entry.amount,
        transactionId: `TRANSFER-${entry.reference ?? transfer.id}`,
        success: true,
      })
      if (outcome !== 'paid') throw new AppError('conflict', 'transfer.changedMeanwhile')
    }
  })
  for (const entry of entries) await tellPayer(services, entry.orderNo)
}

/**
 * One transfer the committee read on the bank's record, against an order awaiting it: the date may
 * not be after today, and the amount must be the order's, or nothing is recorded.
 */
export async function recordTransfer(
  services: AppServices,
  by: number,
  input: { orderNo: string; paidOn: string; payer: string; amount: number; note: string },
  lang: Lang,
  now = new Date(),
) {
  if (input.paidOn > chinaDate(now)) {
    const message = translate('transfer.dateInFuture', lang)
    throw new AppError('invalidInput', 'transfer.dateInFuture', { fields: [{ field: 'paidOn', message }] })
  }
  const [row] = await services.db
    .select({ order: orders, reference: transferReferences.reference })
    .from(orders)
    .leftJoin(transferReferences, eq(transferReferences.orderId, orders.id))
    .where(eq(orders.orderNo, input.orderNo))
  if (!row) throw new AppError('notFound', 'order.notFound')
  const { order, reference } = row
  if (['paid', 'refunding', 'refunded'].includes(order.status))
    throw new AppError('conflict', 'order.alreadyPaid')
  if (order.status !== 'awaitingTransfer') throw new AppError('conflict', 'transfer.notAwaiting')
  if (input.amount !== order.paymentAmount) {
    const params = { received: yuanTextOfFen(input.amount), expected: yuanTextOfFen(order.paymentAmount) }
    const message = translate('transfer.amountMismatch', lang, params)
    throw new AppError('invalidInput', 'transfer.amountMismatch', {
      params,
      fields: [{ field: 'amount', message }],
    })
  }
  await settleTransfers(
    services,
    [{ ...input, orderId: order.id, reference, source: 'manual', fingerprint: null }],
    by,
  )
  return { orderNo: order.orderNo, status: 'paid' as const }
}
