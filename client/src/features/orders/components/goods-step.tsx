import type { productDetailSchema } from '@spell/shared/api/orders/products'
import { Checkbox, Modal, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ordersNs } from '../i18n'

type Detail = z.infer<typeof productDetailSchema>

/** Step 1: the goods list, the coupon, the total and the service agreement. */
export function GoodsStep({
  items,
  discount,
  agreed,
  onAgree,
}: {
  items: Detail[]
  discount: number
  agreed: boolean
  onAgree: (agreed: boolean) => void
}) {
  const { t } = useTranslation(ordersNs)
  const [open, setOpen] = useState(false)
  const total = items.reduce((sum, d) => sum + d.price, 0)
  const due = Math.max(0.01, total - discount)
  return (
    <>
      <Table
        rowKey="id"
        pagination={false}
        size="small"
        dataSource={items}
        columns={[
          { title: t('item'), dataIndex: 'tproductName' },
          {
            title: t('price'),
            dataIndex: 'price',
            render: (p: number) => t('yuan', { n: p.toFixed(2) }),
            width: 140,
          },
        ]}
      />
      {discount > 0 && (
        <p>
          {t('coupon')}: −{t('yuan', { n: Math.min(discount, total - 0.01).toFixed(2) })}
        </p>
      )}
      <Typography.Title level={4}>
        {t('total')}: <span data-testid="order-total">{t('yuan', { n: due.toFixed(2) })}</span>
      </Typography.Title>
      <Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)}>
        {t('agreement')}
      </Checkbox>
      <Typography.Link onClick={() => setOpen(true)}>{t('agreementName')}</Typography.Link>
      <Modal open={open} footer={null} onCancel={() => setOpen(false)} title={t('agreementName')}>
        <p>{t('agreementText')}</p>
      </Modal>
    </>
  )
}
