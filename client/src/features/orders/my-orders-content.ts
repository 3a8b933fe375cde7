import { useTranslation } from 'react-i18next'

const zh = {
  title: '我的订单',
  empty: '暂无订单',
  orderNo: '订单号',
  product: '商品',
  amount: '金额',
  status: '状态',
  statuses: {
    unpaid: '待支付',
    paid: '已支付',
    cancelled: '已取消',
    refunding: '退款处理中',
    refunded: '已退款',
  },
  refund: '退款',
  refundStatuses: { 0: '审核中', 1: '已退款', 2: '已驳回' },
  createdAt: '下单时间',
  actions: '操作',
  receipt: '下载收据',
  receiptFailed: '收据下载失败，请稍后再试',
  askRefund: '申请退款',
  terms:
    '初赛/复选报名支付后 15 天内（含）且未参赛可申请退款，平台服务费不退，所用优惠券将失效；处理需 5-20 个工作日。',
  reason: '退款原因（选填）',
  submit: '提交申请',
  cancel: '取消',
  refundAsked: (amount: number) => `退款申请已提交，预计退款 ¥${amount.toFixed(2)}`,
  payNow: '去支付',
  paidNow: '支付成功，订单已完成！',
  cancelOrder: '取消订单',
  keepOrder: '不取消',
  cancelConfirm: '确定取消该订单吗？',
  cancelHint: '取消后所用优惠券将退回，可再次使用。',
  cancelled: '订单已取消',
}
type Text = typeof zh

const en: Text = {
  title: 'My orders',
  empty: 'No orders yet',
  orderNo: 'Order no.',
  product: 'Product',
  amount: 'Amount',
  status: 'Status',
  statuses: {
    unpaid: 'Unpaid',
    paid: 'Paid',
    cancelled: 'Cancelled',
    refunding: 'Refund in progress',
    refunded: 'Refunded',
  },
  refund: 'Refund',
  refundStatuses: { 0: 'Under review', 1: 'Refunded', 2: 'Rejected' },
  createdAt: 'Ordered at',
  actions: 'Actions',
  receipt: 'Download receipt',
  receiptFailed: 'The receipt could not be downloaded, please try later',
  askRefund: 'Request a refund',
  terms:
    'A preliminary/re-selection entry may be refunded within 15 days (inclusive) of payment if you have not taken part, less the platform fee; the coupon used becomes invalid. Processing takes 5-20 working days.',
  reason: 'Reason (optional)',
  submit: 'Submit',
  cancel: 'Cancel',
  refundAsked: (amount: number) => `Refund requested: ¥${amount.toFixed(2)} expected`,
  payNow: 'Pay now',
  paidNow: 'Payment received; the order is complete!',
  cancelOrder: 'Cancel order',
  keepOrder: 'Keep it',
  cancelConfirm: 'Cancel this order?',
  cancelHint: 'Its coupon, if any, is returned and can be used again.',
  cancelled: 'Order cancelled',
}

export function useMyOrdersText() {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : zh
}
