import { z } from 'zod'
import { parseChinaTime } from '../../time/china-time'
import { defineCall } from '../contract'
import { INT_MAX } from '../numbers'
import { yuan } from './products'

/**
 * What became of a coupon: unused (usable), held by an unpaid order, used (paid, or voided by the
 * refund of its order), expired unused, or revoked by the committee.
 */
export const couponStates = ['unused', 'held', 'used', 'expired', 'revoked'] as const
export type CouponState = (typeof couponStates)[number]
/** coupons.status: 0 unused, 1 taken by an order, 2 void after a refund, 3 revoked by the committee. */
export const COUPON_STATUS = { unused: 0, taken: 1, refundVoid: 2, revoked: 3 } as const

export const adminCouponSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  couponName: z.string(),
  discountAmount: yuan,
  productName: z.string().nullable(),
  expiresAt: z.number().nullable(),
  createdAt: z.number(),
  state: z.enum(couponStates),
  orderNo: z.string().nullable(),
})
export type AdminCoupon = z.infer<typeof adminCouponSchema>

/** Every coupon, by the holder's phone, e-mail or name and by state, newest first. */
export const listAdminCoupons = defineCall({
  method: 'GET',
  paths: ['/admin/coupons/list'],
  request: z.object({
    keyword: z.string().trim().max(100).optional(),
    state: z.enum(couponStates).optional(),
    pageNum: z.coerce.number().int().positive().default(1),
    pageSize: z.coerce.number().int().positive().max(200).default(20),
  }),
  response: z.object({ list: z.array(adminCouponSchema), total: z.number().int() }),
})

/** Issues a coupon to users named by phone or e-mail. */
export const issueCoupon = defineCall({
  method: 'POST',
  paths: ['/admin/coupons/issue'],
  request: z.object({
    accounts: z.array(z.string().trim().min(1).max(200)).min(1, 'coupon.accountsRequired').max(500),
    couponName: z.string().trim().min(1, 'coupon.nameRequired').max(100),
    couponNameEn: z.string().trim().min(1, 'coupon.nameRequired').max(100),
    discountAmount: z.coerce.number().min(0.01, 'coupon.amountInvalid').max(10000, 'coupon.amountInvalid'),
    productId: z.coerce.number().int().positive().nullish(),
    /** yyyy-MM-dd, the last day it can be used (China time). */
    expiresOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'coupon.expiresInvalid')
      .refine((day) => parseChinaTime(day) !== null, 'coupon.expiresInvalid')
      .nullish(),
  }),
  response: z.object({ issued: z.number().int(), unknown: z.array(z.string()) }),
})

/** Revokes an unused coupon; one held by an unpaid order or used cannot be revoked. */
export const revokeCoupon = defineCall({
  method: 'POST',
  paths: ['/admin/coupons/revoke'],
  request: z.object({ id: z.coerce.number().int().positive().max(INT_MAX) }),
  response: z.null(),
})
