import type { MyInvoice } from '@spell/shared/api/orders/my-invoices'
import type { MyOrder } from '@spell/shared/api/orders/my-orders'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { PlainTag } from '../../../components/plain-tag'
import { useFeedback } from '../../../lib/feedback'
import { downloadInvoice } from '../api/invoices'
import { invoicesNs } from '../i18n/invoices'

/** An order's invoice in My orders: the request button of a paid order, or the invoice's state and file. */
export function InvoiceActions({
  order,
  invoice,
  onRequest,
}: {
  order: MyOrder
  invoice: MyInvoice | undefined
  onRequest: (order: MyOrder) => void
}) {
  const { t } = useTranslation(invoicesNs)
  const { message } = useFeedback()
  if (!invoice)
    return order.status === 'paid' && order.paymentAmount > 0 ? (
      <PlainButton size="small" onClick={() => onRequest(order)}>
        {t('request.button')}
      </PlainButton>
    ) : null
  const issued = invoice.status !== 'requested' && invoice.status !== 'cancelled'
  return (
    <>
      <PlainTag
        color={invoice.status === 'issued' ? 'green' : invoice.status === 'requested' ? 'blue' : 'default'}
      >
        {t(`status.${invoice.status}`)}
      </PlainTag>
      {issued && invoice.hasFile && (
        <PlainButton
          size="small"
          onClick={() => downloadInvoice(order.orderNo).catch(() => message.error(t('downloadFailed')))}
        >
          {t('download')}
        </PlainButton>
      )}
    </>
  )
}
