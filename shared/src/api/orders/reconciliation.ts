import { z } from 'zod'
import { defineCall } from '../contract'
import { fen } from './invoice-request'

/** The providers whose daily bills the site reads. */
export const billProviders = ['wechat', 'alipay'] as const
export type BillProvider = (typeof billProviders)[number]

/**
 * paidThereOnly: the provider took the money, the order here is not paid (a lost notification).
 * paidHereOnly: paid here that day, absent from the provider's bill. amountDiffers: both, not the same
 * amount. refundDiffers: the money returned differs (or is on one side only).
 */
export const differenceKinds = ['paidThereOnly', 'paidHereOnly', 'amountDiffers', 'refundDiffers'] as const

export const billDifferenceSchema = z.object({
  kind: z.enum(differenceKinds),
  orderNo: z.string(),
  transactionId: z.string(),
  billAmount: fen.nullable(),
  siteAmount: fen.nullable(),
  /** The order's status now (null: no such order here). */
  orderStatus: z.string().nullable(),
  /** Whether the committee may settle it: paid at the provider, still unpaid here. */
  settleable: z.boolean(),
})
export type BillDifference = z.infer<typeof billDifferenceSchema>

const totals = z.object({
  payments: z.number().int(),
  paymentTotal: fen,
  refunds: z.number().int(),
  refundTotal: fen,
})

export const reconciliationSchema = z.object({
  provider: z.enum(billProviders),
  date: z.string(),
  source: z.enum(['fetched', 'imported']),
  createdAt: z.number(),
  bill: totals,
  site: totals,
  differences: z.array(billDifferenceSchema),
  /** More differences than are kept were found (the list holds the first ones). */
  truncated: z.boolean(),
})
export type Reconciliation = z.infer<typeof reconciliationSchema>

/** A China calendar day, yyyy-MM-dd, that has ended. */
export const billDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'reconciliation.dateInvalid')

export const billRequestSchema = z.object({
  provider: z.enum(billProviders, { error: 'reconciliation.providerInvalid' }),
  date: billDaySchema,
})

/** The last reconciliation of this provider and day, or null. */
export const getReconciliation = defineCall({
  method: 'GET',
  paths: ['/admin/orders/reconciliation'],
  request: billRequestSchema,
  response: reconciliationSchema.nullable(),
})

/** Fetches the provider's bill of the day (its signed download address, then the file) and compares. */
export const fetchBill = defineCall({
  method: 'POST',
  paths: ['/admin/orders/reconciliation/fetch'],
  request: billRequestSchema,
  response: reconciliationSchema,
})

/** Multipart: provider, date and the bill file as the provider's site gave it (CSV, or Alipay's zip). */
export const BILL_IMPORT_PATH = '/admin/orders/reconciliation/import'

/**
 * Settles an order the provider was paid for: the provider's signed answer to an order query is
 * applied as its notification would have been, so the order is paid once however often this is sent.
 */
export const settleFromBill = defineCall({
  method: 'POST',
  paths: ['/admin/orders/reconciliation/settle'],
  request: z.object({
    provider: z.enum(billProviders, { error: 'reconciliation.providerInvalid' }),
    orderNo: z.string().trim().min(1, 'order.notFound').max(32, 'order.notFound'),
  }),
  response: z.object({ outcome: z.enum(['paid', 'replay', 'ignored']) }),
})
