import { z } from 'zod'
import { defineCall } from '../contract'
import { multiline } from '../plain-text'
import { payDataSchema, payWithSchema } from './create-order'
import { yuan } from './products'

/** awaitingTransfer: a school chose to pay by bank transfer and the committee has not matched it yet. */
export const orderStatuses = [
  'unpaid',
  'awaitingTransfer',
  'paid',
  'cancelled',
  'refunding',
  'refunded',
] as const
/**
 * Refund request statuses: 0 pending, 1 refunded, 2 rejected, 3 processing (an approval holds it while
 * the payment provider returns the money; the student sees it as pending).
 */
export const REFUND_STATUS = { pending: 0, approved: 1, rejected: 2, processing: 3 } as const

export const refundSchema = z.object({
  status: z.number().int(),
  refundAmount: yuan,
  rejectReason: z.string().nullable(),
  createdAt: z.number(),
})

export const myOrderSchema = z.object({
  orderNo: z.string(),
  productName: z.string(),
  items: z.array(z.object({ name: z.string(), price: yuan })),
  totalAmount: yuan,
  discountAmount: yuan,
  paymentAmount: yuan,
  status: z.enum(orderStatuses),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  /** Whether a refund may be requested now (paid, refundable product, inside 15 days, not taken part). */
  canRefund: z.boolean(),
  refund: refundSchema.nullable(),
})
export type MyOrder = z.infer<typeof myOrderSchema>

/** The signed-in user's orders, newest first. */
export const getMyOrders = defineCall({
  method: 'GET',
  paths: ['/order/getMyOrders'],
  request: z.object({}),
  response: z.array(myOrderSchema),
})

/**
 * A refund request of the orderer: within 15 calendar days of payment (China time, inclusive) and
 * before taking part in an exam of the season.
 */
export const applyRefund = defineCall({
  method: 'POST',
  paths: ['/order/applyRefund'],
  request: z.object({
    orderNo: z.string().min(1, 'order.notFound').max(32),
    reason: multiline(z.string().trim().max(200, 'refund.reasonTooLong')).default(''),
  }),
  response: z.object({ refundAmount: yuan }),
})

/** The payment of the user's own unpaid order again (the same order, not a new one), by any method. */
export const resumePayment = defineCall({
  method: 'POST',
  paths: ['/order/resumePayment'],
  request: z.object({
    orderNo: z.string().min(1, 'order.notFound').max(32),
    payWith: payWithSchema.optional(),
  }),
  response: payDataSchema,
})

/** Cancels the user's own unpaid order; its coupon becomes usable again. */
export const cancelOrder = defineCall({
  method: 'POST',
  paths: ['/order/cancelOrder'],
  request: z.object({ orderNo: z.string().min(1, 'order.notFound').max(32) }),
  response: z.null(),
})
