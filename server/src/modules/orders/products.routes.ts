import type { Lang } from '@spell/shared'
import { queryTbUserCouponOrderPage } from '@spell/shared/api/orders/coupons'
import { getAppletsProductInfo, getTbProductSingle, PRODUCT_CODES } from '@spell/shared/api/orders/products'
import { APPLY_TEST_PAPER_FLAG } from '@spell/shared/api/school-console/enrollment'
import { and, asc, desc, eq } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { coupons, productDetails, products } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { currentSeasonId } from '../seasons/seasons.service'
import { toYuan } from './order-pricing'
import { detailsOfProducts, usableCoupons } from './orders.service'

type ProductRow = typeof products.$inferSelect
type DetailRow = typeof productDetails.$inferSelect

const presentDetail = (d: DetailRow, lang: Lang) => ({
  id: d.id,
  tproductName: lang === 'en' ? d.tproductNameEn : d.tproductName,
  description: lang === 'en' ? d.descriptionEn : d.description,
  price: toYuan(d.price),
  handType: d.handType,
})

async function presentProducts(db: Db, rows: ProductRow[], lang: Lang) {
  const details = await detailsOfProducts(
    db,
    rows.map((p) => p.id),
  )
  return rows.map((p) => ({
    id: p.id,
    season: p.season,
    productName: lang === 'en' ? p.productNameEn : p.productName,
    category: p.category,
    subCategory: p.subCategory,
    subTypeCategory: p.subTypeCategory,
    bundle: p.bundle,
    refundable: p.refundable,
    tbProductDetails: details.filter((d) => d.productId === p.id).map((d) => presentDetail(d, lang)),
    isCoupon: p.isCoupon ? 1 : 0,
  }))
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
    // An off-sale product is still shown, marked, so the order page can say why it cannot be bought.
    const [product] = await db.select().from(products).where(eq(products.id, input.productId))
    if (!product) throw new AppError('notFound', 'order.productNotFound')
    const [tbProduct] = await presentProducts(db, [product], req.lang)
    if (!tbProduct) throw new AppError('notFound', 'order.productNotFound')
    const extra =
      product.bundle && product.extraProductId
        ? await db.select().from(productDetails).where(eq(productDetails.productId, product.extraProductId))
        : []
    return {
      tbProduct,
      productDetails: tbProduct.tbProductDetails,
      extraDetails: extra.map((d) => presentDetail(d, req.lang)),
      isCoupon: tbProduct.isCoupon,
      onSale: product.active,
    }
  })

  mountCall(router, getTbProductSingle, { access: 'public' }, async (input, { req }) => {
    // The product of the current season with these codes: a new season's copies replace the old ones.
    const codes =
      (input.productFlag ? FLAG_PRODUCTS[input.productFlag] : undefined) ??
      (input.category && input.subCategory && input.subTypeCategory
        ? { category: input.category, subCategory: input.subCategory, subTypeCategory: input.subTypeCategory }
        : undefined)
    const [product] = codes
      ? await db
          .select()
          .from(products)
          .where(
            and(
              eq(products.season, await currentSeasonId(db)),
              eq(products.category, codes.category),
              eq(products.subCategory, codes.subCategory),
              eq(products.subTypeCategory, codes.subTypeCategory),
            ),
          )
          .orderBy(desc(products.active), asc(products.id))
          .limit(1)
      : []
    if (!product) throw new AppError('notFound', 'order.productNotFound')
    if (input.productFlag && !product.active) throw new AppError('conflict', 'order.productOffSale')
    const [shown] = await presentProducts(db, [product], req.lang)
    if (!shown) throw new AppError('notFound', 'order.productNotFound')
    return shown
  })

  mountCall(router, queryTbUserCouponOrderPage, { access: 'signedIn' }, async (input, { req, user }) => {
    const rows = await db
      .select()
      .from(coupons)
      .where(usableCoupons(user.id, input.productId))
      .orderBy(asc(coupons.id))
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
