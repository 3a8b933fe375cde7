import {
  type AdminProduct,
  type ORDER_KINDS,
  saveProductSchema,
} from '@spell/shared/api/orders/admin-products'
import type { z } from 'zod'

/**
 * The product form, checked by the save call's own schema (the same messages the server answers with);
 * the season and the product's id are not typed in: the dialog adds them to the request.
 */
export const productFormSchema = saveProductSchema.omit({ id: true, season: true })
export type ProductFormOutput = z.output<typeof productFormSchema>

/** One item as its inputs hold it. */
export interface DetailValues {
  /** Absent: a new item. */
  id?: number
  tproductName: string
  tproductNameEn: string
  description: string
  descriptionEn: string
  /** Yuan; empty until typed. */
  price: number | null
  handType: number
  grants?: string | null
}

/** What the dialog's inputs hold. */
export interface ProductValues {
  activityType?: number
  productName: string
  productNameEn: string
  category: number
  subCategory: number
  subTypeCategory: number
  orderKind: (typeof ORDER_KINDS)[number]
  bundle: boolean
  extraProductId?: number | null
  isCoupon: boolean
  refundable: boolean
  platformFee: number | null
  details: DetailValues[]
}

export const blankDetail: DetailValues = {
  tproductName: '',
  tproductNameEn: '',
  description: '',
  descriptionEn: '',
  price: null,
  handType: 1,
}

/** The inputs of a product being edited, or of a new one. */
export const productValues = (product: AdminProduct | null): ProductValues =>
  product
    ? {
        activityType: product.activityType,
        productName: product.productName,
        productNameEn: product.productNameEn,
        category: product.category,
        subCategory: product.subCategory,
        subTypeCategory: product.subTypeCategory,
        orderKind: product.orderKind as ProductValues['orderKind'],
        bundle: product.bundle,
        extraProductId: product.extraProductId,
        isCoupon: product.isCoupon,
        refundable: product.refundable,
        platformFee: product.platformFee,
        details: product.details.map((d) => ({ ...d })),
      }
    : {
        productName: '',
        productNameEn: '',
        category: 2,
        subCategory: 8,
        subTypeCategory: 4,
        orderKind: 'student',
        bundle: false,
        isCoupon: true,
        refundable: false,
        platformFee: 0,
        details: [blankDetail],
      }
