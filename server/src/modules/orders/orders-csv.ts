import { chinaDateTime } from '@spell/shared/time/china-time'
import type { findOrders } from './admin-orders.service'

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value)
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
const chinaTime = (ms: number | null) => (ms === null ? '' : chinaDateTime(ms))

/** The orders as CSV in the asker's language, with a BOM so that Excel reads the Chinese names. */
export function ordersCsv(list: Awaited<ReturnType<typeof findOrders>>['list'], lang: 'zh' | 'en') {
  const en = lang === 'en'
  const head = en
    ? [
        'Order no.',
        'Season',
        'Product',
        'Payer',
        'Phone',
        'School',
        'Total',
        'Discount',
        'Paid',
        'Status',
        'Ordered at',
        'Paid at',
      ]
    : [
        '订单号',
        '赛季',
        '商品',
        '付款人',
        '手机号',
        '学校',
        '总价',
        '优惠',
        '实付',
        '状态',
        '下单时间',
        '支付时间',
      ]
  const lines = [
    head,
    ...list.map((o) => [
      o.orderNo,
      o.season,
      o.productName,
      o.payer,
      o.phone,
      o.schoolName,
      o.totalAmount,
      o.discountAmount,
      o.paymentAmount,
      o.status,
      chinaTime(o.createdAt),
      chinaTime(o.paidAt),
    ]),
  ]
  return `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`
}
