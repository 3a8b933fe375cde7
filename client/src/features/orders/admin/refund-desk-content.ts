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
  statuses: { 0: '待处理', 1: '已退款', 2: '已驳回' },
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
  statuses: { 0: 'Pending', 1: 'Refunded', 2: 'Rejected' },
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
