import { z } from 'zod'
import { defineCall } from '../contract'
import { yuan } from './products'

export const couponSchema = z.object({
  id: z.number().int(),
  couponName: z.string(),
  discountAmount: yuan,
  expiresAt: z.number().nullable(),
})

/** The signed-in user's coupons usable on a product (the page asks for 1000 at once). */
export const queryTbUserCouponOrderPage = defineCall({
  method: 'GET',
  paths: ['/coupon/queryTbUserCouponOrderPage'],
  request: z.object({
    productId: z.coerce.number().int().positive(),
    pageNum: z.coerce.number().int().positive().default(1),
    pageSize: z.coerce.number().int().positive().max(1000).default(1000),
  }),
  response: z.object({ list: z.array(couponSchema), total: z.number().int() }),
})
