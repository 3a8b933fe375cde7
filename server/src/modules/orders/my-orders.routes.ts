import { decideRefund, listRefunds } from '@spell/shared/api/orders/admin-refunds'
import { applyRefund, cancelOrder, getMyOrders, resumePayment } from '@spell/shared/api/orders/my-orders'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall, refuseUnsafeText } from '../../http/define-route'
import { tellDeskOfRedLetter } from './invoices.service'
import { cancelOwnOrder, resumePayment as resume } from './my-order-actions.service'
import { presentMyOrder, presentRefundRequest } from './my-orders.presenter'
import { myOrders, paidOrderOf, refundDesk } from './my-orders.service'
import type { OrderItem } from './order-pricing'
import { toYuan } from './order-pricing'
import { renderReceipt } from './receipt-pdf'
import { decideRefund as decide, requestRefund } from './refunds.service'

/** The user's orders (pay again, cancel, refund requests), and the committee's refund desk. */
export function myOrderRoutes(services: AppServices) {
  const { db } = services
  const router = Router()

  mountCall(router, getMyOrders, { access: 'signedIn' }, async (_input, { req, user }) =>
    (await myOrders(db, user.id)).map((row) => presentMyOrder(row, req.lang)),
  )

  mountCall(router, applyRefund, { access: ['student'] as const }, async (input, { user }) => ({
    refundAmount: toYuan(await requestRefund(db, user.id, input.orderNo, input.reason)),
  }))

  mountCall(router, resumePayment, { access: 'signedIn' }, (input, { req, user }) =>
    resume(services, user.id, input, req.lang, {
      baseUrl: `${req.protocol}://${req.get('host')}`,
      clientIp: req.ip ?? '',
    }),
  )

  mountCall(router, cancelOrder, { access: 'signedIn' }, async (input, { user }) => {
    await cancelOwnOrder(db, user.id, input.orderNo)
    return null
  })

  mountCall(router, listRefunds, { access: ['committee'] as const }, async (_input, { req }) =>
    (await refundDesk(db)).map((row) => presentRefundRequest(row, req.lang)),
  )

  mountCall(router, decideRefund, { access: ['committee'] as const }, async (input, { user }) => {
    await decide(services, user.id, input)
    if (input.approve) await tellDeskOfRedLetter(services, input.id)
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
    const { order, product, user, paidAt, school } = await paidOrderOf(db, req.user.id, orderNo)
    const person = user.userName || user.phone || user.email || ''
    const status = {
      paid: '已支付 Paid',
      refunding: '退款处理中 Refund in progress',
      refunded: '已退款 Refunded',
    }
    const pdf = await renderReceipt(
      {
        orderNo: order.orderNo,
        // A school's order is paid by the school; the teacher who paid is named as its agent.
        payer: school ? `${school}（经办人 Paid by ${person}）` : person,
        provider: order.provider,
        productName: product.productName,
        productNameEn: product.productNameEn,
        items: (order.items as OrderItem[]).map((i) => ({ name: i.name, nameEn: i.nameEn, price: i.price })),
        total: order.totalAmount,
        discount: order.discountAmount,
        paid: order.paymentAmount,
        paidAt,
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
