import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { labelOf, raceSchedules } from '@spell/shared'
import { Alert, Button, Form, Select, Space, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { fileAsBase64 } from '../../../lib/file-transfer'
import { ApiError } from '../../../lib/request'
import { downloadResultsTemplate, useImportResults, useIssueOptions } from '../api/committee-certificates'
import { certificatesNs } from '../i18n'

type Outcome = { type: 'success'; text: string } | { type: 'error'; text: string; rows: string[] }

/** Final results from the .xlsx template: all rows or none, every bad row named. */
export function ResultsImportTab() {
  const lang = useSiteLang()
  const { t: c } = useTranslation(certificatesNs, { keyPrefix: 'import' })
  const options = useIssueOptions()
  const importFile = useImportResults()
  const [season, setSeason] = useState<number | undefined>()
  const [stage, setStage] = useState(4)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const chosenSeason = season ?? options.data?.seasons[0]?.id

  return (
    <div style={{ maxWidth: 820 }}>
      <p>{c('intro')}</p>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item label={c('season')} htmlFor="import-season">
          <Select
            id="import-season"
            style={{ width: 160 }}
            value={chosenSeason}
            onChange={setSeason}
            options={(options.data?.seasons ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item label={c('stage')} htmlFor="import-stage">
          <Select
            id="import-stage"
            style={{ width: 260 }}
            value={stage}
            onChange={setStage}
            options={raceSchedules.map((r) => ({
              value: r.value,
              label: labelOf(raceSchedules, r.value, lang),
            }))}
          />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadResultsTemplate()}>
          {c('template')}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={chosenSeason === undefined}
          beforeUpload={async (file) => {
            setOutcome(null)
            try {
              const content = await fileAsBase64(file)
              const done = await importFile.mutateAsync({ season: chosenSeason as number, stage, content })
              setOutcome({
                type: 'success',
                text: c('done', { issued: done.issued, linked: done.linked, already: done.alreadyIssued }),
              })
            } catch (error) {
              const fields =
                error instanceof ApiError
                  ? ((error.data as { fields?: { message: string }[] } | null)?.fields ?? [])
                  : []
              setOutcome({
                type: 'error',
                text: fields.length ? c('failed') : error instanceof ApiError ? error.msg : String(error),
                rows: fields.map((f) => f.message),
              })
            }
            return Upload.LIST_IGNORE
          }}
        >
          <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={importFile.isPending}>
            {c('upload')}
          </Button>
        </Upload>
      </Space>
      {outcome && (
        <Alert
          style={{ marginTop: 16 }}
          type={outcome.type}
          showIcon
          role={outcome.type === 'error' ? 'alert' : 'status'}
          title={outcome.text}
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
    </div>
  )
}
