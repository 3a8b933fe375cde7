import { issueCoupon, listAdminCoupons, revokeCoupon } from '@spell/shared/api/orders/admin-coupons'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { couponPage, issueCoupons, revokeUnusedCoupon, stateOf } from './admin-coupons.service'
import { toYuan } from './order-pricing'

/** The committee's coupons: list with filters, issue to users, revoke an unused one. */
export function adminCouponRoutes({ db }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, listAdminCoupons, committee, async (input, { req }) => {
    const now = new Date()
    const { total, rows } = await couponPage(db, input, now)
    const en = req.lang === 'en'
    return {
      total,
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

  mountCall(router, issueCoupon, committee, (input) => issueCoupons(db, input))

  mountCall(router, revokeCoupon, committee, async ({ id }) => {
    await revokeUnusedCoupon(db, id)
    return null
  })

  return router
}
