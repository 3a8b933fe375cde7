import { Button, Popconfirm } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ordersNs } from '../i18n'

/**
 * The cancel button inside its confirmation, open when it first appears (it replaces the button that
 * was pressed, so it takes the focus that button had).
 */
export function CancelOrderConfirm({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'orderList' })
  const [open, setOpen] = useState(true)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={t('cancelConfirm')}
      description={t('cancelHint')}
      okText={t('cancelOrder')}
      cancelText={t('keepOrder')}
      onConfirm={onConfirm}
    >
      <Button ref={button} size="small" danger>
        {t('cancelOrder')}
      </Button>
    </Popconfirm>
  )
}
