import {
  type AdminOrderFilter,
  adminOrderFilterSchema,
  listAdminOrders,
} from '@spell/shared/api/orders/admin-orders'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { orders, products, schools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { toYuan } from './order-pricing'

type Filter = ReturnType<typeof adminOrderFilterSchema.parse>

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

async function findOrders(db: Db, filter: Filter, lang: 'zh' | 'en', all = false) {
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

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value)
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
const chinaTime = (ms: number | null) => (ms === null ? '' : chinaDateTime(ms))

/** The committee's orders: the filtered list and its .csv export. */
export function adminOrderRoutes({ db }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, listAdminOrders, committee, (input, { req }) => findOrders(db, input, req.lang))

  router.get('/admin/orders/export', async (req, res) => {
    if (!req.user) throw new AppError('unauthorized')
    if (req.user.role !== 'committee') throw new AppError('forbidden')
    const parsed = adminOrderFilterSchema.safeParse(req.query as AdminOrderFilter)
    if (!parsed.success) throw new AppError('invalidInput')
    const en = req.lang === 'en'
    const { list } = await findOrders(db, parsed.data, req.lang, true)
    const head = en
      ? [
          'Order no.',
          'Season',
          'Product',
          'Payer',
          'Phone',
          'School',
          'Total',
          'Discount',
          'Paid',
          'Status',
          'Ordered at',
          'Paid at',
        ]
      : [
          '订单号',
          '赛季',
          '商品',
          '付款人',
          '手机号',
          '学校',
          '总价',
          '优惠',
          '实付',
          '状态',
          '下单时间',
          '支付时间',
        ]
    const lines = [
      head,
      ...list.map((o) => [
        o.orderNo,
        o.season,
        o.productName,
        o.payer,
        o.phone,
        o.schoolName,
        o.totalAmount,
        o.discountAmount,
        o.paymentAmount,
        o.status,
        chinaTime(o.createdAt),
        chinaTime(o.paidAt),
      ]),
    ]
    res.setHeader('content-type', 'text/csv; charset=utf-8')
    res.setHeader('content-disposition', 'attachment; filename="orders.csv"')
    // The BOM makes Excel read the file as UTF-8 (Chinese names).
    res.send(`\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`)
  })

  return router
}
