import {
  COUPON_STATUS,
  type CouponState,
  issueCoupon,
  listAdminCoupons,
  revokeCoupon,
} from '@spell/shared/api/orders/admin-coupons'
import { parseChinaTime } from '@spell/shared/time/china-time'
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { coupons, orders, products, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { toFen, toYuan } from './order-pricing'

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

function stateOf(status: number, orderStatus: string | null, expiresAt: Date | null, now: Date): CouponState {
  if (status === COUPON_STATUS.revoked) return 'revoked'
  if (status === COUPON_STATUS.refundVoid) return 'used'
  if (status === COUPON_STATUS.taken) return orderStatus === 'unpaid' ? 'held' : 'used'
  return expiresAt && expiresAt <= now ? 'expired' : 'unused'
}

/** The committee's coupons: list with filters, issue to users, revoke an unused one. */
export function adminCouponRoutes({ db }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, listAdminCoupons, committee, async (input, { req }) => {
    const now = new Date()
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
    const en = req.lang === 'en'
    return {
      total: total?.n ?? 0,
      list: rows.map(({ coupon, user, order, product }) => ({
        id: coupon.id,
        userName: user.userName,
        phone: user.phone,
        email: user.email,
        couponName: en ? coupon.couponNameEn : coupon.couponName,
        discountAmount: toYuan(coupon.discountAmount),
        productName: product ? (en ? product.productNameEn : product.productName) : null,
        expiresAt: coupon.expiresAt?.getTime() ?? null,
        createdAt: coupon.createdAt.getTime(),
        state: stateOf(coupon.status, order?.status ?? null, coupon.expiresAt, now),
        orderNo: order?.orderNo ?? null,
      })),
    }
  })

  mountCall(router, issueCoupon, committee, async (input) => {
    const accounts = [...new Set(input.accounts)]
    const found = await db
      .select({ id: users.id, phone: users.phone, email: users.email })
      .from(users)
      .where(or(inArray(users.phone, accounts), inArray(users.email, accounts)))
    const known = new Set(found.flatMap((u) => [u.phone, u.email]))
    // Usable to the end of its last day in China.
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
  })

  mountCall(router, revokeCoupon, committee, async (input) => {
    // Conditional on the coupon being unused, so an order taking it at the same moment wins cleanly.
    const [revoked] = await db
      .update(coupons)
      .set({ status: COUPON_STATUS.revoked })
      .where(and(eq(coupons.id, input.id), eq(coupons.status, COUPON_STATUS.unused)))
      .returning({ id: coupons.id })
    if (revoked) return null
    const [row] = await db
      .select({ status: coupons.status, orderStatus: orders.status })
      .from(coupons)
      .leftJoin(orders, eq(orders.id, coupons.orderId))
      .where(eq(coupons.id, input.id))
    if (!row) throw new AppError('notFound', 'coupon.notFound')
    if (row.status === COUPON_STATUS.revoked) throw new AppError('conflict', 'coupon.alreadyRevoked')
    if (row.status === COUPON_STATUS.taken && row.orderStatus === 'unpaid')
      throw new AppError('conflict', 'coupon.heldByOrder')
    throw new AppError('conflict', 'coupon.alreadyUsed')
  })

  return router
}
