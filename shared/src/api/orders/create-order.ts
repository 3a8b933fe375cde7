import { z } from 'zod'
import { defineCall } from '../contract'
import { yuan } from './products'

const optionalId = z.coerce.number().int().positive().nullish()

/** The payment providers a site may offer (a school's bank transfer is one more method, without a provider page: bank-transfer.ts). */
export const paymentProviderNames = ['sandbox', 'wechat', 'alipay'] as const
export type PaymentProviderName = (typeof paymentProviderNames)[number]

/**
 * How the payer pays: a provider, and the page's device — a QR code for a computer, the provider's
 * own page in a phone's browser (Alipay wap, WeChat Pay H5). Without it: the site's first provider, QR.
 */
export const payWithSchema = z.object({
  provider: z.enum(paymentProviderNames, { message: 'order.paymentMethodUnavailable' }),
  channel: z.enum(['qr', 'phone'], { message: 'order.paymentMethodUnavailable' }),
})
export type PayWith = z.infer<typeof payWithSchema>

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
  payWith: payWithSchema.optional(),
})
export type CreateOrderInput = z.input<typeof createOrderSchema>
export type CreateOrderRequest = z.output<typeof createOrderSchema>

/**
 * Pay data: what step 2 of the payment process shows. productPrice in yuan, amount in fen. On a
 * phone `redirectUrl` is the provider's page to open (qcPicCode is then empty); the page never takes
 * the payer's return from it as proof of payment, only the server's status.
 */
export const payDataSchema = z.object({
  orderNo: z.string(),
  productName: z.string(),
  productPrice: yuan,
  amount: z.number().int().nonnegative().optional(),
  qcPicCode: z.string(),
  expiresAt: z.number(),
  provider: z.enum(paymentProviderNames).optional(),
  redirectUrl: z.string().nullish(),
})
export type PayData = z.infer<typeof payDataSchema>

export const creatTbProductOrder = defineCall({
  method: 'POST',
  paths: ['/order/creatTbProductOrder'],
  request: createOrderSchema,
  response: payDataSchema,
})

/**
 * Whether the order is paid (the page polls it in step 2, and on return from a phone payment). An
 * unpaid order whose notification is late is asked of its provider (alipay.trade.query …) now and then.
 */
export const getTbProductOrderIsFinish = defineCall({
  method: 'POST',
  paths: ['/order/getTbProductOrderIsFinish'],
  request: z.object({ orderNo: z.string().min(1, 'order.notFound').max(32) }),
  response: z.object({
    isFinish: z.boolean(),
    status: z.enum(['unpaid', 'awaitingTransfer', 'paid', 'cancelled', 'refunding', 'refunded']),
  }),
})
