import type { Role } from '@spell/shared'
import type { CreateOrderRequest } from '@spell/shared/api/orders/create-order'
import type { AppServices } from '../../app-services'
import type { Db, Tx } from '../../db/database'
import type { orders, products } from '../../db/schema'

type OrderRow = typeof orders.$inferSelect
/** What a kind needs to tell the payer: the database, the mail, the vault and the site's address. */
export type PaidNotifier = Pick<AppServices, 'db' | 'messaging' | 'logger' | 'personalData' | 'config'>
export type ProductRow = typeof products.$inferSelect

/** What an order kind adds to a new order: the school, the sign-up or team it pays for. */
interface OrderTarget {
  schoolId?: number | null
  enrollmentId?: number | null
  teamId?: number | null
}

/**
 * One kind of order (products.order_kind): who may order it, what it is for, and what paying does.
 *
 * A kind is registered once when the server is composed (`createApp`), e.g. the teams module:
 *
 *     registerOrderKind('team', {
 *       roles: ['schoolTeacher'],
 *       prepare: async (db, input, user) => ({ schoolId, teamId: checkedTeamId }), // throw AppError if not theirs
 *       onPaid: async (tx, order) => { await tx.update(teams).set({ payed: 1 }).where(eq(teams.id, order.teamId!)) },
 *     })
 *
 * onPaid runs inside the transaction that marks the order paid, exactly once per order (the paid
 * update is conditional), so it needs no idempotency of its own; if it throws, nothing is paid and the
 * provider's notification is answered with an error (the provider retries).
 */
export interface OrderKind {
  roles: readonly Role[]
  prepare(
    db: Db,
    input: CreateOrderRequest,
    user: { id: number; role: Role },
    product: ProductRow,
  ): Promise<OrderTarget>
  onPaid(tx: Tx, order: OrderRow): Promise<void>
  /**
   * Tells the payer once the payment is stored (the confirmation e-mail); runs once, after onPaid's
   * transaction commits. A message that cannot go out is logged, never thrown (notifyAfterCommit).
   */
  afterPaid?(services: PaidNotifier, order: OrderRow): Promise<void>
  /** Undoes what paying gave when a refund is approved (optional; many effects are derived). */
  onRefunded?(tx: Tx, order: OrderRow): Promise<void>
}

const kinds = new Map<string, OrderKind>()

export function registerOrderKind(name: string, kind: OrderKind) {
  kinds.set(name, kind)
}

export const orderKind = (name: string) => kinds.get(name)
