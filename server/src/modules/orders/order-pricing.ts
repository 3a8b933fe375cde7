import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { productDetails } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { ProductRow } from './order-kinds'

export interface OrderItem {
  id: number
  productId: number
  name: string
  nameEn: string
  price: number
  handType: number
  grants: string | null
}

/**
 * The items and total (fen) of an order, from the product details as stored now: a bundle takes all
 * its details, plus any of its extra product's; another product exactly one of its own.
 */
export async function priceOrder(db: Db, product: ProductRow, detailIds: number[]) {
  const wanted = [...new Set(detailIds)]
  if (wanted.length !== detailIds.length) throw new AppError('invalidInput', 'order.detailsInvalid')
  const own = await db.select().from(productDetails).where(eq(productDetails.productId, product.id))
  const extra =
    product.bundle && product.extraProductId
      ? await db
          .select()
          .from(productDetails)
          .where(
            and(eq(productDetails.productId, product.extraProductId), inArray(productDetails.id, wanted)),
          )
      : []
  const allowed = new Map([...own, ...extra].map((d) => [d.id, d]))
  if (!wanted.every((id) => allowed.has(id))) throw new AppError('invalidInput', 'order.detailsInvalid')
  if (product.bundle) {
    if (!own.every((d) => wanted.includes(d.id))) throw new AppError('invalidInput', 'order.bundleIncomplete')
  } else if (wanted.length !== 1) {
    throw new AppError('invalidInput', 'order.pickOne')
  }
  const items: OrderItem[] = wanted.map((id) => {
    const d = allowed.get(id)
    if (!d) throw new AppError('invalidInput', 'order.detailsInvalid')
    return {
      id: d.id,
      productId: d.productId,
      name: d.tproductName,
      nameEn: d.tproductNameEn,
      price: d.price,
      handType: d.handType,
      grants: d.grants,
    }
  })
  const total = items.reduce((sum, item) => sum + item.price, 0)
  return { items, total }
}

/** A coupon never makes an order free: at least one fen is paid, so every order goes through payment. */
export const discountOn = (total: number, couponAmount: number) =>
  Math.max(0, Math.min(couponAmount, total - 1))

export const toYuan = (fen: number) => Math.round(fen) / 100
export const toFen = (yuan: number) => Math.round(yuan * 100)
