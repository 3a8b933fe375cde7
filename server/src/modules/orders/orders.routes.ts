import { creatTbProductOrder, getTbProductOrderIsFinish } from '@spell/shared/api/orders/create-order'
import type { orderStatuses } from '@spell/shared/api/orders/my-orders'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { createOrder, orderByNo } from './orders.service'
import { confirmByQuery } from './payments.service'

/**
 * Order creation and the paid check the payment page polls (which asks the provider when its
 * notification is late). Only the orderer sees an order.
 */
export function orderRoutes(services: AppServices) {
  const { db } = services
  const router = Router()

  mountCall(router, creatTbProductOrder, { access: 'signedIn' }, async (input, { req, user }) => {
    const order = await createOrder(services, input, user, {
      baseUrl: `${req.protocol}://${req.get('host')}`,
      clientIp: req.ip ?? '',
    })
    return { ...order, productName: req.lang === 'en' ? order.productNameEn : order.productName }
  })

  mountCall(router, getTbProductOrderIsFinish, { access: 'signedIn' }, async (input, { user }) => {
    let order = await orderByNo(db, input.orderNo)
    if (!order || order.userId !== user.id) throw new AppError('notFound', 'order.notFound')
    // A late notification: the provider's own (verified) answer settles the order the same way.
    if (await confirmByQuery(services, order)) order = (await orderByNo(db, input.orderNo)) ?? order
    const status = order.status as (typeof orderStatuses)[number]
    return { isFinish: status === 'paid', status }
  })

  return router
}
