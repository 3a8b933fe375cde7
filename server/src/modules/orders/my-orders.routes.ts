import { type adminRefundSchema, decideRefund, listRefunds } from '@spell/shared/api/orders/admin-refunds'
import { applyRefund, getMyOrders } from '@spell/shared/api/orders/my-orders'
import { asc, desc, eq } from 'drizzle-orm'
import { Router } from 'express'
import type { z } from 'zod'
import type { AppServices } from '../../app-services'
import { orders, products, refundRequests, users } from '../../db/schema'
import { mountCall } from '../../http/define-route'
import type { OrderItem } from './order-pricing'
import { toYuan } from './order-pricing'
import { decideRefund as decide, refundRefusal, requestRefund } from './refunds.service'

/** The user's orders and refund requests, and the committee's refund desk. */
export function myOrderRoutes(services: AppServices) {
  const { db } = services
  const router = Router()

  mountCall(router, getMyOrders, { access: 'signedIn' }, async (_input, { req, user }) => {
    const rows = await db
      .select({ order: orders, product: products, refund: refundRequests })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .leftJoin(refundRequests, eq(refundRequests.orderId, orders.id))
      .where(eq(orders.userId, user.id))
      .orderBy(desc(orders.id))
    const en = req.lang === 'en'
    return Promise.all(
      rows.map(async ({ order, product, refund }) => ({
        orderNo: order.orderNo,
        productName: en ? product.productNameEn : product.productName,
        items: (order.items as OrderItem[]).map((i) => ({
          name: en ? i.nameEn : i.name,
          price: toYuan(i.price),
        })),
        totalAmount: toYuan(order.totalAmount),
        discountAmount: toYuan(order.discountAmount),
        paymentAmount: toYuan(order.paymentAmount),
        status: order.status as 'unpaid' | 'paid' | 'cancelled' | 'refunding' | 'refunded',
        createdAt: order.createdAt.getTime(),
        paidAt: order.paidAt?.getTime() ?? null,
        canRefund: !refund && (await refundRefusal(db, order, product)) === null,
        refund: refund
          ? {
              status: refund.status,
              refundAmount: toYuan(refund.refundAmount),
              rejectReason: refund.rejectReason,
              createdAt: refund.createdAt.getTime(),
            }
          : null,
      })),
    )
  })

  mountCall(router, applyRefund, { access: ['student'] as const }, async (input, { user }) => ({
    refundAmount: toYuan(await requestRefund(db, user.id, input.orderNo, input.reason)),
  }))

  mountCall(router, listRefunds, { access: ['committee'] as const }, async (_input, { req }) => {
    const rows = await db
      .select({ refund: refundRequests, order: orders, product: products, user: users })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .innerJoin(products, eq(products.id, orders.productId))
      .innerJoin(users, eq(users.id, refundRequests.userId))
      .orderBy(asc(refundRequests.status), desc(refundRequests.id))
    return rows.map(
      ({ refund, order, product, user }): z.infer<typeof adminRefundSchema> => ({
        id: refund.id,
        orderNo: order.orderNo,
        productName: req.lang === 'en' ? product.productNameEn : product.productName,
        userName: user.userName,
        phone: user.phone,
        paymentAmount: toYuan(order.paymentAmount),
        refundAmount: toYuan(refund.refundAmount),
        reason: refund.reason,
        status: refund.status,
        rejectReason: refund.rejectReason,
        createdAt: refund.createdAt.getTime(),
      }),
    )
  })

  mountCall(router, decideRefund, { access: ['committee'] as const }, async (input, { user }) => {
    await decide(services, user.id, input)
    return null
  })

  return router
}
