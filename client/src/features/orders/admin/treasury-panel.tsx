import { DownloadOutlined } from '@ant-design/icons'
import { yuanTextOfFen } from '@spell/shared/api/orders/fen'
import type { MoneyFigures } from '@spell/shared/api/orders/treasury'
import { Button, Card, Col, Divider, Row, Select, Space, Statistic, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import panelStyles from '../../../components/admin-panel.module.css'
import { useSeasonOptions, useSeasonOverview } from '../../../hooks/use-season'
import { useFeedback } from '../../../lib/feedback'
import { ordersNs } from '../i18n'
import { downloadTreasury, useTreasury } from './api/treasury'
import { AwaitingTransfersTable } from './transfers-panel'

type FigureRow = MoneyFigures & { key: string; label: string }
const yuan = (fen: number) => yuanTextOfFen(fen)

/** One way of adding up the season's money: a row per product, provider or method. */
function FiguresTable({ title, heading, rows }: { title: string; heading: string; rows: FigureRow[] }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'treasury' })
  return (
    <section aria-label={title}>
      <Typography.Title level={2} className={panelStyles.sectionTitle}>
        {title}
      </Typography.Title>
      <Table<FigureRow>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: heading, dataIndex: 'label' },
          { title: t('collected'), dataIndex: 'collected', align: 'right', render: yuan },
          { title: t('refunded'), dataIndex: 'refunded', align: 'right', render: yuan },
          { title: t('net'), key: 'net', align: 'right', render: (_, r) => yuan(r.collected - r.refunded) },
          { title: t('outstanding'), dataIndex: 'outstanding', align: 'right', render: yuan },
          { title: t('paidOrders'), dataIndex: 'paidOrders', align: 'right' },
        ]}
      />
    </section>
  )
}

/**
 * /admin/treasury: a season's money collected, refunded and outstanding, by product, provider and
 * payment method, with the transfers awaited; the same as an .xlsx.
 */
export function TreasuryPanel() {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'treasury' })
  const { message } = useFeedback()
  const [picked, setSeason] = useState<number>()
  const currentSeason = useSeasonOverview().data?.season
  const season = picked ?? currentSeason ?? 0
  const seasonOptions = useSeasonOptions()
  const view = useTreasury(season)
  const [exporting, setExporting] = useState(false)
  const data = view.data
  const exportSheet = () => {
    setExporting(true)
    downloadTreasury(season)
      .catch(() => message.error(t('empty')))
      .finally(() => setExporting(false))
  }
  const totals = data?.totals
  const providerNames: Record<string, string> = {
    wechat: t('providers.wechat'),
    alipay: t('providers.alipay'),
    sandbox: t('providers.sandbox'),
    bank: t('providers.bank'),
  }
  const methodNames: Record<string, string> = {
    qr: t('methods.qr'),
    phone: t('methods.phone'),
    transfer: t('methods.transfer'),
    unknown: t('methods.unknown'),
  }
  return (
    <Card
      title={<h1 style={{ margin: 0, fontSize: 20 }}>{t('title')}</h1>}
      extra={
        <Space wrap>
          <Select
            aria-label={t('season')}
            style={{ width: 160 }}
            value={season || undefined}
            onChange={setSeason}
            options={seasonOptions}
          />
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting}
            disabled={!data}
            onClick={exportSheet}
          >
            {t('export')}
          </Button>
        </Space>
      }
      loading={view.isLoading}
    >
      {totals && (
        <Row gutter={[16, 16]} data-testid="treasury-totals">
          {(['collected', 'refunded', 'outstanding'] as const).map((key) => (
            <Col xs={12} md={6} key={key}>
              <Statistic title={t(key)} value={yuan(totals[key])} prefix="¥" />
            </Col>
          ))}
          <Col xs={12} md={6}>
            <Statistic title={t('net')} value={yuan(totals.collected - totals.refunded)} prefix="¥" />
          </Col>
        </Row>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('notes')}
      </Typography.Paragraph>
      {data && (
        <>
          <FiguresTable
            title={t('byProduct')}
            heading={t('product')}
            rows={data.byProduct.map((p) => ({ ...p, key: String(p.productId), label: p.productName }))}
          />
          <Divider />
          <FiguresTable
            title={t('byProvider')}
            heading={t('provider')}
            rows={data.byProvider.map((p) => ({
              ...p,
              key: p.provider,
              label: providerNames[p.provider] ?? p.provider,
            }))}
          />
          <Divider />
          <FiguresTable
            title={t('byMethod')}
            heading={t('method')}
            rows={data.byMethod.map((m) => ({
              ...m,
              key: m.method,
              label: methodNames[m.method] ?? m.method,
            }))}
          />
          <Divider />
          <section aria-labelledby="treasury-awaiting">
            <Typography.Title level={2} className={panelStyles.sectionTitle} id="treasury-awaiting">
              {t('awaiting')}
            </Typography.Title>
            <AwaitingTransfersTable rows={data.awaitingTransfers} loading={false} />
          </section>
          <Divider />
          <section aria-labelledby="treasury-invoices">
            <Typography.Title level={2} className={panelStyles.sectionTitle} id="treasury-invoices">
              {t('invoicesPending')}
            </Typography.Title>
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Statistic title={t('invoicesRequested')} value={data.invoicesPending.requested} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={t('invoicesRedLetter')} value={data.invoicesPending.redLetterNeeded} />
              </Col>
            </Row>
            <Link to="/admin/invoices">{t('invoicesDesk')}</Link>
          </section>
        </>
      )}
    </Card>
  )
}
