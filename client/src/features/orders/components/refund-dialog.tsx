import type { MyOrder } from '@spell/shared/api/orders/my-orders'
import { Input, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { useApplyRefund } from '../api/my-orders'
import { ordersNs } from '../i18n'

/** The refund request of a paid order: the terms and an optional reason. */
export function RefundDialog({ order, onClose }: { order: MyOrder | null; onClose: () => void }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'orderList' })
  const { message } = useFeedback()
  const refund = useApplyRefund()
  const [reason, setReason] = useState('')

  const submit = async () => {
    if (!order) return
    try {
      const answer = await refund.mutateAsync({ orderNo: order.orderNo, reason })
      message.success(t('refundAsked', { amount: answer.refundAmount.toFixed(2) }))
      onClose()
      setReason('')
    } catch {
      // The request client showed the server's message.
    }
  }

  return (
    <Modal
      open={order !== null}
      title={t('askRefund')}
      onOk={submit}
      confirmLoading={refund.isPending}
      onCancel={onClose}
      okText={t('submit')}
      cancelText={t('cancel')}
    >
      <p>{t('terms')}</p>
      <Input.TextArea
        aria-label={t('reason')}
        placeholder={t('reason')}
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  )
}
