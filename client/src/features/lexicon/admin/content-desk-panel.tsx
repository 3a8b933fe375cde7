import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import type { CoverageSource } from '@spell/shared/api/lexicon/content-desk'
import { Alert, Button, Space, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { fileAsBase64 } from '../../../lib/file-transfer'
import { ApiError } from '../../../lib/request'
import { lexiconNs } from '../i18n'
import { downloadLexicon, useImportLexicon, useLexiconCoverage } from './content-desk-api'
import { ReviewQueue } from './review-queue'

const cell = { padding: '6px 10px', borderBottom: '1px solid #eee8dc', textAlign: 'left' } as const

/** For each field: how many characters have it, how many of those are reviewed, and from which source. */
function Coverage() {
  const { t } = useTranslation(lexiconNs)
  const coverage = useLexiconCoverage()
  const data = coverage.data
  return (
    <section aria-labelledby="lexicon-coverage">
      <h2 id="lexicon-coverage">{t('desk.coverage')}</h2>
      {data && <p>{t('desk.coverageIntro', data)}</p>}
      <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 820 }}>
        <thead>
          <tr>
            <th style={cell}>{t('desk.field')}</th>
            <th style={cell}>{t('desk.present')}</th>
            <th style={cell}>{t('desk.reviewed')}</th>
            <th style={cell}>{t('desk.sources')}</th>
          </tr>
        </thead>
        <tbody>
          {data?.fields.map((row) => (
            <tr key={row.field} data-testid={`coverage-${row.field}`}>
              <th scope="row" style={{ ...cell, fontWeight: 500 }}>
                {t(`desk.fields.${row.field}`)}
              </th>
              <td style={cell}>
                {row.present} / {data.total}
              </td>
              <td style={cell}>{row.reviewed}</td>
              <td style={cell}>
                {(Object.entries(row.sources) as [CoverageSource, number][])
                  .map(([source, count]) => `${t(`desk.source.${source}`)} ${count}`)
                  .join(' · ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

type Outcome = { type: 'success'; text: string } | { type: 'error'; text: string; rows: string[] }

/** The whole bank to .xlsx and back: all rows or none, every bad row named. */
function Transfer() {
  const { t } = useTranslation(lexiconNs)
  const importFile = useImportLexicon()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [exporting, setExporting] = useState(false)
  return (
    <section aria-labelledby="lexicon-transfer">
      <h2 id="lexicon-transfer">{t('desk.transfer')}</h2>
      <p>{t('desk.transferIntro')}</p>
      <Space wrap>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporting}
          onClick={() => {
            setExporting(true)
            void downloadLexicon().finally(() => setExporting(false))
          }}
        >
          {t('desk.export')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={async (file) => {
            setOutcome(null)
            try {
              const done = await importFile.mutateAsync(await fileAsBase64(file))
              setOutcome({ type: 'success', text: t('desk.imported', done) })
            } catch (error) {
              const fields =
                error instanceof ApiError
                  ? ((error.data as { fields?: { message: string }[] } | null)?.fields ?? [])
                  : []
              setOutcome({
                type: 'error',
                text: error instanceof ApiError ? error.msg : String(error),
                rows: fields.map((f) => f.message),
              })
            }
            return Upload.LIST_IGNORE
          }}
        >
          <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={importFile.isPending}>
            {t('desk.import')}
          </Button>
        </Upload>
      </Space>
      {outcome && (
        <Alert
          style={{ marginTop: 16 }}
          type={outcome.type}
          showIcon
          role={outcome.type === 'error' ? 'alert' : 'status'}
          title={outcome.type === 'error' && outcome.rows.length ? t('desk.failed') : outcome.text}
          description={
            outcome.type === 'error' && outcome.rows.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {outcome.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </section>
  )
}

/** /admin/lexicon/desk: the committee's content desk for the lexicon. */
export function ContentDeskPanel() {
  const { t } = useTranslation(lexiconNs)
  return (
    <section aria-label={t('desk.title')}>
      <h1>{t('desk.title')}</h1>
      <p>
        <Link to="/admin/lexicon">{t('desk.back')}</Link>
      </p>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Coverage />
        <Transfer />
        <ReviewQueue />
      </Space>
    </section>
  )
}
