import type { PayData } from '@spell/shared/api/orders/create-order'
import type { MyOrder } from '@spell/shared/api/orders/my-orders'
import { Button, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { lazy, Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainCard } from '../../../components/plain-card'
import dayjs from '../../../lib/dayjs'
import { useFeedback } from '../../../lib/feedback'
import { useCancelOrder } from '../api/cancel-order'
import { downloadReceipt, useApplyRefund, useMyOrders } from '../api/my-orders'
import { useResumePayment } from '../api/resume-payment'
import { SandboxBanner } from '../components/sandbox-banner'
import { ordersNs } from '../i18n'

/** The payment dialog (the QR code and its poll) comes when an unpaid order is to be paid. */
const ResumePayModal = lazy(() =>
  import('../components/resume-pay-modal').then((module) => ({ default: module.ResumePayModal })),
)

const STATUS_COLOR = {
  unpaid: 'orange',
  paid: 'green',
  cancelled: 'default',
  refunding: 'blue',
  refunded: 'purple',
}

/** /stu/orders: the student's orders (pay or cancel an unpaid one), refund requests and PDF receipts. */
export default function MyOrdersPage() {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'orderList' })
  const { message } = useFeedback()
  const orders = useMyOrders()
  const refund = useApplyRefund()
  const [asking, setAsking] = useState<MyOrder | null>(null)
  const [reason, setReason] = useState('')
  const resume = useResumePayment()
  const cancel = useCancelOrder()
  const [paying, setPaying] = useState<PayData | null>(null)
  // Once opened, the payment dialog stays mounted, so that it closes as dialogs do.
  const [payShown, setPayShown] = useState(false)
  const closePay = useCallback(() => setPaying(null), [])

  const payNow = (orderNo: string) =>
    resume.mutate(orderNo, {
      onSuccess: (payData) => {
        setPayShown(true)
        setPaying(payData)
      },
      onError: () => orders.refetch(),
    })
  const cancelNow = (orderNo: string) =>
    cancel
      .mutateAsync(orderNo)
      .then(() => message.success(t('cancelled')))
      .catch(() => orders.refetch())

  const submit = async () => {
    if (!asking) return
    try {
      const r = await refund.mutateAsync({ orderNo: asking.orderNo, reason })
      message.success(t('refundAsked', { amount: r.refundAmount.toFixed(2) }))
      setAsking(null)
      setReason('')
    } catch {
      // The request client showed the server's message.
    }
  }

  const receipt = (orderNo: string) => downloadReceipt(orderNo).catch(() => message.error(t('receiptFailed')))

  return (
    <PlainCard title={t('title')} style={{ width: '100%', margin: '24px auto', maxWidth: 1100 }}>
      <SandboxBanner />
      <Table<MyOrder>
        rowKey="orderNo"
        loading={orders.isLoading}
        dataSource={orders.data ?? []}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 900 }}
        tableLayout="fixed"
        columns={[
          {
            title: t('orderNo'),
            width: 230,
            render: (_, o) => (
              <>
                <div>{o.orderNo}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('createdAt')} {dayjs(o.createdAt).format('YYYY-MM-DD HH:mm')}
                </Typography.Text>
              </>
            ),
          },
          { title: t('product'), dataIndex: 'productName', width: 180 },
          {
            title: t('amount'),
            dataIndex: 'paymentAmount',
            width: 100,
            render: (v: number) => `¥${v.toFixed(2)}`,
          },
          {
            title: t('status'),
            dataIndex: 'status',
            width: 110,
            render: (s: MyOrder['status']) => <Tag color={STATUS_COLOR[s]}>{t(`statuses.${s}`)}</Tag>,
          },
          {
            title: t('refund'),
            width: 100,
            render: (_, o) =>
              o.refund ? (
                <span>
                  {t(`refundStatuses.${o.refund.status as 0 | 1 | 2}`)} ¥{o.refund.refundAmount.toFixed(2)}
                  {o.refund.rejectReason ? `（${o.refund.rejectReason}）` : ''}
                </span>
              ) : null,
          },
          {
            title: t('actions'),
            width: 190,
            render: (_, o) => (
              <Space wrap>
                {o.status === 'unpaid' && (
                  <Button
                    size="small"
                    type="primary"
                    loading={resume.isPending && resume.variables === o.orderNo}
                    onClick={() => payNow(o.orderNo)}
                  >
                    {t('payNow')}
                  </Button>
                )}
                {o.status === 'unpaid' && (
                  <Popconfirm
                    title={t('cancelConfirm')}
                    description={t('cancelHint')}
                    okText={t('cancelOrder')}
                    cancelText={t('keepOrder')}
                    onConfirm={() => cancelNow(o.orderNo)}
                  >
                    <Button size="small" danger>
                      {t('cancelOrder')}
                    </Button>
                  </Popconfirm>
                )}
                {o.paidAt && o.status !== 'unpaid' && o.status !== 'cancelled' && (
                  <Button size="small" onClick={() => receipt(o.orderNo)}>
                    {t('receipt')}
                  </Button>
                )}
                {o.canRefund && (
                  <Button size="small" onClick={() => setAsking(o)}>
                    {t('askRefund')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {payShown && (
        <Suspense fallback={null}>
          <ResumePayModal payData={paying} onClose={closePay} />
        </Suspense>
      )}
      <Modal
        open={asking !== null}
        title={t('askRefund')}
        onOk={submit}
        confirmLoading={refund.isPending}
        onCancel={() => setAsking(null)}
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
    </PlainCard>
  )
}
