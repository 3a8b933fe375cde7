import { REFUND_STATUS } from '@spell/shared/api/orders/my-orders'
import type { BillDifference, BillProvider, Reconciliation } from '@spell/shared/api/orders/reconciliation'
import { parseChinaTime, startOfChinaDay } from '@spell/shared/time/china-time'
import { and, eq, gte, inArray, lt } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { orders, reconciliationRuns, refundRequests } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { PaymentNotice } from '../../providers/payment'
import { orderByNo } from './orders.service'
import { applyPaymentNotice, tellPayer } from './payments.service'
import type { BillLine } from './reconciliation.bills'

/** The differences kept of one run; past this the list says it is cut short. */
const MAX_DIFFERENCES = 1000
/** Orders are looked up in batches of this many numbers. */
const BATCH = 1000

/** The day's bounds, once the day is a real China day that has ended. */
export function billDayBounds(day: string, now = new Date()) {
  const start = parseChinaTime(day)
  if (!start) throw new AppError('invalidInput', 'reconciliation.dateInvalid')
  const end = startOfChinaDay(start, 1)
  if (end.getTime() > now.getTime()) throw new AppError('invalidInput', 'reconciliation.dateNotEnded')
  return { start, end }
}

type StoredDifference = Omit<BillDifference, 'orderStatus' | 'settleable'>
type Totals = Reconciliation['bill']

async function ordersByNo(db: Db, orderNos: string[]) {
  const found = new Map<string, typeof orders.$inferSelect>()
  const unique = [...new Set(orderNos)].filter((no) => no.length <= 32)
  for (let i = 0; i < unique.length; i += BATCH)
    for (const order of await db
      .select()
      .from(orders)
      .where(inArray(orders.orderNo, unique.slice(i, i + BATCH))))
      found.set(order.orderNo, order)
  return found
}

/**
 * Compares a provider's bill of a day with the orders: every payment of the bill with the order it
 * names, every order paid here that day with the bill, and the money returned on both sides. The
 * run is stored (replacing an earlier one of the same provider and day).
 */
export async function reconcile(
  db: Db,
  run: { provider: BillProvider; day: string; source: 'fetched' | 'imported'; runBy: number },
  lines: BillLine[],
  now = new Date(),
) {
  const { start, end } = billDayBounds(run.day, now)
  const paidHere = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, run.provider), gte(orders.paidAt, start), lt(orders.paidAt, end)))
  const refundedHere = await db
    .select({ orderNo: orders.orderNo, amount: refundRequests.refundAmount })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .where(
      and(
        eq(orders.provider, run.provider),
        eq(refundRequests.status, REFUND_STATUS.approved),
        gte(refundRequests.decidedAt, start),
        lt(refundRequests.decidedAt, end),
      ),
    )
  const payments = lines.filter((line) => line.kind === 'payment')
  const refunds = lines.filter((line) => line.kind === 'refund')
  const known = await ordersByNo(
    db,
    lines.map((line) => line.orderNo),
  )
  for (const order of paidHere) known.set(order.orderNo, order)

  const differences: StoredDifference[] = []
  const add = (difference: StoredDifference) => differences.push(difference)
  const billed = new Set<string>()
  for (const line of payments) {
    billed.add(line.orderNo)
    const order = known.get(line.orderNo)
    const base = { orderNo: line.orderNo, transactionId: line.transactionId, billAmount: line.amount }
    if (!order?.paidAt)
      add({ ...base, kind: 'paidThereOnly', siteAmount: order ? order.paymentAmount : null })
    else if (order.paymentAmount !== line.amount)
      add({ ...base, kind: 'amountDiffers', siteAmount: order.paymentAmount })
  }
  for (const order of paidHere)
    if (!billed.has(order.orderNo))
      add({
        kind: 'paidHereOnly',
        orderNo: order.orderNo,
        transactionId: order.transactionId ?? '',
        billAmount: null,
        siteAmount: order.paymentAmount,
      })

  // Money returned, per order: the bill's refund lines of the day against the approved refunds.
  const returnedThere = new Map<string, { amount: number; transactionId: string }>()
  for (const line of refunds) {
    const sum = returnedThere.get(line.orderNo)?.amount ?? 0
    returnedThere.set(line.orderNo, { amount: sum + line.amount, transactionId: line.transactionId })
  }
  const returnedHere = new Map(refundedHere.map((r) => [r.orderNo, r.amount]))
  if (returnedThere.size) {
    const elsewhere = await db
      .select({ orderNo: orders.orderNo, amount: refundRequests.refundAmount })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .where(
        and(
          inArray(orders.orderNo, [...returnedThere.keys()].slice(0, BATCH)),
          eq(refundRequests.status, REFUND_STATUS.approved),
        ),
      )
    for (const r of elsewhere) returnedHere.set(r.orderNo, r.amount)
  }
  for (const orderNo of new Set([...returnedThere.keys(), ...returnedHere.keys()])) {
    const there = returnedThere.get(orderNo)
    const here = returnedHere.get(orderNo)
    if (there?.amount !== here)
      add({
        kind: 'refundDiffers',
        orderNo,
        transactionId: there?.transactionId ?? known.get(orderNo)?.transactionId ?? '',
        billAmount: there?.amount ?? null,
        siteAmount: here ?? null,
      })
  }

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const totals: { bill: Totals; site: Totals } = {
    bill: {
      payments: payments.length,
      paymentTotal: sum(payments.map((p) => p.amount)),
      refunds: refunds.length,
      refundTotal: sum(refunds.map((r) => r.amount)),
    },
    site: {
      payments: paidHere.length,
      paymentTotal: sum(paidHere.map((o) => o.paymentAmount)),
      refunds: refundedHere.length,
      refundTotal: sum(refundedHere.map((r) => r.amount)),
    },
  }
  const kept = differences.slice(0, MAX_DIFFERENCES)
  const values = {
    provider: run.provider,
    billDate: run.day,
    source: run.source,
    totals: { ...totals, truncated: differences.length > kept.length },
    differences: kept,
    runBy: run.runBy,
    createdAt: now,
  }
  await db
    .insert(reconciliationRuns)
    .values(values)
    .onConflictDoUpdate({ target: [reconciliationRuns.provider, reconciliationRuns.billDate], set: values })
}

/** The stored run with each difference's order as it stands now (a settled one is no longer settleable). */
export async function reconciliationOf(
  db: Db,
  provider: BillProvider,
  day: string,
): Promise<Reconciliation | null> {
  const [run] = await db
    .select()
    .from(reconciliationRuns)
    .where(and(eq(reconciliationRuns.provider, provider), eq(reconciliationRuns.billDate, day)))
  if (!run) return null
  const stored = run.differences as StoredDifference[]
  const now = await ordersByNo(
    db,
    stored.map((d) => d.orderNo),
  )
  const totals = run.totals as { bill: Totals; site: Totals; truncated: boolean }
  return {
    provider,
    date: day,
    source: run.source as Reconciliation['source'],
    createdAt: run.createdAt.getTime(),
    bill: totals.bill,
    site: totals.site,
    truncated: totals.truncated,
    differences: stored.map((difference) => {
      const status = now.get(difference.orderNo)?.status ?? null
      return {
        ...difference,
        orderStatus: status,
        settleable: difference.kind === 'paidThereOnly' && status === 'unpaid',
      }
    }),
  }
}

/**
 * Settles an order the bill shows paid: the provider is asked (its answer is signed and verified, as
 * for a late notification) and its notice applied by the one path every notification takes, so the
 * order is paid once; a second settle, or the lost notification arriving after, is a replay.
 */
export async function settleFromBill(services: AppServices, provider: BillProvider, orderNo: string) {
  const chosen = services.payments.providers.find((p) => p.name === provider)
  if (!chosen?.queryPayment) throw new AppError('invalidInput', 'reconciliation.providerNotOffered')
  if (!(await orderByNo(services.db, orderNo))) throw new AppError('notFound', 'order.notFound')
  let notice: PaymentNotice | undefined
  try {
    notice = await chosen.queryPayment(orderNo)
  } catch (error) {
    services.logger.warn({ err: error, orderNo }, 'payment query for reconciliation failed')
    throw new AppError('unavailable', 'reconciliation.queryFailed')
  }
  if (!notice?.success) throw new AppError('conflict', 'reconciliation.notPaidAtProvider')
  const outcome = await applyPaymentNotice(services.db, chosen.name, notice)
  services.logger.info({ orderNo, outcome }, 'payment settled from the bill')
  if (outcome === 'rejected') throw new AppError('conflict', 'reconciliation.amountMismatch')
  if (outcome === 'paid') await tellPayer(services, orderNo)
  return { outcome }
}
