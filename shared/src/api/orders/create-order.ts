import { z } from 'zod'
import { defineCall } from '../contract'
import { yuan } from './products'

const optionalId = z.coerce.number().int().positive().nullish()

/**
 * Order creation. The client's paymentAmount is only compared with the server's
 * total: a different figure is refused (order.priceChanged), never used.
 */
export const createOrderSchema = z.object({
  productId: z.coerce.number({ message: 'order.productRequired' }).int().positive(),
  season: z.coerce.number().int().optional(),
  orderSource: z.coerce.number().int().optional(),
  payType: z.coerce.number().int().optional(),
  activityType: z.coerce.number().int().optional(),
  addressId: optionalId,
  tbProductDetail: z
    .array(z.coerce.number().int().positive())
    .min(1, 'order.detailsRequired')
    .max(20, 'order.detailsRequired'),
  paymentAmount: yuan.optional(),
  teamId: optionalId,
  enrollmentId: optionalId,
  couponId: optionalId,
})
export type CreateOrderInput = z.input<typeof createOrderSchema>
export type CreateOrderRequest = z.output<typeof createOrderSchema>

/** Pay data: what step 2 of the payment process shows. productPrice in yuan. */
export const payDataSchema = z.object({
  orderNo: z.string(),
  productName: z.string(),
  productPrice: yuan,
  qcPicCode: z.string(),
  expiresAt: z.number(),
})
export type PayData = z.infer<typeof payDataSchema>

export const creatTbProductOrder = defineCall({
  method: 'POST',
  paths: ['/order/creatTbProductOrder'],
  request: createOrderSchema,
  response: payDataSchema,
})

/** Whether the order is paid (the page polls it in step 2). */
export const getTbProductOrderIsFinish = defineCall({
  method: 'POST',
  paths: ['/order/getTbProductOrderIsFinish'],
  request: z.object({ orderNo: z.string().min(1, 'order.notFound').max(32) }),
  response: z.object({
    isFinish: z.boolean(),
    status: z.enum(['unpaid', 'paid', 'cancelled', 'refunding', 'refunded']),
  }),
})
