import type { MyOrder } from '@spell/shared/api/orders/my-orders'
import { App, Button, Card, Input, Modal, Space, Table, Tag } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { downloadReceipt, useApplyRefund, useMyOrders } from '../api/my-orders'
import { useMyOrdersText } from '../my-orders-content'

const STATUS_COLOR = {
  unpaid: 'orange',
  paid: 'green',
  cancelled: 'default',
  refunding: 'blue',
  refunded: 'purple',
}

/** /stu/orders: the student's orders, their refund requests and PDF receipts. */
export default function MyOrdersPage() {
  const text = useMyOrdersText()
  const { message } = App.useApp()
  const orders = useMyOrders()
  const refund = useApplyRefund()
  const [asking, setAsking] = useState<MyOrder | null>(null)
  const [reason, setReason] = useState('')

  const submit = async () => {
    if (!asking) return
    try {
      const r = await refund.mutateAsync({ orderNo: asking.orderNo, reason })
      message.success(text.refundAsked(r.refundAmount))
      setAsking(null)
      setReason('')
    } catch {
      // The request client showed the server's message.
    }
  }

  const receipt = (orderNo: string) => downloadReceipt(orderNo).catch(() => message.error(text.receiptFailed))

  return (
    <Card title={text.title} style={{ margin: '24px auto', maxWidth: 1100 }}>
      <Table<MyOrder>
        rowKey="orderNo"
        loading={orders.isLoading}
        dataSource={orders.data ?? []}
        locale={{ emptyText: text.empty }}
        scroll={{ x: 900 }}
        columns={[
          { title: text.orderNo, dataIndex: 'orderNo' },
          { title: text.product, dataIndex: 'productName' },
          { title: text.amount, dataIndex: 'paymentAmount', render: (v: number) => `¥${v.toFixed(2)}` },
          {
            title: text.status,
            dataIndex: 'status',
            render: (s: MyOrder['status']) => <Tag color={STATUS_COLOR[s]}>{text.statuses[s]}</Tag>,
          },
          {
            title: text.refund,
            render: (_, o) =>
              o.refund ? (
                <span>
                  {text.refundStatuses[o.refund.status as 0 | 1 | 2]} ¥{o.refund.refundAmount.toFixed(2)}
                  {o.refund.rejectReason ? `（${o.refund.rejectReason}）` : ''}
                </span>
              ) : null,
          },
          {
            title: text.createdAt,
            dataIndex: 'createdAt',
            render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: text.actions,
            render: (_, o) => (
              <Space>
                {o.paidAt && o.status !== 'unpaid' && o.status !== 'cancelled' && (
                  <Button size="small" onClick={() => receipt(o.orderNo)}>
                    {text.receipt}
                  </Button>
                )}
                {o.canRefund && (
                  <Button size="small" onClick={() => setAsking(o)}>
                    {text.askRefund}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={asking !== null}
        title={text.askRefund}
        onOk={submit}
        confirmLoading={refund.isPending}
        onCancel={() => setAsking(null)}
        okText={text.submit}
        cancelText={text.cancel}
      >
        <p>{text.terms}</p>
        <Input.TextArea
          aria-label={text.reason}
          placeholder={text.reason}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  )
}
