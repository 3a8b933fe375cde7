import { type adminRefundSchema, decideRefund, listRefunds } from '@spell/shared/api/orders/admin-refunds'
import {
  applyRefund,
  cancelOrder,
  getMyOrders,
  REFUND_STATUS,
  resumePayment,
} from '@spell/shared/api/orders/my-orders'
import { asc, desc, eq } from 'drizzle-orm'
import { Router } from 'express'
import type { z } from 'zod'
import type { AppServices } from '../../app-services'
import { orders, products, refundRequests, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall, refuseUnsafeText } from '../../http/define-route'
import { cancelOwnOrder, resumePayment as resume } from './my-order-actions.service'
import type { OrderItem } from './order-pricing'
import { toYuan } from './order-pricing'
import { renderReceipt } from './receipt-pdf'
import { decideRefund as decide, refundRefusal, requestRefund } from './refunds.service'

/** The user's orders (pay again, cancel, refund requests), and the committee's refund desk. */
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
              // An approval in progress is still "under review" to the student.
              status: refund.status === REFUND_STATUS.processing ? REFUND_STATUS.pending : refund.status,
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

  mountCall(router, resumePayment, { access: 'signedIn' }, (input, { req, user }) =>
    resume(services, user.id, input.orderNo, req.lang, `${req.protocol}://${req.get('host')}`),
  )

  mountCall(router, cancelOrder, { access: 'signedIn' }, async (input, { user }) => {
    await cancelOwnOrder(db, user.id, input.orderNo)
    return null
  })

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
        providerRefusal: refund.providerRefusal,
        providerRefusedAt: refund.providerRefusedAt?.getTime() ?? null,
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

/** GET /api/order/receipt?orderNo=…: the PDF receipt of the signed-in user's paid order. */
export function receiptRoutes({ db, config }: AppServices) {
  const router = Router()
  router.get('/order/receipt', async (req, res) => {
    if (!req.user) throw new AppError('unauthorized')
    refuseUnsafeText(req.query, req.lang)
    const orderNo = typeof req.query.orderNo === 'string' ? req.query.orderNo : ''
    const [row] = await db
      .select({ order: orders, product: products, user: users })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.orderNo, orderNo))
    if (!row || row.order.userId !== req.user.id) throw new AppError('notFound', 'order.notFound')
    const { order, product, user } = row
    if (!order.paidAt || !['paid', 'refunding', 'refunded'].includes(order.status))
      throw new AppError('conflict', 'refund.notPaid')
    const status = {
      paid: '已支付 Paid',
      refunding: '退款处理中 Refund in progress',
      refunded: '已退款 Refunded',
    }
    const pdf = await renderReceipt(
      {
        orderNo: order.orderNo,
        payer: user.userName || user.phone || user.email || '',
        productName: product.productName,
        productNameEn: product.productNameEn,
        items: (order.items as OrderItem[]).map((i) => ({ name: i.name, nameEn: i.nameEn, price: i.price })),
        total: order.totalAmount,
        discount: order.discountAmount,
        paid: order.paymentAmount,
        paidAt: order.paidAt,
        transactionId: order.transactionId ?? '',
        status: status[order.status as keyof typeof status],
      },
      config.receiptFontPath,
    )
    res.setHeader('content-type', 'application/pdf')
    res.setHeader('content-disposition', `attachment; filename="receipt-${order.orderNo}.pdf"`)
    res.send(pdf)
  })
  return router
}
