import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { ordersNs } from '../i18n'

/** antd's Popconfirm, with its popover, comes when a student first asks to cancel an order. */
const CancelOrderConfirm = lazy(() =>
  import('./cancel-order-confirm').then((module) => ({ default: module.CancelOrderConfirm })),
)

/** "Cancel order" of an unpaid order (or one awaiting its transfer), asking for a confirmation before it cancels. */
export function CancelOrderButton({
  onConfirm,
  transfer = false,
}: {
  onConfirm: () => void
  transfer?: boolean
}) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'orderList' })
  const [pressed, setPressed] = useState(false)
  const button = (
    <PlainButton size="small" danger onClick={() => setPressed(true)}>
      {t('cancelOrder')}
    </PlainButton>
  )
  if (!pressed) return button
  return (
    <Suspense fallback={button}>
      <CancelOrderConfirm onConfirm={onConfirm} transfer={transfer} />
    </Suspense>
  )
}
