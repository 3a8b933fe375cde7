import { ENROLMENT } from '@spell/shared/api/students/home'
import { and, eq, sql } from 'drizzle-orm'
import { studentEntryStatus } from '../../modules/orders/built-in-kinds'
import { priceOrder } from '../../modules/orders/order-pricing'
import { newOrderNo } from '../../modules/orders/orders.service'
import { currentSeasonId } from '../../modules/seasons/seasons.service'
import type { Db } from '../database'
import { orders, productDetails, products, users } from '../schema'

/**
 * The demo students sit in the demo semi-final, which only a paid entry allows: each one's entry for
 * the current season is a paid order (the sandbox's, never real money), so the home's "paid" and My
 * orders agree. A demo student who already has an entry order keeps it.
 */
export async function payDemoEntries(db: Db) {
  const students = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'student'), sql`${users.isDemo}`))
  const season = await currentSeasonId(db)
  for (const student of students) {
    if ((await studentEntryStatus(db, student.id, season)) === ENROLMENT.notEnrolled)
      await payEntry(db, student.id, season)
  }
}

async function payEntry(db: Db, userId: number, season: number) {
  const [entry] = await db
    .select({ product: products, detailId: productDetails.id })
    .from(productDetails)
    .innerJoin(products, eq(products.id, productDetails.productId))
    .where(and(eq(products.season, season), eq(products.bundle, false), eq(productDetails.grants, 'entry')))
    .orderBy(productDetails.id)
    .limit(1)
  if (!entry) return
  const { items, total } = await priceOrder(db, entry.product, [entry.detailId])
  const now = new Date()
  await db.insert(orders).values({
    orderNo: newOrderNo(now),
    kind: entry.product.orderKind,
    userId,
    productId: entry.product.id,
    season,
    items,
    totalAmount: total,
    paymentAmount: total,
    status: 'paid',
    provider: 'sandbox',
    payChannel: 'qr',
    transactionId: `DEMO${now.getTime()}`,
    paidAt: now,
    expiresAt: now,
  })
}
