import type { PayData, PaymentProviderName, PayWith } from '@spell/shared/api/orders/create-order'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Modal } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { useOrderFinished } from '../api/order-finish'
import { usePayMode } from '../api/pay-mode'
import { isPhoneDevice } from '../device'
import { ordersNs } from '../i18n'
import { type PayChoice, PayMethodChoice } from './pay-method-choice'
import { PayStep } from './pay-step'

export type ResumeState = { orderNo: string; payData: PayData | null }

/**
 * "Pay now" of an unpaid order. On a computer: the payment page's pay step (QR, amount, order number)
 * in a dialog, with the provider to switch to, polling until the order is paid. On a phone: the
 * provider to pay with, then its own page (which returns to the order page).
 */
export function ResumePayModal({
  paying,
  onClose,
  onPayWith,
  busy,
}: {
  paying: ResumeState | null
  onClose: () => void
  onPayWith: (payWith: PayWith) => void
  busy: boolean
}) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'orderList' })
  const { t: tOrders } = useTranslation(ordersNs)
  const { message } = useFeedback()
  const client = useQueryClient()
  const methods = usePayMode().data?.methods ?? []
  const phone = useMemo(isPhoneDevice, [])
  const [provider, setProvider] = useState<PaymentProviderName>()
  const payData = paying?.payData ?? null
  const finished = useOrderFinished(payData?.orderNo)
  const paid = Boolean(payData && finished.data?.isFinish)

  useEffect(() => {
    if (!paid) return
    message.success(t('paidNow'))
    client.invalidateQueries({ queryKey: ['orders', 'mine'] })
    onClose()
  }, [paid, message, client, onClose, t])

  const method = methods.find((m) => m.provider === (provider ?? payData?.provider)) ?? methods[0]
  const choose = (next: PayChoice) => {
    // Bank transfer is chosen on the payment page, not offered here.
    if (next === 'bank') return
    setProvider(next)
    if (!phone) onPayWith({ provider: next, channel: 'qr' })
  }

  return (
    <Modal open={paying !== null} title={t('payNow')} footer={null} onCancel={onClose} destroyOnHidden>
      <PayMethodChoice methods={methods} value={method?.provider} onChange={choose} phone={phone} />
      {phone && method && !payData && (
        <Button
          type="primary"
          loading={busy}
          style={{ marginTop: 12 }}
          onClick={() => onPayWith({ provider: method.provider, channel: method.phone ? 'phone' : 'qr' })}
        >
          {tOrders('pay')}
        </Button>
      )}
      {payData && <PayStep payData={payData} />}
    </Modal>
  )
}
