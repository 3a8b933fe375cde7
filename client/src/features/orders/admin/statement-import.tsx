import { UploadOutlined } from '@ant-design/icons'
import {
  STATEMENT_FILE_MAX_BYTES,
  type StatementMatch,
  type StatementProblem,
} from '@spell/shared/api/orders/admin-transfers'
import { yuanTextOfFen } from '@spell/shared/api/orders/fen'
import { Alert, Button, Space, Typography, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import panelStyles from '../../../components/admin-panel.module.css'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { fileAsBase64 } from '../../../lib/file-transfer'
import { ApiError } from '../../../lib/request'
import { loadTranslate } from '../../../lib/shared-messages'
import { ordersNs } from '../i18n'
import { useImportStatement } from './api/import-statement'

type Answer = { applied: boolean; matched: StatementMatch[]; problems: StatementProblem[] }
type Outcome = { kind: 'answer'; answer: Answer } | { kind: 'refused'; text: string }

/**
 * The bank's statement: applied whole when every row matches; otherwise nothing changes, every other
 * row is listed with its reason, and the committee may confirm that only the matching rows are recorded.
 */
export function StatementImport() {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'transfers' })
  const { modal } = useFeedback()
  const importing = useImportStatement()
  const [file, setFile] = useState<{ content: string; fileName: string } | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const run = async (chosen: { content: string; fileName: string }, matchedOnly: boolean) => {
    try {
      setOutcome({ kind: 'answer', answer: await importing.mutateAsync({ ...chosen, matchedOnly }) })
    } catch (error) {
      setOutcome({ kind: 'refused', text: error instanceof ApiError ? error.msg : String(error) })
    }
  }

  const line = (m: StatementMatch) =>
    t('rowLine', {
      row: m.row,
      school: m.schoolName ?? '—',
      orderNo: m.orderNo,
      amount: yuanTextOfFen(m.amount),
      paidOn: m.paidOn,
      payer: m.payer,
    })

  const applyMatched = (answer: Answer) =>
    modal.confirm({
      title: t('applyMatchedTitle'),
      content: t('applyMatchedConfirm', { n: answer.matched.length, m: answer.problems.length }),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: () => (file ? run(file, true) : undefined),
    })

  return (
    <section aria-labelledby="statement-import-title">
      <Typography.Title level={2} className={panelStyles.sectionTitle} id="statement-import-title">
        {t('importTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 860 }}>
        {t('importIntro')}
      </Typography.Paragraph>
      <Upload
        accept=".xlsx,.csv"
        showUploadList={false}
        beforeUpload={async (chosen) => {
          setOutcome(null)
          // Refused here with the server's own words: a body this big would not reach the import.
          if (chosen.size > STATEMENT_FILE_MAX_BYTES) {
            const translate = await loadTranslate()
            setOutcome({ kind: 'refused', text: translate('transfer.fileTooBig', currentLang()) })
            return Upload.LIST_IGNORE
          }
          const read = { content: await fileAsBase64(chosen), fileName: chosen.name }
          setFile(read)
          await run(read, false)
          return Upload.LIST_IGNORE
        }}
      >
        <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={importing.isPending}>
          {t('upload')}
        </Button>
      </Upload>
      {outcome?.kind === 'refused' && (
        <Alert style={{ marginTop: 16 }} type="error" showIcon role="alert" title={outcome.text} />
      )}
      {outcome?.kind === 'answer' && (
        <ImportAnswer answer={outcome.answer} line={line} onApply={applyMatched} />
      )}
    </section>
  )
}

function ImportAnswer({
  answer,
  line,
  onApply,
}: {
  answer: Answer
  line: (m: StatementMatch) => string
  onApply: (answer: Answer) => void
}) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'transfers' })
  const n = answer.matched.length
  const m = answer.problems.length
  const list = (items: string[], testId: string) => (
    <ul style={{ margin: '4px 0 8px', paddingLeft: 20 }} data-testid={testId}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
  if (answer.applied)
    return (
      <Alert
        style={{ marginTop: 16 }}
        type={m ? 'warning' : 'success'}
        showIcon
        role="status"
        title={m ? t('importedSome', { n, m }) : t('importedAll', { n })}
        description={n ? list(answer.matched.map(line), 'statement-applied') : undefined}
      />
    )
  return (
    <Alert
      style={{ marginTop: 16 }}
      type="warning"
      showIcon
      role="alert"
      title={t('notApplied', { m })}
      description={
        <>
          <strong>{t('problemRows', { m })}</strong>
          {list(
            answer.problems.map((p) => p.message),
            'statement-problems',
          )}
          <strong>{t('matchedRows', { n })}</strong>
          {n ? list(answer.matched.map(line), 'statement-matched') : <p>{t('noneMatched')}</p>}
          <Space>
            <Button type="primary" disabled={n === 0} onClick={() => onApply(answer)}>
              {t('applyMatched', { n })}
            </Button>
          </Space>
        </>
      }
    />
  )
}
