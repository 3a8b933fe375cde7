import type { PayData } from '@spell/shared/api/orders/create-order'
import { useQueryClient } from '@tanstack/react-query'
import { Modal } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { useOrderFinished } from '../api/order-finish'
import { ordersNs } from '../i18n'
import { PayStep } from './pay-step'

/**
 * "Pay now" of an unpaid order: the payment page's pay step (QR, amount, order number) in a dialog,
 * polling until the order is paid, then the list shows it paid.
 */
export function ResumePayModal({ payData, onClose }: { payData: PayData | null; onClose: () => void }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'orderList' })
  const { message } = useFeedback()
  const client = useQueryClient()
  const finished = useOrderFinished(payData?.orderNo)
  const paid = Boolean(payData && finished.data?.isFinish)

  useEffect(() => {
    if (!paid) return
    message.success(t('paidNow'))
    client.invalidateQueries({ queryKey: ['orders', 'mine'] })
    onClose()
  }, [paid, message, client, onClose, t])

  return (
    <Modal open={payData !== null} title={t('payNow')} footer={null} onCancel={onClose} destroyOnHidden>
      {payData && <PayStep payData={payData} />}
    </Modal>
  )
}
