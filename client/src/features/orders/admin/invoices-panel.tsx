import type { DeskInvoice } from '@spell/shared/api/orders/admin-invoices'
import { chinaDate, chinaDateTime } from '@spell/shared/time/china-time'
import { Button, Card, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { downloadInvoice } from '../api/invoices'
import { invoicesNs } from '../i18n/invoices'
import { useInvoiceDesk, useIssueInvoice, useRecordRedLetter } from './api/invoices'

const STATUS_COLOR = {
  requested: 'blue',
  issued: 'green',
  redLetterNeeded: 'red',
  redLettered: 'default',
  cancelled: 'default',
} as const
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** /admin/invoices: the committee's invoice queue: issue (upload the e-invoice or record its number), and red letters after refunds. */
export function InvoicesPanel() {
  const { t } = useTranslation(invoicesNs, { keyPrefix: 'desk' })
  const { t: all } = useTranslation(invoicesNs)
  const { message } = useFeedback()
  const [view, setView] = useState<'open' | 'all'>('open')
  const list = useInvoiceDesk(view)
  const [issuing, setIssuing] = useState<DeskInvoice | null>(null)
  const [reddening, setReddening] = useState<DeskInvoice | null>(null)

  return (
    <Card
      title={t('title')}
      extra={
        <Segmented
          aria-label={t('title')}
          value={view}
          onChange={(v) => setView(v as 'open' | 'all')}
          options={[
            { value: 'open', label: t('open') },
            { value: 'all', label: t('all') },
          ]}
        />
      }
    >
      <Table<DeskInvoice>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 860 }}
        columns={[
          {
            title: t('order'),
            width: 200,
            render: (_, r) => (
              <>
                <div>{r.orderNo}</div>
                <div>{r.productName}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {chinaDateTime(r.createdAt, 'minute')}
                </Typography.Text>
              </>
            ),
          },
          { title: t('payer'), dataIndex: 'payer', width: 100 },
          { title: t('amount'), width: 90, render: (_, r) => yuan(r.amount) },
          {
            title: t('invoice'),
            render: (_, r) => (
              <>
                <div>
                  <Tag>{all(`request.${r.kind}`)}</Tag>
                  <strong>{r.title}</strong>
                </div>
                {r.taxNo && (
                  <div>
                    {t('taxNo')}：{r.taxNo}
                  </div>
                )}
                {r.kind === 'special' && (
                  <>
                    <div>
                      {t('addressPhone')}：{r.address} {r.phone}
                    </div>
                    <div>
                      {t('bank')}：{r.bankName} {r.bankAccount}
                    </div>
                  </>
                )}
                <Typography.Text type="secondary">
                  {t('email')}：{r.email}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('status'),
            width: 240,
            render: (_, r) => (
              <Space direction="vertical" size={4}>
                <Tag color={STATUS_COLOR[r.status]}>{all(`status.${r.status}`)}</Tag>
                {r.invoiceNo && <div>{t('recorded', { no: r.invoiceNo, date: r.invoiceDate })}</div>}
                {r.redLetterNo && <div>{t('redLetter', { no: r.redLetterNo, date: r.redLetterDate })}</div>}
                <Space wrap size={4}>
                  {r.status === 'requested' && (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => setIssuing(r)}
                      aria-label={`${t('issue')} ${r.orderNo}`}
                    >
                      {t('issue')}
                    </Button>
                  )}
                  {r.status === 'redLetterNeeded' && (
                    <Button
                      size="small"
                      danger
                      onClick={() => setReddening(r)}
                      aria-label={`${t('recordRedLetter')} ${r.orderNo}`}
                    >
                      {t('recordRedLetter')}
                    </Button>
                  )}
                  {r.fileType && (
                    <Button
                      size="small"
                      onClick={() =>
                        downloadInvoice(r.orderNo).catch(() => message.error(all('downloadFailed')))
                      }
                    >
                      {t('download')}
                    </Button>
                  )}
                </Space>
              </Space>
            ),
          },
        ]}
      />
      <IssueDialog invoice={issuing} onClose={() => setIssuing(null)} />
      <RedLetterDialog invoice={reddening} onClose={() => setReddening(null)} />
    </Card>
  )
}

/** A number, a date and, optionally, the e-invoice file. */
function IssueDialog({ invoice, onClose }: { invoice: DeskInvoice | null; onClose: () => void }) {
  const { t } = useTranslation(invoicesNs, { keyPrefix: 'desk' })
  const { message } = useFeedback()
  const issue = useIssueInvoice()
  const [invoiceNo, setInvoiceNo] = useState('')
  const [invoiceDate, setInvoiceDate] = useState(() => chinaDate(Date.now()))
  const [file, setFile] = useState<File | undefined>()
  const save = async () => {
    if (!invoice) return
    try {
      await issue.mutateAsync({ id: invoice.id, invoiceNo, invoiceDate, file })
      message.success(t('issued'))
      setInvoiceNo('')
      setFile(undefined)
      onClose()
    } catch (error) {
      // A JSON call showed the server's message itself; an upload's comes back as the error.
      if (file) message.error((error as Error).message)
    }
  }
  return (
    <Modal
      open={invoice !== null}
      title={t('issueTitle', { orderNo: invoice?.orderNo ?? '' })}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: issue.isPending }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="invoice-no">{t('invoiceNo')}</label>
        <Input
          id="invoice-no"
          value={invoiceNo}
          onChange={(e) => setInvoiceNo(e.target.value)}
          maxLength={20}
          placeholder={t('invoiceNoHint')}
        />
        <label htmlFor="invoice-date">{t('invoiceDate')}</label>
        <Input
          id="invoice-date"
          type="date"
          value={invoiceDate}
          onChange={(e) => setInvoiceDate(e.target.value)}
        />
        <label htmlFor="invoice-file">{t('file')}</label>
        <input
          id="invoice-file"
          type="file"
          accept=".pdf,.ofd,application/pdf"
          onChange={(e) => setFile(e.target.files?.[0])}
        />
      </Space>
    </Modal>
  )
}

function RedLetterDialog({ invoice, onClose }: { invoice: DeskInvoice | null; onClose: () => void }) {
  const { t } = useTranslation(invoicesNs, { keyPrefix: 'desk' })
  const { message } = useFeedback()
  const record = useRecordRedLetter()
  const [redLetterNo, setNo] = useState('')
  const [redLetterDate, setDate] = useState(() => chinaDate(Date.now()))
  const save = async () => {
    if (!invoice) return
    const done = await record.mutateAsync({ id: invoice.id, redLetterNo, redLetterDate }).then(
      () => true,
      () => false,
    )
    if (!done) return
    message.success(t('redLetterSaved'))
    setNo('')
    onClose()
  }
  return (
    <Modal
      open={invoice !== null}
      title={t('redLetterTitle', { orderNo: invoice?.orderNo ?? '' })}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: record.isPending }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('redLetterHint')}</Typography.Paragraph>
        <label htmlFor="red-letter-no">{t('redLetterNo')}</label>
        <Input
          id="red-letter-no"
          value={redLetterNo}
          onChange={(e) => setNo(e.target.value)}
          maxLength={20}
          placeholder={t('invoiceNoHint')}
        />
        <label htmlFor="red-letter-date">{t('redLetterDate')}</label>
        <Input
          id="red-letter-date"
          type="date"
          value={redLetterDate}
          onChange={(e) => setDate(e.target.value)}
        />
      </Space>
    </Modal>
  )
}
