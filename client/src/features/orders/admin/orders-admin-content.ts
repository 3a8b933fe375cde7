import { useTranslation } from 'react-i18next'

const zh = {
  menu: '订单',
  title: '订单',
  keyword: '订单号 / 手机号 / 邮箱',
  status: '状态',
  all: '全部',
  statuses: {
    unpaid: '待支付',
    paid: '已支付',
    cancelled: '已取消',
    refunding: '退款处理中',
    refunded: '已退款',
  },
  search: '查询',
  export: '导出 CSV',
  orderNo: '订单号',
  season: '赛季',
  product: '商品',
  payer: '付款人',
  school: '学校',
  paid: '金额',
  discount: '优惠',
  createdAt: '下单时间',
}
type Text = typeof zh

const en: Text = {
  menu: 'Orders',
  title: 'Orders',
  keyword: 'Order no. / phone / e-mail',
  status: 'Status',
  all: 'All',
  statuses: {
    unpaid: 'Unpaid',
    paid: 'Paid',
    cancelled: 'Cancelled',
    refunding: 'Refund in progress',
    refunded: 'Refunded',
  },
  search: 'Search',
  export: 'Export CSV',
  orderNo: 'Order no.',
  season: 'Season',
  product: 'Product',
  payer: 'Payer',
  school: 'School',
  paid: 'Amount',
  discount: 'Discount',
  createdAt: 'Ordered at',
}

export function useOrdersAdminText() {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : zh
}
