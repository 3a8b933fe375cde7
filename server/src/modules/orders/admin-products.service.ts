import type { saveProductSchema } from '@spell/shared/api/orders/admin-products'
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database'
import { productDetails, products, seasons } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { toFen, toYuan } from './order-pricing'
import { detailsOfProducts } from './orders.service'

type SaveProduct = z.output<typeof saveProductSchema>
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Any fixed number; it names the advisory lock held while new product ids are taken. */
const PRODUCT_IDS_LOCK = 730_001

/**
 * Product and detail ids are plain integers (the specification names some), so new ones follow the
 * largest. A transaction-scoped advisory lock makes two committee members saving at the same moment
 * take turns instead of colliding on the same id (it is released at commit or rollback).
 */
async function nextIds(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRODUCT_IDS_LOCK})`)
  const [p] = await tx.select({ n: max(products.id) }).from(products)
  const [d] = await tx.select({ n: max(productDetails.id) }).from(productDetails)
  return { product: (p?.n ?? 0) + 1, detail: (d?.n ?? 0) + 1 }
}

async function checkSeason(db: Db | Tx, season: number) {
  const [found] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, season))
  if (!found) throw new AppError('invalidInput', 'product.seasonUnknown')
}

/** The products of a season with their details, prices in yuan, both languages. */
export async function listSeasonProducts(db: Db, season: number) {
  const rows = await db.select().from(products).where(eq(products.season, season)).orderBy(asc(products.id))
  const details = await detailsOfProducts(
    db,
    rows.map((p) => p.id),
  )
  return rows.map(({ platformFee, ...p }) => ({
    ...p,
    platformFee: toYuan(platformFee),
    details: details
      .filter((d) => d.productId === p.id)
      .map(({ productId: _, price, ...d }) => ({ ...d, price: toYuan(price) })),
  }))
}

/**
 * Creates or updates a product and its details in one transaction. Details sent with an id are
 * updated, without one added, and those left out removed. Orders keep their own snapshot of items and
 * amounts, so nothing here changes an existing order.
 */
export async function saveProduct(db: Db, input: SaveProduct) {
  await checkSeason(db, input.season)
  if (input.extraProductId) {
    const [extra] = await db
      .select({ season: products.season })
      .from(products)
      .where(and(eq(products.id, input.extraProductId), ne(products.id, input.id ?? 0)))
    if (!input.bundle || extra?.season !== input.season)
      throw new AppError('invalidInput', 'product.extraInvalid')
  }
  const { details, id, platformFee, ...fields } = input
  const values = { ...fields, extraProductId: input.extraProductId ?? null, platformFee: toFen(platformFee) }
  return db.transaction(async (tx) => {
    const ids = await nextIds(tx)
    let productId = id
    if (productId) {
      const [current] = await tx.select().from(products).where(eq(products.id, productId))
      if (!current) throw new AppError('notFound', 'product.notFound')
      if (current.season !== input.season) throw new AppError('invalidInput', 'product.seasonChange')
      await tx.update(products).set(values).where(eq(products.id, productId))
    } else {
      productId = ids.product
      await tx.insert(products).values({ ...values, id: productId })
    }
    const own = await tx
      .select({ id: productDetails.id })
      .from(productDetails)
      .where(eq(productDetails.productId, productId))
    const ownIds = new Set(own.map((d) => d.id))
    if (details.some((d) => d.id && !ownIds.has(d.id)))
      throw new AppError('invalidInput', 'product.detailNotOwn')
    const kept = new Set(details.flatMap((d) => (d.id ? [d.id] : [])))
    const removed = [...ownIds].filter((d) => !kept.has(d))
    if (removed.length) await tx.delete(productDetails).where(inArray(productDetails.id, removed))
    let nextDetail = ids.detail
    for (const { id: detailId, price, grants, ...detail } of details) {
      const row = { ...detail, price: toFen(price), grants: grants ?? null, productId }
      if (detailId) await tx.update(productDetails).set(row).where(eq(productDetails.id, detailId))
      else await tx.insert(productDetails).values({ ...row, id: nextDetail++ })
    }
    return { id: productId }
  })
}

export async function setOnSale(db: Db, id: number, active: boolean) {
  const [saved] = await db
    .update(products)
    .set({ active })
    .where(eq(products.id, id))
    .returning({ id: products.id })
  if (!saved) throw new AppError('notFound', 'product.notFound')
}

/**
 * Copies every product of a season into a season without products. Refusing a target that has
 * products (rather than skipping duplicates) keeps one rule simple: a season's catalogue is copied
 * once, then edited. Copies start off sale; an extra product points at its copy.
 */
export async function copySeason(db: Db, fromSeason: number, toSeason: number) {
  await checkSeason(db, toSeason)
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.season, toSeason))
      .limit(1)
    if (existing) throw new AppError('conflict', 'product.targetHasProducts')
    const source = await tx
      .select()
      .from(products)
      .where(eq(products.season, fromSeason))
      .orderBy(asc(products.id))
    if (!source.length) throw new AppError('invalidInput', 'product.sourceEmpty')
    const details = await tx
      .select()
      .from(productDetails)
      .where(
        inArray(
          productDetails.productId,
          source.map((p) => p.id),
        ),
      )
      .orderBy(asc(productDetails.id))
    const ids = await nextIds(tx)
    const newId = new Map(source.map((p, i) => [p.id, ids.product + i]))
    await tx.insert(products).values(
      source.map((p) => ({
        ...p,
        id: newId.get(p.id) as number,
        season: toSeason,
        active: false,
        extraProductId: p.extraProductId ? (newId.get(p.extraProductId) ?? null) : null,
      })),
    )
    if (details.length)
      await tx
        .insert(productDetails)
        .values(
          details.map((d, i) => ({ ...d, id: ids.detail + i, productId: newId.get(d.productId) as number })),
        )
    return { copied: source.length }
  })
}
