import type { CallRequest } from '@spell/shared'
import {
  COUPON_STATUS,
  type CouponState,
  type issueCoupon,
  type listAdminCoupons,
} from '@spell/shared/api/orders/admin-coupons'
import { parseChinaTime } from '@spell/shared/time/china-time'
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { coupons, orders, products, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { toFen } from './order-pricing'

/** The condition of each state (coupons left-joined with the order that took them). */
function stateIs(state: CouponState, now: Date): SQL | undefined {
  switch (state) {
    case 'unused':
      return and(
        eq(coupons.status, COUPON_STATUS.unused),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      )
    case 'expired':
      return and(eq(coupons.status, COUPON_STATUS.unused), lte(coupons.expiresAt, now))
    case 'held':
      return and(eq(coupons.status, COUPON_STATUS.taken), eq(orders.status, 'unpaid'))
    case 'used':
      return or(
        and(eq(coupons.status, COUPON_STATUS.taken), ne(orders.status, 'unpaid')),
        eq(coupons.status, COUPON_STATUS.refundVoid),
      )
    case 'revoked':
      return eq(coupons.status, COUPON_STATUS.revoked)
  }
}

/** A coupon's state from its status, the order that took it and its expiry. */
export function stateOf(
  status: number,
  orderStatus: string | null,
  expiresAt: Date | null,
  now: Date,
): CouponState {
  if (status === COUPON_STATUS.revoked) return 'revoked'
  if (status === COUPON_STATUS.refundVoid) return 'used'
  if (status === COUPON_STATUS.taken) return orderStatus === 'unpaid' ? 'held' : 'used'
  return expiresAt && expiresAt <= now ? 'expired' : 'unused'
}

/** One page of coupons with their holder, order and product, by holder and state, newest first. */
export async function couponPage(db: Db, input: CallRequest<typeof listAdminCoupons>, now = new Date()) {
  const where: SQL[] = []
  if (input.keyword) {
    const k = input.keyword
    const match = or(eq(users.phone, k), eq(users.email, k), ilike(users.userName, `%${k}%`))
    if (match) where.push(match)
  }
  const state = input.state ? stateIs(input.state, now) : undefined
  if (state) where.push(state)
  const condition = where.length ? and(...where) : undefined
  const rows = await db
    .select({ coupon: coupons, user: users, order: orders, product: products })
    .from(coupons)
    .innerJoin(users, eq(users.id, coupons.userId))
    .leftJoin(orders, eq(orders.id, coupons.orderId))
    .leftJoin(products, eq(products.id, coupons.productId))
    .where(condition)
    .orderBy(desc(coupons.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(coupons)
    .innerJoin(users, eq(users.id, coupons.userId))
    .leftJoin(orders, eq(orders.id, coupons.orderId))
    .where(condition)
  return { total: total?.n ?? 0, rows }
}

/**
 * Issues a coupon to every account named by phone or e-mail; usable to the end of its last day in
 * China. Answers how many were issued and which accounts are unknown.
 */
export async function issueCoupons(db: Db, input: CallRequest<typeof issueCoupon>) {
  const accounts = [...new Set(input.accounts)]
  const found = await db
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(or(inArray(users.phone, accounts), inArray(users.email, accounts)))
  const known = new Set(found.flatMap((u) => [u.phone, u.email]))
  const expiresAt = input.expiresOn ? parseChinaTime(`${input.expiresOn} 23:59:59.999`) : null
  if (found.length)
    await db.insert(coupons).values(
      found.map((u) => ({
        userId: u.id,
        couponName: input.couponName,
        couponNameEn: input.couponNameEn,
        discountAmount: toFen(input.discountAmount),
        productId: input.productId ?? null,
        expiresAt,
      })),
    )
  return { issued: found.length, unknown: accounts.filter((a) => !known.has(a)) }
}

/** Revokes an unused coupon; a held, used or revoked one is refused, saying which. */
export async function revokeUnusedCoupon(db: Db, id: number) {
  // Conditional on the coupon being unused, so an order taking it at the same moment wins cleanly.
  const [revoked] = await db
    .update(coupons)
    .set({ status: COUPON_STATUS.revoked })
    .where(and(eq(coupons.id, id), eq(coupons.status, COUPON_STATUS.unused)))
    .returning({ id: coupons.id })
  if (revoked) return
  const [row] = await db
    .select({ status: coupons.status, orderStatus: orders.status })
    .from(coupons)
    .leftJoin(orders, eq(orders.id, coupons.orderId))
    .where(eq(coupons.id, id))
  if (!row) throw new AppError('notFound', 'coupon.notFound')
  if (row.status === COUPON_STATUS.revoked) throw new AppError('conflict', 'coupon.alreadyRevoked')
  if (row.status === COUPON_STATUS.taken && row.orderStatus === 'unpaid')
    throw new AppError('conflict', 'coupon.heldByOrder')
  throw new AppError('conflict', 'coupon.alreadyUsed')
}
