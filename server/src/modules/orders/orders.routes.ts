import { creatTbProductOrder, getTbProductOrderIsFinish } from '@spell/shared/api/orders/create-order'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { createOrder, orderByNo } from './orders.service'

/** Order creation and the paid check the payment page polls. Only the orderer sees an order. */
export function orderRoutes(services: AppServices) {
  const { db } = services
  const router = Router()

  mountCall(router, creatTbProductOrder, { access: 'signedIn' }, async (input, { req, user }) => {
    const order = await createOrder(services, input, user, `${req.protocol}://${req.get('host')}`)
    return { ...order, productName: req.lang === 'en' ? order.productNameEn : order.productName }
  })

  mountCall(router, getTbProductOrderIsFinish, { access: 'signedIn' }, async (input, { user }) => {
    const order = await orderByNo(db, input.orderNo)
    if (!order || order.userId !== user.id) throw new AppError('notFound', 'order.notFound')
    const status = order.status as 'unpaid' | 'paid' | 'cancelled' | 'refunding' | 'refunded'
    return { isFinish: status === 'paid', status }
  })

  return router
}
