import { Button, Popconfirm } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ordersNs } from '../i18n'

/**
 * The cancel button inside its confirmation, open when it first appears (it replaces the button that
 * was pressed, so it takes the focus that button had). An order awaiting a bank transfer warns that
 * a transfer already sent could no longer be matched.
 */
export function CancelOrderConfirm({ onConfirm, transfer }: { onConfirm: () => void; transfer: boolean }) {
  const { t } = useTranslation(ordersNs)
  const [open, setOpen] = useState(true)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={t('orderList.cancelConfirm')}
      description={transfer ? t('bankTransfer.cancelHint') : t('orderList.cancelHint')}
      okText={t('orderList.cancelOrder')}
      cancelText={t('orderList.keepOrder')}
      onConfirm={onConfirm}
    >
      <Button ref={button} size="small" danger>
        {t('orderList.cancelOrder')}
      </Button>
    </Popconfirm>
  )
}
