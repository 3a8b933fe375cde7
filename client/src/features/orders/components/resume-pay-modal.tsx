import type { TransferInstructions } from '@spell/shared/api/orders/bank-transfer'
import type { PayData, PaymentProviderName, PayWith } from '@spell/shared/api/orders/create-order'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Modal } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getLoginType, SCHOOL_LOGIN_TYPE } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { useChooseTransfer } from '../api/choose-transfer'
import { useOrderFinished } from '../api/order-finish'
import { usePayMode } from '../api/pay-mode'
import { useTransferAccount } from '../api/transfer-account'
import { isPhoneDevice } from '../device'
import { ordersNs } from '../i18n'
import { type PayChoice, PayMethodChoice } from './pay-method-choice'
import { PayStep } from './pay-step'
import { TransferDetails } from './transfer-details'

export type ResumeState = { orderNo: string; payData: PayData | null }

/**
 * "Pay now" of an unpaid order. On a computer: the payment page's pay step (QR, amount, order number)
 * in a dialog, with the provider to switch to, polling until the order is paid. On a phone: the
 * provider to pay with, then its own page (which returns to the order page). A school may choose bank
 * transfer instead: the dialog then shows the transfer details.
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
  const school = getLoginType() === SCHOOL_LOGIN_TYPE
  const bankTransfer = Boolean(useTransferAccount(school).data?.account)
  const toTransfer = useChooseTransfer()
  const [transfer, setTransfer] = useState<TransferInstructions | null>(null)
  const payData = paying?.payData ?? null
  // The dialog stays mounted between orders: another order starts without the last one's transfer.
  const orderNo = paying?.orderNo
  useEffect(() => {
    if (orderNo) setTransfer(null)
  }, [orderNo])
  const finished = useOrderFinished(payData?.orderNo)
  const paid = Boolean(payData && finished.data?.isFinish)

  useEffect(() => {
    if (!paid) return
    message.success(t('paidNow'))
    client.invalidateQueries({ queryKey: ['orders', 'mine'] })
    onClose()
  }, [paid, message, client, onClose, t])

  const method = methods.find((m) => m.provider === (provider ?? payData?.provider)) ?? methods[0]
  // A school's order may turn into a bank transfer: its details replace the QR code.
  const chooseTransfer = () => {
    if (paying) toTransfer.mutate(paying.orderNo, { onSuccess: setTransfer })
  }
  const choose = (next: PayChoice) => {
    if (next === 'bank') return chooseTransfer()
    setProvider(next)
    if (!phone) onPayWith({ provider: next, channel: 'qr' })
  }

  return (
    <Modal
      open={paying !== null}
      title={transfer ? tOrders('bankTransfer.details') : t('payNow')}
      footer={null}
      onCancel={onClose}
      width={transfer ? 680 : undefined}
      destroyOnHidden
    >
      {transfer ? (
        <TransferDetails transfer={transfer} />
      ) : (
        <PayMethodChoice
          methods={methods}
          value={toTransfer.isPending ? 'bank' : method?.provider}
          onChange={choose}
          phone={phone}
          bankTransfer={bankTransfer}
        />
      )}
      {phone && method && !payData && !transfer && (
        <Button
          type="primary"
          loading={busy}
          style={{ marginTop: 12 }}
          onClick={() => onPayWith({ provider: method.provider, channel: method.phone ? 'phone' : 'qr' })}
        >
          {tOrders('pay')}
        </Button>
      )}
      {payData && !transfer && <PayStep payData={payData} />}
    </Modal>
  )
}
