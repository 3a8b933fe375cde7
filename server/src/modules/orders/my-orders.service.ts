import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { orders, products, refundRequests, schoolEnrollments, schools, teams, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { participatedSeasons, refusalOf } from './refunds.service'

/**
 * The user's orders, newest first, each with its product, its refund request if any, and whether a
 * refund may be asked now. Two queries however many orders: the orders with their products and
 * requests, and the seasons the user took part in.
 */
export async function myOrders(db: Db, userId: number, now = new Date()) {
  const [rows, participated] = await Promise.all([
    db
      .select({ order: orders, product: products, refund: refundRequests })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .leftJoin(refundRequests, eq(refundRequests.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id)),
    participatedSeasons(db, userId),
  ])
  return rows.map((row) => ({
    ...row,
    canRefund:
      !row.refund && refusalOf(row.order, row.product, participated.has(row.order.season), now) === null,
  }))
}
export type MyOrderRow = Awaited<ReturnType<typeof myOrders>>[number]

/** The committee's refund desk: pending requests first, newest first within a status. */
export function refundDesk(db: Db) {
  return db
    .select({ refund: refundRequests, order: orders, product: products, user: users })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .orderBy(asc(refundRequests.status), desc(refundRequests.id))
}
export type RefundDeskRow = Awaited<ReturnType<typeof refundDesk>>[number]

/** A paid (or refunded) order of this user with its product and payer, for the receipt. */
export async function paidOrderOf(db: Db, userId: number, orderNo: string) {
  const [row] = await db
    .select({ order: orders, product: products, user: users })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNo, orderNo))
  if (!row || row.order.userId !== userId) throw new AppError('notFound', 'order.notFound')
  const { order } = row
  if (!order.paidAt || !['paid', 'refunding', 'refunded'].includes(order.status))
    throw new AppError('conflict', 'refund.notPaid')
  return { ...row, paidAt: order.paidAt, school: await payingSchool(db, order) }
}

/** The school a school's order pays for (its sign-up or its team), or null for a speller's own order. */
async function payingSchool(db: Db, order: { enrollmentId: number | null; teamId: number | null }) {
  const bySignUp = order.enrollmentId
    ? db
        .select({ name: schools.schoolName })
        .from(schoolEnrollments)
        .innerJoin(schools, eq(schools.id, schoolEnrollments.schoolId))
        .where(eq(schoolEnrollments.id, order.enrollmentId))
    : order.teamId
      ? db
          .select({ name: schools.schoolName })
          .from(teams)
          .innerJoin(schools, eq(schools.id, teams.schoolId))
          .where(eq(teams.id, order.teamId))
      : undefined
  const [row] = bySignUp ? await bySignUp : []
  return row?.name ?? null
}
