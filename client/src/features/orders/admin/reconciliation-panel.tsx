import type { BillDifference, BillProvider } from '@spell/shared/api/orders/reconciliation'
import { chinaDate, chinaDateTime } from '@spell/shared/time/china-time'
import { Alert, Button, Card, Input, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { invoicesNs } from '../i18n/invoices'
import { useReconciliation, useRunReconciliation, useSettleFromBill } from './api/reconciliation'

const yuan = (fen: number | null) => (fen === null ? '—' : `¥${(fen / 100).toFixed(2)}`)
const KIND_COLOR = {
  paidThereOnly: 'red',
  paidHereOnly: 'orange',
  amountDiffers: 'volcano',
  refundDiffers: 'purple',
}

/**
 * /admin/reconciliation: a provider's bill of a day, downloaded from it or imported, against the
 * site's orders; each difference listed, and a payment the site missed settled through the provider.
 */
export function ReconciliationPanel() {
  const { t } = useTranslation(invoicesNs, { keyPrefix: 'recon' })
  const { message } = useFeedback()
  const [provider, setProvider] = useState<BillProvider>('wechat')
  const [date, setDate] = useState(() => chinaDate(Date.now() - 86_400_000))
  const run = useReconciliation(provider, date)
  const compare = useRunReconciliation()
  const settle = useSettleFromBill()
  const fileInput = useRef<HTMLInputElement>(null)

  const start = async (file?: File) => {
    try {
      await compare.mutateAsync({ provider, date, file })
    } catch (error) {
      if (file) message.error((error as Error).message)
    }
  }
  const settleOrder = async (orderNo: string) => {
    try {
      const { outcome } = await settle.mutateAsync({ provider, orderNo })
      message.success(t(outcome === 'paid' ? 'settled' : outcome))
    } catch {
      // The request client showed the server's message.
    }
  }
  const result = run.data
  const totals = result && {
    billCount: result.bill.payments,
    billTotal: (result.bill.paymentTotal / 100).toFixed(2),
    billRefunds: result.bill.refunds,
    billRefundTotal: (result.bill.refundTotal / 100).toFixed(2),
    siteCount: result.site.payments,
    siteTotal: (result.site.paymentTotal / 100).toFixed(2),
    siteRefunds: result.site.refunds,
    siteRefundTotal: (result.site.refundTotal / 100).toFixed(2),
  }

  return (
    <Card title={t('title')}>
      <Space wrap style={{ marginBottom: 16 }} align="center">
        <Segmented
          aria-label={t('provider')}
          value={provider}
          onChange={(v) => setProvider(v as BillProvider)}
          options={[
            { value: 'wechat', label: t('wechat') },
            { value: 'alipay', label: t('alipay') },
          ]}
        />
        <label htmlFor="bill-date">{t('date')}</label>
        <Input
          id="bill-date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          style={{ width: 170 }}
        />
        <Button
          type="primary"
          loading={compare.isPending && !compare.variables?.file}
          onClick={() => void start()}
        >
          {t('fetch')}
        </Button>
        <Button
          loading={compare.isPending && Boolean(compare.variables?.file)}
          onClick={() => fileInput.current?.click()}
        >
          {t('import')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          aria-label={t('import')}
          accept=".csv,.zip"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void start(file)
          }}
        />
        <Typography.Text type="secondary">{t('importHint')}</Typography.Text>
      </Space>
      {!run.isLoading && !result && <Alert type="info" showIcon message={t('notRun')} />}
      {result && totals && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('ranAt', { source: t(result.source), at: chinaDateTime(result.createdAt, 'minute') })}
          </Typography.Text>
          <Alert
            type={result.differences.length ? 'warning' : 'success'}
            showIcon
            message={
              result.differences.length ? t('summary', totals) : `${t('matched')}。${t('summary', totals)}`
            }
          />
          {result.truncated && <Alert type="error" showIcon message={t('truncated')} />}
          <Table<BillDifference>
            rowKey={(d) => `${d.kind}-${d.orderNo}`}
            dataSource={result.differences}
            pagination={{ pageSize: 50 }}
            scroll={{ x: 790 }}
            columns={[
              {
                title: t('kind'),
                width: 170,
                render: (_, d) => <Tag color={KIND_COLOR[d.kind]}>{t(`kinds.${d.kind}`)}</Tag>,
              },
              {
                title: t('orderNo'),
                width: 240,
                render: (_, d) => (
                  <>
                    <div>{d.orderNo}</div>
                    {d.transactionId && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('transactionId')} {d.transactionId}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
              { title: t('billAmount'), width: 100, render: (_, d) => yuan(d.billAmount) },
              { title: t('siteAmount'), width: 100, render: (_, d) => yuan(d.siteAmount) },
              {
                title: t('orderStatus'),
                width: 100,
                render: (_, d) =>
                  d.orderStatus
                    ? t(
                        `orderStatuses.${d.orderStatus as 'unpaid' | 'paid' | 'cancelled' | 'refunding' | 'refunded'}`,
                      )
                    : t('noOrder'),
              },
              {
                title: '',
                width: 80,
                render: (_, d) =>
                  d.settleable && (
                    <Popconfirm
                      title={t('settleConfirm')}
                      okText={t('ok')}
                      cancelText={t('cancel')}
                      onConfirm={() => settleOrder(d.orderNo)}
                    >
                      <Button size="small" type="primary" aria-label={`${t('settle')} ${d.orderNo}`}>
                        {t('settle')}
                      </Button>
                    </Popconfirm>
                  ),
              },
            ]}
          />
        </Space>
      )}
    </Card>
  )
}
