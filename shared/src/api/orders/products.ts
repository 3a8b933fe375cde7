import { z } from 'zod'
import { defineCall } from '../contract'

/** Money travels in yuan with two decimals; the server stores fen. */
export const yuan = z.number().nonnegative()

/** The codes that identify each kind of product (category, subCategory, subTypeCategory). */
export const PRODUCT_CODES = {
  contestEntry: { category: 2, subCategory: 8, subTypeCategory: 4 },
  fontLibrary: { category: 1, subCategory: 1, subTypeCategory: 3 },
  funLearning: { category: 3, subCategory: 2, subTypeCategory: 8 },
  team: { category: 2, subCategory: 8, subTypeCategory: 2 },
} as const
/** Products 10 and 11 are bundles; product 18 is the optional extra of a bundle. */
export const BUNDLE_PRODUCT_IDS = [10, 11] as const
export const BUNDLE_EXTRA_PRODUCT_ID = 18
/** handType 2: the item is mailed (a gift pack), the order needs an address. */
export const HAND_TYPE_MAILED = 2

export const productDetailSchema = z.object({
  id: z.number().int(),
  tproductName: z.string(),
  description: z.string(),
  price: yuan,
  handType: z.number().int(),
})

export const productSchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  productName: z.string(),
  category: z.number().int(),
  subCategory: z.number().int(),
  subTypeCategory: z.number().int(),
  bundle: z.boolean(),
  refundable: z.boolean(),
  tbProductDetails: z.array(productDetailSchema),
  isCoupon: z.number().int(),
})
export type Product = z.infer<typeof productSchema>

const id = z.coerce.number().int().positive()

// GET /product/getAppletsProductList is served by the practice module (the fun-learning levels).

/** One product with its details; extra: the optional details a bundle may add (product 18). */
export const getAppletsProductInfo = defineCall({
  method: 'GET',
  paths: ['/product/getAppletsProductInfo'],
  request: z.object({ productId: id }),
  response: z.object({
    tbProduct: productSchema,
    productDetails: z.array(productDetailSchema),
    extraDetails: z.array(productDetailSchema),
    isCoupon: z.number().int(),
    /** false: off sale; the page says so and an order is refused. */
    onSale: z.boolean(),
  }),
})

/**
 * The single product of a payment draft: by productFlag (applyTestPaper, team) or by the three
 * codes, for the current season.
 */
export const getTbProductSingle = defineCall({
  method: 'GET',
  paths: ['/product/getTbProductSingle'],
  request: z.object({
    productFlag: z.string().max(40).optional(),
    category: z.coerce.number().int().optional(),
    subCategory: z.coerce.number().int().optional(),
    subTypeCategory: z.coerce.number().int().optional(),
  }),
  response: productSchema,
})
