import type { Lang } from '@spell/shared'
import { queryTbUserCouponOrderPage } from '@spell/shared/api/orders/coupons'
import { getAppletsProductInfo, getTbProductSingle, PRODUCT_CODES } from '@spell/shared/api/orders/products'
import { APPLY_TEST_PAPER_FLAG } from '@spell/shared/api/school-console/enrollment'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { productDetails, products } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { toYuan } from './order-pricing'
import { currentProductByCodes, productForOrderPage, usableCouponsOf, withDetails } from './products.service'

type ProductRow = typeof products.$inferSelect
type DetailRow = typeof productDetails.$inferSelect

const presentDetail = (d: DetailRow, lang: Lang) => ({
  id: d.id,
  tproductName: lang === 'en' ? d.tproductNameEn : d.tproductName,
  description: lang === 'en' ? d.descriptionEn : d.description,
  price: toYuan(d.price),
  handType: d.handType,
})

/** A product with its details, in the asker's language. */
function presentProduct({ product: p, details }: { product: ProductRow; details: DetailRow[] }, lang: Lang) {
  return {
    id: p.id,
    season: p.season,
    productName: lang === 'en' ? p.productNameEn : p.productName,
    category: p.category,
    subCategory: p.subCategory,
    subTypeCategory: p.subTypeCategory,
    bundle: p.bundle,
    refundable: p.refundable,
    tbProductDetails: details.map((d) => presentDetail(d, lang)),
    isCoupon: p.isCoupon ? 1 : 0,
  }
}

/** Product flags of the payment drafts (orderPayDataForm.productFlag) and the product codes they stand for. */
const FLAG_PRODUCTS: Record<string, { category: number; subCategory: number; subTypeCategory: number }> = {
  [APPLY_TEST_PAPER_FLAG]: { category: 2, subCategory: 8, subTypeCategory: 1 },
  team: PRODUCT_CODES.team,
  contestEntry: PRODUCT_CODES.contestEntry,
}

/** Products (readable by anyone) and the signed-in user's coupons. */
export function productRoutes({ db }: AppServices) {
  const router = Router()

  mountCall(router, getAppletsProductInfo, { access: 'public' }, async (input, { req }) => {
    const { product, details, extra } = await productForOrderPage(db, input.productId)
    const tbProduct = presentProduct({ product, details }, req.lang)
    return {
      tbProduct,
      productDetails: tbProduct.tbProductDetails,
      extraDetails: extra.map((d) => presentDetail(d, req.lang)),
      isCoupon: tbProduct.isCoupon,
      onSale: product.active,
    }
  })

  mountCall(router, getTbProductSingle, { access: 'public' }, async (input, { req }) => {
    const codes =
      (input.productFlag ? FLAG_PRODUCTS[input.productFlag] : undefined) ??
      (input.category && input.subCategory && input.subTypeCategory
        ? { category: input.category, subCategory: input.subCategory, subTypeCategory: input.subTypeCategory }
        : undefined)
    if (!codes) throw new AppError('notFound', 'order.productNotFound')
    const product = await currentProductByCodes(db, codes)
    if (input.productFlag && !product.active) throw new AppError('conflict', 'order.productOffSale')
    return presentProduct(await withDetails(db, product), req.lang)
  })

  mountCall(router, queryTbUserCouponOrderPage, { access: 'signedIn' }, async (input, { req, user }) => {
    const rows = await usableCouponsOf(db, user.id, input.productId)
    const page = rows.slice((input.pageNum - 1) * input.pageSize, input.pageNum * input.pageSize)
    return {
      total: rows.length,
      list: page.map((c) => ({
        id: c.id,
        couponName: req.lang === 'en' ? c.couponNameEn : c.couponName,
        discountAmount: toYuan(c.discountAmount),
        expiresAt: c.expiresAt?.getTime() ?? null,
      })),
    }
  })

  return router
}
