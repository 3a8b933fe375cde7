import type { Lang } from '@spell/shared'
import type { adminRefundSchema } from '@spell/shared/api/orders/admin-refunds'
import { type MyOrder, REFUND_STATUS } from '@spell/shared/api/orders/my-orders'
import type { z } from 'zod'
import type { MyOrderRow, RefundDeskRow } from './my-orders.service'
import { type OrderItem, toYuan } from './order-pricing'

/** One of the user's orders as their order list shows it, in their language. */
export function presentMyOrder({ order, product, refund, canRefund }: MyOrderRow, lang: Lang): MyOrder {
  const en = lang === 'en'
  return {
    orderNo: order.orderNo,
    productName: en ? product.productNameEn : product.productName,
    items: (order.items as OrderItem[]).map((i) => ({
      name: en ? i.nameEn : i.name,
      price: toYuan(i.price),
    })),
    totalAmount: toYuan(order.totalAmount),
    discountAmount: toYuan(order.discountAmount),
    paymentAmount: toYuan(order.paymentAmount),
    status: order.status as MyOrder['status'],
    createdAt: order.createdAt.getTime(),
    paidAt: order.paidAt?.getTime() ?? null,
    canRefund,
    refund: refund
      ? {
          // An approval in progress is still "under review" to the student.
          status: refund.status === REFUND_STATUS.processing ? REFUND_STATUS.pending : refund.status,
          refundAmount: toYuan(refund.refundAmount),
          rejectReason: refund.rejectReason,
          createdAt: refund.createdAt.getTime(),
        }
      : null,
  }
}

/** One refund request as the committee's desk lists it. */
export function presentRefundRequest(
  { refund, order, product, user }: RefundDeskRow,
  lang: Lang,
): z.infer<typeof adminRefundSchema> {
  return {
    id: refund.id,
    orderNo: order.orderNo,
    productName: lang === 'en' ? product.productNameEn : product.productName,
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
  }
}
