import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { coupons, productDetails, products } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { currentSeasonId } from '../seasons/seasons.service'
import { detailsOfProducts, usableCoupons } from './orders.service'

type ProductRow = typeof products.$inferSelect

/** A product with its details. */
export async function withDetails(db: Db, product: ProductRow) {
  return { product, details: await detailsOfProducts(db, [product.id]) }
}

/**
 * A product by id, on sale or not (the order page says why an off-sale one cannot be bought), with its
 * details and, for a bundle, the details of the product it adds.
 */
export async function productForOrderPage(db: Db, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId))
  if (!product) throw new AppError('notFound', 'order.productNotFound')
  const extra =
    product.bundle && product.extraProductId
      ? await db.select().from(productDetails).where(eq(productDetails.productId, product.extraProductId))
      : []
  return { ...(await withDetails(db, product)), extra }
}

/** The product of the current season with these codes (a new season's copies replace the old ones). */
export async function currentProductByCodes(
  db: Db,
  codes: { category: number; subCategory: number; subTypeCategory: number },
) {
  const [product] = await db
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
  if (!product) throw new AppError('notFound', 'order.productNotFound')
  return product
}

/** The user's coupons usable for a product now, oldest first. */
export function usableCouponsOf(db: Db, userId: number, productId: number) {
  return db.select().from(coupons).where(usableCoupons(userId, productId)).orderBy(asc(coupons.id))
}

/** A product by id, if there is one. */
export async function productById(db: Db, id: number) {
  const [product] = await db.select().from(products).where(eq(products.id, id))
  return product
}
