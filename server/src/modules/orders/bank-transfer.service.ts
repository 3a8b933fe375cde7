import type { Lang, Role } from '@spell/shared'
import { TRANSFER_DEADLINE_DAYS, type TransferInstructions } from '@spell/shared/api/orders/bank-transfer'
import type { CreateOrderRequest } from '@spell/shared/api/orders/create-order'
import { and, eq } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Config } from '../../config'
import type { Db, Tx } from '../../db/database'
import { orders, products, transferReferences } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { placeOrder } from './orders.service'
import { newReference } from './transfer-reference'

/** orders.provider of an order paid (or to be paid) into the committee's bank account. */
export const TRANSFER_PROVIDER = 'bank'
const DAY_MS = 86_400_000

type OrderRow = typeof orders.$inferSelect

/** The committee's account; a site without one does not take transfers. */
function transferAccount(config: Pick<Config, 'bankTransfer'>) {
  if (!config.bankTransfer) throw new AppError('invalidInput', 'transfer.unavailable')
  return config.bankTransfer
}

/** Only a school (its teacher) pays by transfer; students pay online. */
function refuseUnlessSchool(role: Role) {
  if (role !== 'schoolTeacher') throw new AppError('forbidden', 'transfer.schoolsOnly')
}

/** The reference an order awaiting its transfer was given. */
async function storedReference(db: Db | Tx, orderId: number) {
  const [stored] = await db
    .select({ reference: transferReferences.reference })
    .from(transferReferences)
    .where(eq(transferReferences.orderId, orderId))
  return stored?.reference
}

/** The order's reference, made once: 8 characters, unique (a rare collision draws again). */
async function referenceOf(tx: Tx, orderId: number) {
  const existing = await storedReference(tx, orderId)
  if (existing) return existing
  for (let attempt = 0; attempt < 5; attempt++) {
    const [made] = await tx
      .insert(transferReferences)
      .values({ orderId, reference: newReference() })
      .onConflictDoNothing()
      .returning({ reference: transferReferences.reference })
    if (made) return made.reference
  }
  throw new Error('no free transfer reference after 5 draws')
}

/**
 * An unpaid order is to be paid by bank transfer: it gets its reference, the provider "bank" and its
 * own deadline (TRANSFER_DEADLINE_DAYS from now, instead of what was left of the 7 days), and waits
 * as awaitingTransfer. Conditional on the order still being unpaid.
 */
export async function awaitTransfer(db: Db | Tx, order: OrderRow, now = new Date()) {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({
        status: 'awaitingTransfer',
        provider: TRANSFER_PROVIDER,
        payChannel: 'transfer',
        expiresAt: new Date(now.getTime() + TRANSFER_DEADLINE_DAYS * DAY_MS),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid')))
      .returning()
    if (!moved) throw new AppError('conflict', 'transfer.notUnpaid')
    return { order: moved, reference: await referenceOf(tx, moved.id) }
  })
}

async function instructionsFor(
  db: Db,
  config: Pick<Config, 'bankTransfer'>,
  { order, reference }: { order: OrderRow; reference: string },
  lang: Lang,
): Promise<TransferInstructions> {
  const [product] = await db
    .select({ zh: products.productName, en: products.productNameEn })
    .from(products)
    .where(eq(products.id, order.productId))
  return {
    orderNo: order.orderNo,
    productName: (lang === 'en' ? product?.en : product?.zh) ?? '',
    amount: order.paymentAmount,
    reference,
    expiresAt: order.expiresAt.getTime(),
    account: transferAccount(config),
  }
}

/** A school's new order, paid by transfer: the checks and price of any order, then its reference. */
export async function createTransferOrder(
  services: Pick<AppServices, 'db' | 'payments' | 'config'>,
  input: Omit<CreateOrderRequest, 'payWith'>,
  user: { id: number; role: Role },
  lang: Lang,
) {
  refuseUnlessSchool(user.role)
  transferAccount(services.config)
  const { order } = await placeOrder(services, input, user, TRANSFER_PROVIDER)
  return instructionsFor(services.db, services.config, await awaitTransfer(services.db, order), lang)
}

/** The user's own order; another's is "not found", as if it did not exist. */
async function ownOrder(db: Db, userId: number, orderNo: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
  if (!order || order.userId !== userId) throw new AppError('notFound', 'order.notFound')
  return order
}

/** The school's unpaid order is paid by transfer from now on; asked again, the same details come back. */
export async function chooseTransfer(
  { db, config }: Pick<AppServices, 'db' | 'config'>,
  user: { id: number; role: Role },
  orderNo: string,
  lang: Lang,
) {
  const order = await ownOrder(db, user.id, orderNo)
  refuseUnlessSchool(user.role)
  transferAccount(config)
  if (order.status === 'awaitingTransfer') return transferInstructions({ db, config }, user.id, orderNo, lang)
  if (order.status !== 'unpaid' || order.expiresAt.getTime() <= Date.now())
    throw new AppError('conflict', 'transfer.notUnpaid')
  return instructionsFor(db, config, await awaitTransfer(db, order), lang)
}

/** The transfer details of the user's own order awaiting its transfer. */
export async function transferInstructions(
  { db, config }: Pick<AppServices, 'db' | 'config'>,
  userId: number,
  orderNo: string,
  lang: Lang,
) {
  const order = await ownOrder(db, userId, orderNo)
  const reference = order.status === 'awaitingTransfer' && (await storedReference(db, order.id))
  if (!reference) throw new AppError('conflict', 'transfer.notAwaiting')
  return instructionsFor(db, config, { order, reference }, lang)
}
