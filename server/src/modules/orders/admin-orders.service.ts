import type { adminOrderFilterSchema } from '@spell/shared/api/orders/admin-orders'
import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { orders, products, schools, users } from '../../db/schema'
import { toYuan } from './order-pricing'

export type Filter = ReturnType<typeof adminOrderFilterSchema.parse>

/** The filter's condition: season, status, product, and an order number (or its start), phone or e-mail. */
function whereOf(filter: Filter) {
  const where: SQL[] = []
  if (filter.season) where.push(eq(orders.season, filter.season))
  if (filter.status) where.push(eq(orders.status, filter.status))
  if (filter.productId) where.push(eq(orders.productId, filter.productId))
  if (filter.keyword) {
    const k = filter.keyword
    const match = or(
      eq(orders.orderNo, k),
      eq(users.phone, k),
      eq(users.email, k),
      like(orders.orderNo, `${k}%`),
    )
    if (match) where.push(match)
  }
  return where.length ? and(...where) : undefined
}

/** The committee's orders, newest first, filtered: one page, or `all` for the export. */
export async function findOrders(db: Db, filter: Filter, lang: 'zh' | 'en', all = false) {
  const where = whereOf(filter)
  const base = db
    .select({ order: orders, product: products, user: users, school: schools })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(schools, eq(schools.id, orders.schoolId))
    .where(where)
    .orderBy(desc(orders.id))
  const rows = all
    ? await base
    : await base.limit(filter.pageSize).offset((filter.pageNum - 1) * filter.pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
  return {
    total: total?.n ?? 0,
    list: rows.map(({ order, product, user, school }) => ({
      orderNo: order.orderNo,
      season: order.season,
      productName: lang === 'en' ? product.productNameEn : product.productName,
      payer: user.userName,
      phone: user.phone,
      schoolName: school?.schoolName ?? null,
      totalAmount: toYuan(order.totalAmount),
      discountAmount: toYuan(order.discountAmount),
      paymentAmount: toYuan(order.paymentAmount),
      status: order.status as Filter['status'] & string,
      createdAt: order.createdAt.getTime(),
      paidAt: order.paidAt?.getTime() ?? null,
    })),
  }
}
