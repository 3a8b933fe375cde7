import { z } from 'zod'
import { defineCall } from '../contract'
import { multiline } from '../plain-text'
import { yuan } from './products'

export const adminRefundSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  userName: z.string(),
  phone: z.string().nullable(),
  paymentAmount: yuan,
  refundAmount: yuan,
  reason: z.string(),
  status: z.number().int(),
  rejectReason: z.string().nullable(),
  /** The payment provider's last refusal of this refund ("CODE: message"), and when; null when none. */
  providerRefusal: z.string().nullable(),
  providerRefusedAt: z.number().nullable(),
  createdAt: z.number(),
})

/** The committee's refund requests, pending first. */
export const listRefunds = defineCall({
  method: 'GET',
  paths: ['/admin/orders/refunds'],
  request: z.object({}),
  response: z.array(adminRefundSchema),
})

/** Approve (the money is returned through the provider) or reject with a reason. */
export const decideRefund = defineCall({
  method: 'POST',
  paths: ['/admin/orders/refunds/decide'],
  request: z
    .object({
      id: z.coerce.number().int().positive(),
      approve: z.boolean(),
      rejectReason: multiline(z.string().trim().max(200)).optional(),
    })
    .refine((v) => v.approve || Boolean(v.rejectReason), {
      path: ['rejectReason'],
      message: 'refund.rejectReasonRequired',
    }),
  response: z.null(),
})
