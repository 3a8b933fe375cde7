import { z } from 'zod'
import { defineCall } from '../contract'
import { orderStatuses } from './my-orders'
import { yuan } from './products'

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
