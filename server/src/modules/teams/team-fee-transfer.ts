import type { Lang } from '@spell/shared'
import { translate } from '@spell/shared'
import { yuanTextOfFen } from '@spell/shared/api/orders/fen'
import { TEAM_PAYED } from '@spell/shared/api/teams/teams'
import { chinaDate } from '@spell/shared/time/china-time'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { orders, productDetails, products, schools, teams, userSchools } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { awaitTransfer, TRANSFER_PROVIDER } from '../orders/bank-transfer.service'
import { priceOrder } from '../orders/order-pricing'
import { newOrderNo } from '../orders/orders.service'
import { settleTransfers } from '../orders/transfer-settlement'

/**
 * The committee received a team's fee by bank transfer. This is no separate way of being paid: the
 * team's open order (or, when the school never opened one, an order placed for its teacher) awaits
 * the transfer, and the transfer is recorded and settled like any other the committee matches
 * (settleTransfers: the order is paid, the team with it, through the order core's settlement).
 */
export async function recordTeamFeeTransfer(
  services: AppServices,
  committeeId: number,
  input: {
    teamId: number
    orderNo?: string
    paidOn?: string
    payer?: string
    amount?: number
    note?: string
  },
  lang: Lang,
  now = new Date(),
) {
  const { db } = services
  const [row] = await db
    .select({ team: teams, schoolName: schools.schoolName })
    .from(teams)
    .innerJoin(schools, eq(schools.id, teams.schoolId))
    .where(eq(teams.id, input.teamId))
  if (!row) throw new AppError('notFound', 'team.notFound')
  const { team, schoolName } = row
  if (team.payed !== TEAM_PAYED.unpaid) throw new AppError('conflict', 'team.badTransition')
  const open = (await openOrderOf(db, team.id, input.orderNo)) ?? (await placeTeamOrder(db, team, now))
  const { order, reference } =
    open.status === 'awaitingTransfer' ? { order: open, reference: null } : await awaitTransfer(db, open, now)
  const amount = input.amount ?? order.paymentAmount
  if (amount !== order.paymentAmount) {
    const params = { received: yuanTextOfFen(amount), expected: yuanTextOfFen(order.paymentAmount) }
    throw new AppError('invalidInput', 'transfer.amountMismatch', {
      params,
      fields: [{ field: 'amount', message: translate('transfer.amountMismatch', lang, params) }],
    })
  }
  await settleTransfers(
    services,
    [
      {
        orderId: order.id,
        orderNo: order.orderNo,
        reference,
        paidOn: input.paidOn ?? chinaDate(now),
        payer: input.payer || schoolName,
        amount,
        note: input.note ?? '',
        source: 'manual',
        fingerprint: null,
      },
    ],
    committeeId,
  )
}

/** The team's order still waiting for its money: the one named, or the latest. */
async function openOrderOf(db: Db, teamId: number, orderNo: string | undefined) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.teamId, teamId),
        inArray(orders.status, ['unpaid', 'awaitingTransfer']),
        orderNo ? eq(orders.orderNo, orderNo) : undefined,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1)
  if (!order && orderNo) throw new AppError('notFound', 'order.notFound')
  return order
}

/** An unpaid team-fee order of the team's season, placed for the teacher who signed the team up. */
async function placeTeamOrder(db: Db, team: typeof teams.$inferSelect, now: Date) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.orderKind, 'team'), eq(products.season, team.season)))
    .orderBy(desc(products.active), asc(products.id))
    .limit(1)
  const [detail] = product
    ? await db
        .select({ id: productDetails.id })
        .from(productDetails)
        .where(eq(productDetails.productId, product.id))
        .orderBy(asc(productDetails.id))
        .limit(1)
    : []
  if (!product || !detail) throw new AppError('conflict', 'teamFee.noProduct')
  const [teacher] = team.creatorId
    ? [{ userId: team.creatorId }]
    : await db
        .select({ userId: userSchools.userId })
        .from(userSchools)
        .where(eq(userSchools.schoolId, team.schoolId))
        .orderBy(asc(userSchools.userId))
        .limit(1)
  if (!teacher) throw new AppError('conflict', 'teamFee.noPayer')
  const { items, total } = await priceOrder(db, product, [detail.id])
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      kind: product.orderKind,
      userId: teacher.userId,
      schoolId: team.schoolId,
      productId: product.id,
      season: product.season,
      items,
      totalAmount: total,
      paymentAmount: total,
      teamId: team.id,
      provider: TRANSFER_PROVIDER,
      // Its transfer deadline is set next, when it starts awaiting the transfer.
      expiresAt: new Date(now.getTime() + 86_400_000),
    })
    .returning()
  if (!order) throw new Error('team order not stored')
  return order
}
