import { useTranslation } from 'react-i18next'

const zh = {
  menu: '退款申请',
  title: '退款申请',
  empty: '暂无退款申请',
  order: '订单',
  amounts: '金额（应退已扣平台服务费）',
  toRefund: '应退',
  payer: '付款人',
  paid: '实付',
  reason: '原因',
  status: '状态',
  statuses: { 0: '待处理', 1: '已退款', 2: '已驳回', 3: '支付平台处理中' },
  providerRefused: (at: string) => `支付平台拒绝退款（${at}）`,
  processingHint: '支付平台未确认结果；10 分钟后可再次确认（不会重复退款）',
  confirmAgain: '再次确认',
  askedAt: '申请时间',
  actions: '操作',
  approve: '同意退款',
  reject: '驳回',
  rejectReason: '驳回原因（必填）',
  cancel: '取消',
  done: '操作成功',
}
type Text = typeof zh

const en: Text = {
  menu: 'Refund requests',
  title: 'Refund requests',
  empty: 'No refund requests',
  order: 'Order',
  amounts: 'Amounts (refund less fee)',
  toRefund: 'To refund',
  payer: 'Payer',
  paid: 'Paid',
  reason: 'Reason',
  status: 'Status',
  statuses: { 0: 'Pending', 1: 'Refunded', 2: 'Rejected', 3: 'With the payment provider' },
  providerRefused: (at: string) => `The payment provider refused the refund (${at})`,
  processingHint:
    'The payment provider has not confirmed it; confirm again after 10 minutes (no second refund is made)',
  confirmAgain: 'Confirm again',
  askedAt: 'Asked at',
  actions: 'Actions',
  approve: 'Approve',
  reject: 'Reject',
  rejectReason: 'Reason for rejecting (required)',
  cancel: 'Cancel',
  done: 'Done',
}

export function useRefundDeskText() {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : zh
}
