import { z } from 'zod'
import { defineCall } from '../contract'
import { yuan } from './products'

/** What an order of the product does when paid (a key of the server's order-kind registry). */
export const ORDER_KINDS = ['student', 'schoolEnrollment', 'team'] as const
/** What paying for an item gives; practice:<levelId> unlocks one fun-learning level. */
export const DETAIL_GRANTS = ['entry', 'lexicon', 'practiceAll', 'gift', 'schoolEnrollment', 'team'] as const
const grantPattern = /^(entry|lexicon|practiceAll|gift|schoolEnrollment|team|practice:\d+)$/

const id = z.coerce.number().int().positive()
const code = z.coerce.number({ message: 'product.codeInvalid' }).int().min(1, 'product.codeInvalid').max(99)
const name = (max: number) => z.string().trim().min(1, 'product.nameRequired').max(max, 'product.nameTooLong')
/** A price in yuan: positive, at most 100000, stored in fen. */
const price = z.coerce
  .number({ message: 'order.priceInvalid' })
  .min(0.01, 'order.priceInvalid')
  .max(100000, 'order.priceInvalid')

export const adminDetailSchema = z.object({
  id: id.optional(),
  tproductName: name(100),
  tproductNameEn: name(100),
  description: z.string().trim().max(300).default(''),
  descriptionEn: z.string().trim().max(300).default(''),
  price,
  /** 1 delivered online, 2 mailed (the order needs an address). */
  handType: z.coerce.number().int().min(1).max(2),
  grants: z.string().regex(grantPattern, 'product.grantsInvalid').nullish(),
})

/** A product as the committee edits it: both languages, codes, bundle, and its details. */
export const saveProductSchema = z.object({
  /** Absent: a new product. */
  id: id.optional(),
  season: z.coerce.number().int().positive(),
  activityType: z.coerce.number().int().min(1).max(2).default(1),
  productName: name(100),
  productNameEn: name(100),
  category: code,
  subCategory: code,
  subTypeCategory: code,
  orderKind: z.enum(ORDER_KINDS).default('student'),
  bundle: z.boolean().default(false),
  /** Only a bundle has one: a product whose items the buyer may add (product 18). */
  extraProductId: id.nullish(),
  isCoupon: z.boolean().default(true),
  refundable: z.boolean().default(false),
  platformFee: z.coerce.number().min(0, 'product.feeInvalid').max(100000, 'product.feeInvalid').default(0),
  details: z.array(adminDetailSchema).min(1, 'product.detailsRequired').max(20),
})
export type SaveProductInput = z.input<typeof saveProductSchema>

export const adminProductSchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  activityType: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  category: z.number().int(),
  subCategory: z.number().int(),
  subTypeCategory: z.number().int(),
  orderKind: z.string(),
  bundle: z.boolean(),
  extraProductId: z.number().int().nullable(),
  isCoupon: z.boolean(),
  refundable: z.boolean(),
  platformFee: yuan,
  active: z.boolean(),
  details: z.array(
    adminDetailSchema.extend({
      id: z.number().int(),
      price: yuan,
      grants: z.string().nullable(),
    }),
  ),
})
export type AdminProduct = z.infer<typeof adminProductSchema>

/** Products of a season with their details and prices, off-sale ones too. */
export const listAdminProducts = defineCall({
  method: 'GET',
  paths: ['/admin/products/list'],
  request: z.object({ season: z.coerce.number().int().positive() }),
  response: z.array(adminProductSchema),
})

/** Creates or edits a product and its details; a price change applies to orders created afterwards. */
export const saveProduct = defineCall({
  method: 'POST',
  paths: ['/admin/products/save'],
  request: saveProductSchema,
  response: z.object({ id: z.number().int() }),
})

/** Puts a product on or off sale; an off-sale product cannot be ordered. */
export const setProductOnSale = defineCall({
  method: 'POST',
  paths: ['/admin/products/onSale'],
  request: z.object({ id, active: z.boolean() }),
  response: z.null(),
})

/**
 * Copies every product of one season (with its details) into a season that has none yet; the
 * copies start off sale so the committee can check prices before the season opens.
 */
export const copySeasonProducts = defineCall({
  method: 'POST',
  paths: ['/admin/products/copySeason'],
  request: z
    .object({ fromSeason: z.coerce.number().int().positive(), toSeason: z.coerce.number().int().positive() })
    .refine((v) => v.fromSeason !== v.toSeason, { path: ['toSeason'], message: 'product.sameSeason' }),
  response: z.object({ copied: z.number().int() }),
})
