import type { AwaitingTransfer, MatchedTransfer } from '@spell/shared/api/orders/admin-transfers'
import { yuanTextOfFen } from '@spell/shared/api/orders/fen'
import { chinaDate, chinaDateTime } from '@spell/shared/time/china-time'
import { Button, Card, Divider, Select, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import panelStyles from '../../../components/admin-panel.module.css'
import { useSeasonOptions } from '../../../hooks/use-season'
import { ordersNs } from '../i18n'
import { useAwaitingTransfers } from './api/awaiting-transfers'
import { useMatchedTransfers } from './api/matched-transfers'
import { RecordTransferDialog } from './record-transfer-dialog'
import { StatementImport } from './statement-import'

const money = (fen: number) => `¥${yuanTextOfFen(fen)}`

/** The orders awaiting a transfer, each recordable by hand. */
export function AwaitingTransfersTable({
  rows,
  loading,
  onRecord,
}: {
  rows: AwaitingTransfer[]
  loading: boolean
  onRecord?: (order: AwaitingTransfer) => void
}) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'transfers' })
  return (
    <Table<AwaitingTransfer>
      rowKey="orderNo"
      size="small"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={false}
      locale={{ emptyText: t('awaitingEmpty') }}
      columns={[
        {
          title: t('reference'),
          dataIndex: 'reference',
          render: (r: string) => <Typography.Text code>{r}</Typography.Text>,
        },
        { title: t('school'), render: (_, o) => o.schoolName ?? o.orderedBy },
        { title: t('product'), dataIndex: 'productName' },
        { title: t('amount'), dataIndex: 'amount', render: money },
        { title: t('orderNo'), dataIndex: 'orderNo' },
        {
          title: t('orderedAt'),
          dataIndex: 'createdAt',
          render: (at: number) => chinaDateTime(at, 'minute'),
        },
        { title: t('deadline'), dataIndex: 'expiresAt', render: (at: number) => chinaDate(at) },
        ...(onRecord
          ? [
              {
                title: t('actions'),
                key: 'actions',
                fixed: 'right' as const,
                render: (_: unknown, o: AwaitingTransfer) => (
                  <Button size="small" type="primary" onClick={() => onRecord(o)}>
                    {t('record')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  )
}

function MatchedTransfersTable({ season }: { season: number | undefined }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'transfers' })
  const matched = useMatchedTransfers(season)
  return (
    <Table<MatchedTransfer>
      rowKey="id"
      size="small"
      loading={matched.isLoading}
      dataSource={matched.data ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('matchedEmpty') }}
      columns={[
        { title: t('paidOn'), dataIndex: 'paidOn' },
        { title: t('payer'), dataIndex: 'payer' },
        { title: t('received'), dataIndex: 'amount', render: money },
        { title: t('school'), dataIndex: 'schoolName', render: (s: string | null) => s ?? '—' },
        { title: t('orderNo'), dataIndex: 'orderNo' },
        { title: t('reference'), dataIndex: 'reference', render: (r: string | null) => r ?? '—' },
        {
          title: t('source'),
          dataIndex: 'source',
          render: (s: MatchedTransfer['source']) => (
            <Tag color={s === 'statement' ? 'blue' : 'default'}>{t(`sources.${s}`)}</Tag>
          ),
        },
        {
          title: t('recordedAt'),
          dataIndex: 'recordedAt',
          render: (at: number) => chinaDateTime(at, 'minute'),
        },
      ]}
    />
  )
}

/** /admin/transfers: the orders awaiting a bank transfer, matched by hand or from the bank's statement. */
export function TransfersPanel() {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'transfers' })
  const [season, setSeason] = useState<number | undefined>()
  const seasonOptions = useSeasonOptions()
  const awaiting = useAwaitingTransfers(season)
  const [recording, setRecording] = useState<AwaitingTransfer | null>(null)
  return (
    <Card
      title={<h1 style={{ margin: 0, fontSize: 20 }}>{t('title')}</h1>}
      extra={
        <Select
          aria-label={t('season')}
          style={{ width: 160 }}
          value={season ?? 0}
          onChange={(value: number) => setSeason(value || undefined)}
          options={[{ value: 0, label: t('allSeasons') }, ...seasonOptions]}
        />
      }
    >
      <section aria-labelledby="awaiting-title">
        <Typography.Title level={2} className={panelStyles.sectionTitle} id="awaiting-title">
          {t('awaitingTitle')}
        </Typography.Title>
        <AwaitingTransfersTable
          rows={awaiting.data ?? []}
          loading={awaiting.isLoading}
          onRecord={setRecording}
        />
      </section>
      <Divider />
      <StatementImport />
      <Divider />
      <section aria-labelledby="matched-title">
        <Typography.Title level={2} className={panelStyles.sectionTitle} id="matched-title">
          {t('matchedTitle')}
        </Typography.Title>
        <MatchedTransfersTable season={season} />
      </section>
      <RecordTransferDialog order={recording} onClose={() => setRecording(null)} />
    </Card>
  )
}
