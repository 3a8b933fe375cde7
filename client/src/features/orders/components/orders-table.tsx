// biome-ignore-all lint/a11y/noRedundantRoles: the roles keep the table a table to screen readers when a phone draws its rows as cards.

import type { MyOrder } from '@spell/shared/api/orders/my-orders'
import { chinaDateTime } from '@spell/shared/time/china-time'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainTag, type PlainTagColor } from '../../../components/plain-tag'
import { ordersNs } from '../i18n'
import styles from './orders-table.module.css'

const STATUS_COLOR: Record<MyOrder['status'], PlainTagColor> = {
  unpaid: 'orange',
  awaitingTransfer: 'gold',
  paid: 'green',
  cancelled: 'default',
  refunding: 'blue',
  refunded: 'purple',
}

/**
 * The student's orders: a table on a wide screen; on a phone each order is a card of label and value
 * lines. The roles are written out, so that the table stays a table to screen readers when its
 * rows are drawn as cards.
 */
export function OrdersTable({
  orders,
  actions,
}: {
  orders: MyOrder[]
  actions: (order: MyOrder) => ReactNode
}) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'orderList' })
  const headings = [t('orderNo'), t('product'), t('amount'), t('status'), t('refund'), t('actions')]
  return (
    <div className={styles.scroller}>
      <table role="table" className={styles.table}>
        <thead role="rowgroup">
          <tr role="row">
            {headings.map((heading) => (
              <th key={heading} role="columnheader" scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.length === 0 && (
            <tr role="row">
              <td role="cell" colSpan={headings.length} className={styles.empty}>
                {t('empty')}
              </td>
            </tr>
          )}
          {orders.map((order) => (
            <tr key={order.orderNo} role="row">
              <td role="cell" className={styles.orderNo}>
                <div>{order.orderNo}</div>
                <div className={styles.createdAt}>
                  {t('createdAt')} {chinaDateTime(order.createdAt, 'minute')}
                </div>
              </td>
              <td role="cell" data-label={t('product')}>
                {order.productName}
              </td>
              <td role="cell" data-label={t('amount')}>
                ¥{order.paymentAmount.toFixed(2)}
              </td>
              <td role="cell" data-label={t('status')}>
                <PlainTag color={STATUS_COLOR[order.status]}>{t(`statuses.${order.status}`)}</PlainTag>
              </td>
              <td role="cell" data-label={t('refund')} className={order.refund ? undefined : styles.blank}>
                {order.refund && (
                  <span>
                    {t(`refundStatuses.${order.refund.status as 0 | 1 | 2}`)} ¥
                    {order.refund.refundAmount.toFixed(2)}
                    {order.refund.rejectReason ? `（${order.refund.rejectReason}）` : ''}
                  </span>
                )}
              </td>
              <td role="cell" className={styles.actions}>
                <div className={styles.buttons}>{actions(order)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
