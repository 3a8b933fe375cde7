import type { adminRefundSchema } from '@spell/shared/api/orders/admin-refunds'
import { decideRefund, listRefunds } from '@spell/shared/api/orders/admin-refunds'
import { REFUND_STATUS } from '@spell/shared/api/orders/my-orders'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Card, Input, Modal, Space, Table, Tag, Typography } from 'antd'
import type { ParseKeys, TOptions } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { callApi } from '../../../lib/request'
import { ordersNs } from '../i18n'

type Refund = z.infer<typeof adminRefundSchema>
const key = ['admin', 'refunds'] as const

/** /admin/refunds: the committee approves (money back through the provider) or rejects with a reason. */
export function RefundsPanel() {
  const { t: text } = useTranslation(ordersNs, { keyPrefix: 'refundDesk' })
  const { message } = useFeedback()
  const client = useQueryClient()
  const list = useQuery({
    queryKey: [...key, currentLang()],
    queryFn: ({ signal }) => callApi(listRefunds, {}, { signal }),
  })
  const decide = useMutation({
    mutationFn: (input: { id: number; approve: boolean; rejectReason?: string }) =>
      callApi(decideRefund, input),
    // Also after a failure: a refund the provider refused comes back with its reason.
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
  const [rejecting, setRejecting] = useState<Refund | null>(null)
  const [reason, setReason] = useState('')

  const run = async (input: { id: number; approve: boolean; rejectReason?: string }) => {
    try {
      await decide.mutateAsync(input)
      message.success(text('done'))
      setRejecting(null)
      setReason('')
    } catch {
      // The request client showed the server's message.
    }
  }

  return (
    <Card title={text('title')}>
      <Table<Refund>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: text('empty') }}
        scroll={{ x: 1000 }}
        columns={[
          {
            title: text('order'),
            width: 230,
            render: (_, r) => (
              <>
                <div>{r.orderNo}</div>
                <div>{r.productName}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {text('askedAt')} {chinaDateTime(r.createdAt, 'minute')}
                </Typography.Text>
              </>
            ),
          },
          {
            title: text('payer'),
            width: 130,
            render: (_, r) => (
              <>
                <div>{r.userName}</div>
                <Typography.Text type="secondary">{r.phone}</Typography.Text>
              </>
            ),
          },
          {
            title: text('amounts'),
            width: 170,
            render: (_, r) => (
              <>
                <div>
                  {text('paid')} ¥{r.paymentAmount.toFixed(2)}
                </div>
                <strong>
                  {text('toRefund')} ¥{r.refundAmount.toFixed(2)}
                </strong>
              </>
            ),
          },
          { title: text('reason'), dataIndex: 'reason', width: 120 },
          {
            title: text('status'),
            width: 200,
            render: (_, r) => <RefundStatus refund={r} />,
          },
          {
            title: text('actions'),
            width: 150,
            render: (_, r) =>
              r.status === REFUND_STATUS.pending ? (
                <Space wrap>
                  <Button size="small" type="primary" onClick={() => run({ id: r.id, approve: true })}>
                    {text('approve')}
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(r)}>
                    {text('reject')}
                  </Button>
                </Space>
              ) : (
                r.status === REFUND_STATUS.processing && (
                  <Button size="small" onClick={() => run({ id: r.id, approve: true })}>
                    {text('confirmAgain')}
                  </Button>
                )
              ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={text('reject')}
        okText={text('reject')}
        cancelText={text('cancel')}
        confirmLoading={decide.isPending}
        onCancel={() => setRejecting(null)}
        onOk={() => rejecting && run({ id: rejecting.id, approve: false, rejectReason: reason })}
      >
        <Input.TextArea
          aria-label={text('rejectReason')}
          placeholder={text('rejectReason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  )
}

const STATUS_COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red', 3: 'gold' }

/** The request's status, a rejection's reason, and the provider's last refusal of the refund. */
function RefundStatus({ refund: r }: { refund: Refund }) {
  const { t: text } = useTranslation(ordersNs, { keyPrefix: 'refundDesk' })
  return (
    <>
      <Tag color={STATUS_COLORS[r.status]}>
        {text(`statuses.${r.status}` as ParseKeys<typeof ordersNs, TOptions, 'refundDesk'>)}
        {r.rejectReason ? `：${r.rejectReason}` : ''}
      </Tag>
      {r.status === REFUND_STATUS.processing && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
          {text('processingHint')}
        </Typography.Paragraph>
      )}
      {r.providerRefusal && r.status !== REFUND_STATUS.approved && (
        <Typography.Paragraph type="danger" style={{ fontSize: 12, margin: '4px 0 0' }}>
          {text('providerRefused', {
            at: r.providerRefusedAt === null ? '—' : chinaDateTime(r.providerRefusedAt, 'minute'),
          })}
          ：{r.providerRefusal}
        </Typography.Paragraph>
      )}
    </>
  )
}
