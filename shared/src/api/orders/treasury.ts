import { z } from 'zod'
import { defineCall } from '../contract'
import { downloadSchema } from '../download'
import { awaitingTransferSchema } from './admin-transfers'

/**
 * The treasurer's view of a season (committee only). All amounts in fen.
 * collected: paid orders' money (refunded ones included); refunded: refunds approved;
 * outstanding: open orders still expected to pay (unpaid or awaiting a transfer, before their deadline).
 */
export const moneyFiguresSchema = z.object({
  collected: z.number().int(),
  refunded: z.number().int(),
  outstanding: z.number().int(),
  /** Paid orders counted in collected. */
  paidOrders: z.number().int(),
})
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>

/** The ways paid money is grouped: by product, by provider (whose account took it), by payment method. */
export const TREASURY_PROVIDERS = ['wechat', 'alipay', 'sandbox', 'bank'] as const
/** qr: a provider's QR code; phone: a provider's page in a phone's browser; unknown: not kept (older orders). */
export const TREASURY_METHODS = ['qr', 'phone', 'transfer', 'unknown'] as const

export const treasurySchema = z.object({
  season: z.number().int(),
  totals: moneyFiguresSchema,
  byProduct: z.array(moneyFiguresSchema.extend({ productId: z.number().int(), productName: z.string() })),
  byProvider: z.array(moneyFiguresSchema.extend({ provider: z.string() })),
  byMethod: z.array(moneyFiguresSchema.extend({ method: z.string() })),
  awaitingTransfers: z.array(awaitingTransferSchema),
  /** Invoice requests of the season's orders that the invoice desk still has to work. */
  invoicesPending: z.object({
    /** Requested and not yet issued. */
    requested: z.number().int(),
    /** Issued, then refunded: a red-letter invoice is still to be recorded. */
    redLetterNeeded: z.number().int(),
  }),
})
export type Treasury = z.infer<typeof treasurySchema>

const season = z.coerce.number({ error: 'treasury.seasonRequired' }).int().positive('treasury.seasonRequired')

/** A season's money collected, refunded and outstanding, by product, provider and payment method, with the transfers awaited. */
export const getTreasury = defineCall({
  method: 'GET',
  paths: ['/admin/treasury'],
  request: z.object({ season }),
  response: treasurySchema,
})

/** The same view as an .xlsx workbook. */
export const exportTreasury = defineCall({
  method: 'GET',
  paths: ['/admin/treasury/export'],
  request: z.object({ season }),
  response: downloadSchema,
})
