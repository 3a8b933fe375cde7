import { z } from 'zod'
import { defineCall } from '../contract'
import { orderStatuses } from './my-orders'
import { productSchema, yuan } from './products'

export const adminOrderFilterSchema = z.object({
  season: z.coerce.number().int().optional(),
  status: z.enum(orderStatuses).optional(),
  productId: z.coerce.number().int().positive().optional(),
  /** Order number, or the payer's phone or e-mail. */
  keyword: z.string().trim().max(100).optional(),
  pageNum: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(200).default(20),
})
export type AdminOrderFilter = z.input<typeof adminOrderFilterSchema>

export const adminOrderSchema = z.object({
  orderNo: z.string(),
  season: z.number().int(),
  productName: z.string(),
  payer: z.string(),
  phone: z.string().nullable(),
  schoolName: z.string().nullable(),
  totalAmount: yuan,
  discountAmount: yuan,
  paymentAmount: yuan,
  status: z.enum(orderStatuses),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
})

/** Every order, filtered; the same filters export a .csv at GET /api/admin/orders/export. */
export const listAdminOrders = defineCall({
  method: 'GET',
  paths: ['/admin/orders/list'],
  request: adminOrderFilterSchema,
  response: z.object({ list: z.array(adminOrderSchema), total: z.number().int() }),
})

/** Products of a season with their details and prices (inactive ones too). */
export const listAdminProducts = defineCall({
  method: 'GET',
  paths: ['/admin/orders/products'],
  request: z.object({ season: z.coerce.number().int().optional() }),
  response: z.array(productSchema.extend({ active: z.boolean(), platformFee: yuan })),
})

/** A new price of one product detail (yuan), for orders created from now on. */
export const saveDetailPrice = defineCall({
  method: 'POST',
  paths: ['/admin/orders/products/price'],
  request: z.object({
    detailId: z.coerce.number().int().positive(),
    price: z.coerce
      .number({ message: 'order.priceInvalid' })
      .min(0.01, 'order.priceInvalid')
      .max(100000, 'order.priceInvalid'),
  }),
  response: z.null(),
})

/** Issues a coupon to users named by phone or e-mail. */
export const issueCoupon = defineCall({
  method: 'POST',
  paths: ['/admin/orders/coupons/issue'],
  request: z.object({
    accounts: z.array(z.string().trim().min(1).max(200)).min(1, 'coupon.accountsRequired').max(500),
    couponName: z.string().trim().min(1, 'coupon.nameRequired').max(100),
    couponNameEn: z.string().trim().min(1, 'coupon.nameRequired').max(100),
    discountAmount: z.coerce.number().min(0.01, 'coupon.amountInvalid').max(10000, 'coupon.amountInvalid'),
    productId: z.coerce.number().int().positive().nullish(),
    /** yyyy-MM-dd, the last day it can be used (China time). */
    expiresOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullish(),
  }),
  response: z.object({ issued: z.number().int(), unknown: z.array(z.string()) }),
})
