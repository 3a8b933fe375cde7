import type { productDetailSchema } from '@spell/shared/api/orders/products'
import { Checkbox, Modal, Table, Typography } from 'antd'
import { useState } from 'react'
import type { z } from 'zod'
import { useOrderText } from '../content'

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
  const text = useOrderText()
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
          { title: text.item, dataIndex: 'tproductName' },
          { title: text.price, dataIndex: 'price', render: (p: number) => text.yuan(p), width: 140 },
        ]}
      />
      {discount > 0 && (
        <p>
          {text.coupon}: −{text.yuan(Math.min(discount, total - 0.01))}
        </p>
      )}
      <Typography.Title level={4}>
        {text.total}: <span data-testid="order-total">{text.yuan(due)}</span>
      </Typography.Title>
      <Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)}>
        {text.agreement}
      </Checkbox>
      <Typography.Link onClick={() => setOpen(true)}>{text.agreementName}</Typography.Link>
      <Modal open={open} footer={null} onCancel={() => setOpen(false)} title={text.agreementName}>
        <p>{text.agreementText}</p>
      </Modal>
    </>
  )
}
