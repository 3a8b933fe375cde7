import type { Lang } from '@spell/shared'
import type { AwaitingTransfer, MatchedTransfer } from '@spell/shared/api/orders/admin-transfers'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { bankTransfers, orders, products, schools, transferReferences, users } from '../../db/schema'

/** The committee's lists: orders awaiting a transfer, and the transfers matched so far. */

const ofSeason = (season: number | undefined) => (season ? eq(orders.season, season) : undefined)

/** Orders awaiting their transfer, the nearest deadline first. */
export async function awaitingTransfers(db: Db, season: number | undefined, lang: Lang) {
  const rows = await db
    .select({
      order: orders,
      reference: transferReferences.reference,
      schoolName: schools.schoolName,
      user: { userName: users.userName, phone: users.phone, email: users.email },
      product: { zh: products.productName, en: products.productNameEn },
    })
    .from(orders)
    .innerJoin(transferReferences, eq(transferReferences.orderId, orders.id))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(schools, eq(schools.id, orders.schoolId))
    .where(and(eq(orders.status, 'awaitingTransfer'), ofSeason(season)))
    .orderBy(asc(orders.expiresAt))
  return rows.map(
    ({ order, reference, schoolName, user, product }): AwaitingTransfer => ({
      orderNo: order.orderNo,
      reference,
      schoolName,
      orderedBy: user.userName || user.phone || user.email || '',
      productName: lang === 'en' ? product.en : product.zh,
      amount: order.paymentAmount,
      createdAt: order.createdAt.getTime(),
      expiresAt: order.expiresAt.getTime(),
    }),
  )
}

/** The transfers matched so far, newest first (the latest 500). */
export async function matchedTransfers(db: Db, season: number | undefined, lang: Lang) {
  const rows = await db
    .select({
      transfer: bankTransfers,
      orderNo: orders.orderNo,
      reference: transferReferences.reference,
      schoolName: schools.schoolName,
      product: { zh: products.productName, en: products.productNameEn },
    })
    .from(bankTransfers)
    .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(transferReferences, eq(transferReferences.orderId, orders.id))
    .leftJoin(schools, eq(schools.id, orders.schoolId))
    .where(ofSeason(season))
    .orderBy(desc(bankTransfers.id))
    .limit(500)
  return rows.map(
    ({ transfer, orderNo, reference, schoolName, product }): MatchedTransfer => ({
      id: transfer.id,
      orderNo,
      reference,
      schoolName,
      productName: lang === 'en' ? product.en : product.zh,
      paidOn: transfer.paidOn,
      payer: transfer.payer,
      amount: transfer.amount,
      note: transfer.note,
      source: transfer.source as MatchedTransfer['source'],
      recordedAt: transfer.createdAt.getTime(),
    }),
  )
}
