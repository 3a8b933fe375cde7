import { DownloadOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons'
import { type ExamResultRow, splitAccounts } from '@spell/shared/api/exam-admin/exams'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Alert, Button, Input, Space, Table, type TableColumnsType, Tag, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { fileAsBase64 } from '../../../lib/file-transfer'
import { downloadResults, useEnrolStudents, useExamResults, useImportAnswerFile } from '../api/exams'
import { examAdminNs } from '../i18n'

/** The enrolled students: enrol more by phone or e-mail; their answers and scores; the .xlsx export. */
export function ResultsTab({ quizId }: { quizId: number }) {
  const { t } = useTranslation(examAdminNs)
  const { message } = useFeedback()
  const results = useExamResults(quizId)
  const enrol = useEnrolStudents()
  const importAnswers = useImportAnswerFile()
  const [accounts, setAccounts] = useState('')
  const [exporting, setExporting] = useState(false)
  const data = results.data

  const columns: TableColumnsType<ExamResultRow> = [
    { title: t('results.name'), dataIndex: 'userName' },
    { title: t('results.account'), render: (_, r) => r.phone ?? r.email },
    {
      title: t('results.confirmed'),
      dataIndex: 'confirmed',
      render: (yes: boolean) => (yes ? <Tag color="green">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>),
    },
    {
      title: t('results.answered'),
      align: 'right',
      render: (_, r) => `${r.answered} / ${data?.realQuestions ?? 0}`,
    },
    {
      title: t('results.submitted'),
      dataIndex: 'submittedAt',
      render: (at: string | null) => (at ? chinaDateTime(at).slice(5) : '—'),
    },
    {
      title: t('results.score'),
      dataIndex: 'score',
      align: 'right',
      render: (score: number | null) => (score === null ? '—' : <strong>{score}</strong>),
    },
  ]

  return (
    <>
      <section aria-labelledby="enrol-title" style={{ marginBottom: 24 }}>
        <h2 id="enrol-title" style={{ fontSize: 16 }}>
          {t('results.enrolTitle')}
        </h2>
        <label htmlFor="enrol-accounts">{t('results.enrolHint')}</label>
        <Input.TextArea
          id="enrol-accounts"
          rows={3}
          value={accounts}
          onChange={(event) => setAccounts(event.target.value)}
          placeholder={t('results.enrolPlaceholder')}
          style={{ margin: '8px 0' }}
        />
        <Button
          icon={<UserAddOutlined aria-hidden />}
          loading={enrol.isPending}
          disabled={!accounts.trim()}
          onClick={async () => {
            const done = await enrol
              .mutateAsync({ quizId, accounts: splitAccounts(accounts) })
              .catch(() => null)
            if (!done) return
            message.success(t('results.enrolled', done))
            setAccounts('')
            void results.refetch()
          }}
        >
          {t('results.enrol')}
        </Button>
      </section>
      <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }} wrap>
        <h2 style={{ fontSize: 16, margin: 0 }}>{t('results.title')}</h2>
        <Space wrap>
          <Upload
            accept=".json"
            showUploadList={false}
            beforeUpload={async (file) => {
              const content = await fileAsBase64(file)
              const done = await importAnswers
                .mutateAsync({ quizId, fileName: file.name, content })
                .catch(() => null)
              if (done) {
                message.success(t('results.answersImported', done))
                void results.refetch()
              }
              return Upload.LIST_IGNORE
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={importAnswers.isPending}>
              {t('results.importAnswers')}
            </Button>
          </Upload>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting}
            onClick={async () => {
              setExporting(true)
              await downloadResults(quizId).catch(() => undefined)
              setExporting(false)
            }}
          >
            {t('results.export')}
          </Button>
        </Space>
      </Space>
      <p style={{ marginTop: 0 }}>{t('results.importAnswersHint')}</p>
      {data && !data.ended && (
        <Alert type="info" showIcon title={t('results.notEnded')} style={{ marginBottom: 12 }} />
      )}
      <Table<ExamResultRow>
        rowKey="userId"
        columns={columns}
        dataSource={data?.rows}
        loading={results.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('results.empty') }}
      />
    </>
  )
}
