import {
  type AdminOrderFilter,
  adminOrderFilterSchema,
  listAdminOrders,
} from '@spell/shared/api/orders/admin-orders'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { findOrders } from './admin-orders.service'
import { ordersCsv } from './orders-csv'

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
    const { list } = await findOrders(db, parsed.data, req.lang, true)
    res.setHeader('content-type', 'text/csv; charset=utf-8')
    res.setHeader('content-disposition', 'attachment; filename="orders.csv"')
    res.send(ordersCsv(list, req.lang))
  })

  return router
}
