import { randomInt } from 'node:crypto'
import type { Role } from '@spell/shared'
import { COUPON_STATUS } from '@spell/shared/api/orders/admin-coupons'
import type { CreateOrderRequest } from '@spell/shared/api/orders/create-order'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { coupons, orders, productDetails, products, userAddresses } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { orderKind } from './order-kinds'
import { discountOn, priceOrder, toFen, toYuan } from './order-pricing'
import { openPayment } from './payments.service'

/** An order must be paid within 7 days or it is cancelled. */
const ORDER_PAY_DAYS = 7
const DAY_MS = 86_400_000

/** yyyyMMddHHmmss (China time) and 8 random digits: unique enough, and readable on a receipt. */
export function newOrderNo(now = new Date()) {
  const china = chinaDateTime(now).replace(/\D/g, '')
  return `${china}${String(randomInt(1e8)).padStart(8, '0')}`
}

/** A usable coupon of the user for the product: unused, not expired, for this product or any. */
export const usableCoupons = (userId: number, productId: number, now = new Date()) =>
  and(
    eq(coupons.userId, userId),
    eq(coupons.status, 0),
    or(isNull(coupons.productId), eq(coupons.productId, productId)),
    or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
  )

/** The items of these products, in the order they were made. */
export async function detailsOfProducts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return []
  return db
    .select()
    .from(productDetails)
    .where(inArray(productDetails.productId, productIds))
    .orderBy(asc(productDetails.id))
}

async function activeProduct(db: Db, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId))
  if (!product) throw new AppError('notFound', 'order.productNotFound')
  if (!product.active) throw new AppError('conflict', 'order.productOffSale')
  return product
}

/**
 * Creates an order from what the product costs now (the client's paymentAmount is only compared),
 * reserves the coupon, cancels the user's earlier unpaid order of the same product, and asks the
 * payment provider for the QR content.
 */
export async function createOrder(
  services: Pick<AppServices, 'db' | 'payments' | 'config'>,
  input: CreateOrderRequest,
  user: { id: number; role: Role },
  request: { baseUrl?: string; clientIp: string } = { clientIp: '' },
) {
  const chosen = input.payWith
  if (chosen && !services.payments.providers.some((provider) => provider.name === chosen.provider))
    throw new AppError('invalidInput', 'order.paymentMethodUnavailable')
  const { order, product } = await placeOrder(services, input, user, chosen?.provider)
  const payment = await openPayment(services, order, product.productName, { ...request, payWith: chosen })
  return {
    orderNo: order.orderNo,
    productName: product.productName,
    productNameEn: product.productNameEn,
    productPrice: toYuan(order.paymentAmount),
    amount: order.paymentAmount,
    qcPicCode: payment.qrContent,
    expiresAt: order.expiresAt.getTime(),
    provider: payment.provider,
    redirectUrl: payment.redirectUrl,
  }
}

/**
 * Stores a new unpaid order, checked and priced, without opening any payment: createOrder opens a
 * provider's, a school paying by bank transfer opens none.
 */
export async function placeOrder(
  { db, payments }: Pick<AppServices, 'db' | 'payments'>,
  input: Omit<CreateOrderRequest, 'payWith'>,
  user: { id: number; role: Role },
  providerName: string = payments.provider.name,
) {
  const product = await activeProduct(db, input.productId)
  const kind = orderKind(product.orderKind)
  if (!kind) throw new AppError('conflict', 'order.kindUnavailable')
  if (!kind.roles.includes(user.role)) throw new AppError('forbidden')
  const { items, total } = await priceOrder(db, product, input.tbProductDetail)
  if (items.some((item) => item.handType === 2)) {
    if (!input.addressId) throw new AppError('invalidInput', 'order.addressRequired')
    const [own] = await db
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(and(eq(userAddresses.id, input.addressId), eq(userAddresses.userId, user.id)))
    if (!own) throw new AppError('forbidden')
  }
  const target = await kind.prepare(db, input, user, product)
  await refuseWhileTransferAwaited(db, target)

  let couponAmount = 0
  if (input.couponId) {
    if (!product.isCoupon) throw new AppError('invalidInput', 'order.couponInvalid')
    const [coupon] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, input.couponId), usableCoupons(user.id, product.id)))
    // A coupon of an earlier unpaid order of this product is released below and may be used again.
    const [reserved] = coupon
      ? []
      : await db
          .select({ c: coupons, o: orders })
          .from(coupons)
          .innerJoin(orders, eq(orders.id, coupons.orderId))
          .where(
            and(
              eq(coupons.id, input.couponId),
              eq(coupons.userId, user.id),
              eq(coupons.status, 1),
              eq(orders.status, 'unpaid'),
              eq(orders.productId, product.id),
            ),
          )
    const usable = coupon ?? reserved?.c
    if (!usable) throw new AppError('invalidInput', await couponRefusal(db, user.id, input.couponId))
    couponAmount = usable.discountAmount
  }
  const discount = discountOn(total, couponAmount)
  const paymentAmount = total - discount
  if (input.paymentAmount !== undefined && toFen(input.paymentAmount) !== paymentAmount)
    throw new AppError('invalidInput', 'order.priceChanged')

  const now = new Date()
  const order = await db.transaction(async (tx) => {
    const earlier = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(orders.userId, user.id), eq(orders.productId, product.id), eq(orders.status, 'unpaid')))
      .returning({ id: orders.id })
    if (earlier.length)
      await releaseCoupons(
        tx,
        earlier.map((o) => o.id),
      )
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(now),
        kind: product.orderKind,
        userId: user.id,
        schoolId: target.schoolId ?? null,
        productId: product.id,
        season: product.season,
        items,
        totalAmount: total,
        discountAmount: discount,
        paymentAmount,
        couponId: input.couponId ?? null,
        addressId: input.addressId ?? null,
        enrollmentId: target.enrollmentId ?? null,
        teamId: target.teamId ?? null,
        provider: providerName,
        expiresAt: new Date(now.getTime() + ORDER_PAY_DAYS * DAY_MS),
      })
      .returning()
    if (!row) throw new Error('order not stored')
    if (input.couponId) {
      const [taken] = await tx
        .update(coupons)
        .set({ status: 1, orderId: row.id })
        .where(and(eq(coupons.id, input.couponId), usableCoupons(user.id, product.id, now)))
        .returning({ id: coupons.id })
      if (!taken) throw new AppError('invalidInput', 'order.couponInvalid')
    }
    return row
  })
  return { order, product }
}

/**
 * A school's sign-up or team whose fee already awaits a bank transfer is not ordered again: the
 * school may have sent the money, and a second order could be paid twice. It cancels that order first.
 */
async function refuseWhileTransferAwaited(
  db: Db,
  target: { enrollmentId?: number | null; teamId?: number | null },
) {
  const sameTarget = target.teamId
    ? eq(orders.teamId, target.teamId)
    : target.enrollmentId
      ? eq(orders.enrollmentId, target.enrollmentId)
      : undefined
  if (!sameTarget) return
  const [awaited] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(sameTarget, eq(orders.status, 'awaitingTransfer')))
  if (awaited)
    throw new AppError('conflict', 'transfer.awaitingExists', { params: { orderNo: awaited.orderNo } })
}

/** Why the user's coupon cannot be applied: revoked by the committee, or otherwise unusable. */
async function couponRefusal(db: Db, userId: number, couponId: number) {
  const [coupon] = await db
    .select({ status: coupons.status })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)))
  return coupon?.status === COUPON_STATUS.revoked ? 'coupon.revoked' : 'order.couponInvalid'
}

/** Coupons held by these (cancelled) orders become usable again. */
export async function releaseCoupons(tx: Pick<Db, 'update'>, orderIds: number[]) {
  await tx
    .update(coupons)
    .set({ status: 0, orderId: null })
    .where(and(inArray(coupons.orderId, orderIds), eq(coupons.status, 1)))
}

/**
 * Cancels every unpaid order past its 7 days (and every order awaiting a bank transfer past its own
 * deadline) and frees its coupon. The update is conditional on the status, so any number of instances
 * may run it at once: each order is cancelled by one of them, and an order paid meanwhile is left alone.
 */
export async function expireOrders(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(inArray(orders.status, ['unpaid', 'awaitingTransfer']), lt(orders.expiresAt, now)))
      .returning({ id: orders.id })
    if (expired.length)
      await releaseCoupons(
        tx,
        expired.map((o) => o.id),
      )
    return expired.length
  })
}

export const orderByNo = async (db: Db, orderNo: string) =>
  (await db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]
