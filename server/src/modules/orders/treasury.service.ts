import type { Lang } from '@spell/shared'
import {
  type MoneyFigures,
  TREASURY_METHODS,
  TREASURY_PROVIDERS,
  type Treasury,
} from '@spell/shared/api/orders/treasury'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { invoiceRequests, orders, products, refundRequests } from '../../db/schema'
import { awaitingTransfers } from './transfer-desk.service'

/**
 * The treasurer's view of a season, in fen: money collected (orders paid, refunded ones included),
 * refunded (refunds approved) and outstanding (open orders before their deadline), by product, by
 * provider (whose account took it) and by payment method; and the transfers awaiting matching.
 */

const PAID = ['paid', 'refunding', 'refunded']
const OPEN = ['unpaid', 'awaitingTransfer']
const REFUND_APPROVED = 1

const zero = (): MoneyFigures => ({ collected: 0, refunded: 0, outstanding: 0, paidOrders: 0 })
const add = (into: MoneyFigures, from: MoneyFigures) => {
  into.collected += from.collected
  into.refunded += from.refunded
  into.outstanding += from.outstanding
  into.paidOrders += from.paidOrders
}

/** Sums by product, provider and channel in one query; the three views are added up from it. */
async function groupedFigures(db: Db, season: number, now: Date) {
  const fen = (expression: ReturnType<typeof sql>) => sql`coalesce(${expression}, 0)`.mapWith(Number)
  const paid = sql`${orders.status} in ${PAID}`
  const open = sql`${orders.status} in ${OPEN} and ${orders.expiresAt} > ${now}`
  return db
    .select({
      productId: orders.productId,
      provider: orders.provider,
      payChannel: orders.payChannel,
      collected: fen(sql`sum(${orders.paymentAmount}) filter (where ${paid})`),
      paidOrders: fen(sql`count(*) filter (where ${paid})`),
      refunded: fen(
        sql`sum(${refundRequests.refundAmount}) filter (where ${refundRequests.status} = ${REFUND_APPROVED})`,
      ),
      outstanding: fen(sql`sum(${orders.paymentAmount}) filter (where ${open})`),
    })
    .from(orders)
    .leftJoin(refundRequests, eq(refundRequests.orderId, orders.id))
    .where(and(eq(orders.season, season), inArray(orders.status, [...PAID, ...OPEN])))
    .groupBy(orders.productId, orders.provider, orders.payChannel)
}

/** Rows of one view, in a fixed order of keys first, then any other key the data has. */
function view<K extends string>(
  rows: (MoneyFigures & { key: string })[],
  order: readonly K[],
): (MoneyFigures & { key: string })[] {
  const byKey = new Map<string, MoneyFigures>()
  for (const row of rows) {
    const figures = byKey.get(row.key) ?? zero()
    add(figures, row)
    byKey.set(row.key, figures)
  }
  const keys = [...order, ...[...byKey.keys()].filter((k) => !order.includes(k as K)).sort()]
  return keys.flatMap((key) => {
    const figures = byKey.get(key)
    return figures ? [{ key, ...figures }] : []
  })
}

export async function treasury(db: Db, season: number, lang: Lang, now = new Date()): Promise<Treasury> {
  const [groups, productRows, awaiting, invoiceRows] = await Promise.all([
    groupedFigures(db, season, now),
    db
      .select({ id: products.id, zh: products.productName, en: products.productNameEn })
      .from(products)
      .where(eq(products.season, season)),
    awaitingTransfers(db, season, lang),
    db
      .select({ status: invoiceRequests.status, count: sql<number>`count(*)::int` })
      .from(invoiceRequests)
      .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
      .where(
        and(eq(orders.season, season), inArray(invoiceRequests.status, ['requested', 'redLetterNeeded'])),
      )
      .groupBy(invoiceRequests.status),
  ])
  const invoicesOf = (status: string) => invoiceRows.find((row) => row.status === status)?.count ?? 0
  const names = new Map(productRows.map((p) => [p.id, lang === 'en' ? p.en : p.zh]))
  const figures = (row: MoneyFigures) => ({
    collected: row.collected,
    refunded: row.refunded,
    outstanding: row.outstanding,
    paidOrders: row.paidOrders,
  })
  const totals = zero()
  for (const row of groups) add(totals, figures(row))
  const productIds = [...names.keys()].map(String)
  return {
    season,
    totals,
    byProduct: view(
      groups.map((row) => ({ key: String(row.productId), ...figures(row) })),
      productIds,
    ).map(({ key, ...rest }) => ({
      productId: Number(key),
      productName: names.get(Number(key)) ?? `#${key}`,
      ...rest,
    })),
    byProvider: view(
      groups.map((row) => ({ key: row.provider, ...figures(row) })),
      TREASURY_PROVIDERS,
    ).map(({ key, ...rest }) => ({ provider: key, ...rest })),
    byMethod: view(
      groups.map((row) => ({ key: row.payChannel ?? 'unknown', ...figures(row) })),
      TREASURY_METHODS,
    ).map(({ key, ...rest }) => ({ method: key, ...rest })),
    awaitingTransfers: awaiting,
    invoicesPending: { requested: invoicesOf('requested'), redLetterNeeded: invoicesOf('redLetterNeeded') },
  }
}
