import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons'
import type { AdminQuestion, QuestionDraftInput } from '@spell/shared/api/exam-admin/questions'
import { Alert, Button, Image, Space, Table, type TableColumnsType, Tag, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { fileAsBase64 } from '../../../lib/file-transfer'
import { downloadTemplate, useImportQuestions, useSaveQuestions } from '../api/exams'
import { examAdminNs } from '../i18n'
import { QuestionDialog, type QuestionValues } from './question-dialog'

const draftOf = ({
  quizForm,
  section,
  quizTypeStr,
  description,
  engDescription,
  kind,
  pinyin,
  seconds,
  choice,
  answer,
}: AdminQuestion) => ({
  quizForm,
  section,
  quizTypeStr,
  description,
  engDescription,
  kind,
  pinyin,
  ...(seconds === null ? {} : { seconds }),
  choice,
  answer,
})

/** A choice is an image when it contains http. */
function Choices({ choice, answer }: { choice: string; answer: string }) {
  const right = new Set(answer.split(','))
  return (
    <Space size={4} wrap>
      {choice.split(',').map((option) =>
        option.includes('http') ? (
          <Image key={option} src={option} width={40} height={40} alt={option} />
        ) : (
          <Tag key={option} color={right.has(option) ? 'green' : undefined}>
            {option}
          </Tag>
        ),
      )}
    </Space>
  )
}

interface QuestionsTabProps {
  quizId: number
  questions: AdminQuestion[]
  /** Started exams keep their paper. */
  locked: boolean
}

/** The paper: typed in question by question, or imported whole from an .xlsx or JSON file. */
export function QuestionsTab({ quizId, questions, locked }: QuestionsTabProps) {
  const { t } = useTranslation(examAdminNs)
  const { message, modal } = useFeedback()
  const save = useSaveQuestions()
  const importFile = useImportQuestions()
  const [editing, setEditing] = useState<{ index: number; values: QuestionValues | null } | null>(null)
  const drafts: QuestionDraftInput[] = questions.map(draftOf)

  const store = async (list: QuestionDraftInput[]) => {
    const saved = await save.mutateAsync({ quizId, questions: list }).catch(() => null)
    if (saved) message.success(t('saved'))
    return saved !== null
  }
  const move = (index: number, by: number) => {
    const list = [...drafts]
    const [moved] = list.splice(index, 1)
    if (moved) list.splice(index + by, 0, moved)
    void store(list)
  }
  const remove = (index: number) =>
    modal.confirm({
      title: t('questions.removeTitle'),
      okText: t('questions.remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => store(drafts.filter((_, i) => i !== index)),
    })

  const columns: TableColumnsType<AdminQuestion> = [
    {
      title: t('questions.number'),
      dataIndex: 'quizNumber',
      width: 90,
      render: (n: number, q) =>
        q.quizForm === 1 ? <Tag color="gold">{t('questions.example')}</Tag> : t('questions.nth', { n }),
    },
    { title: t('questions.section'), dataIndex: 'section', width: 70 },
    { title: t('questions.type'), dataIndex: 'quizTypeStr', width: 180 },
    {
      title: t('questions.text'),
      render: (_, q) => (
        <>
          <div>{q.description}</div>
          <div lang="en">{q.engDescription}</div>
        </>
      ),
    },
    {
      title: t('questions.choice'),
      render: (_, q) =>
        q.kind === 'write' ? (
          <Space size={4} wrap>
            <Tag>{t('questions.kindWrite')}</Tag>
            <span>{q.pinyin}</span>
            <Tag color="green">{q.answer}</Tag>
          </Space>
        ) : (
          <Choices choice={q.choice} answer={q.answer} />
        ),
    },
  ]
  if (!locked)
    columns.push({
      title: t('actions'),
      width: 180,
      render: (_, q, index) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('edit')}
            onClick={() => setEditing({ index, values: { ...draftOf(q), seconds: q.seconds } })}
          />
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('questions.up')}
            disabled={index === 0 || save.isPending}
            onClick={() => move(index, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('questions.down')}
            disabled={index === questions.length - 1 || save.isPending}
            onClick={() => move(index, 1)}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('questions.remove')}
            onClick={() => remove(index)}
          />
        </Space>
      ),
    })

  return (
    <>
      {locked ? (
        <Alert type="info" showIcon title={t('questions.locked')} style={{ marginBottom: 16 }} />
      ) : (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ index: questions.length, values: null })}
          >
            {t('questions.add')}
          </Button>
          <Upload
            accept=".xlsx,.json"
            showUploadList={false}
            beforeUpload={async (file) => {
              const content = await fileAsBase64(file)
              const saved = await importFile
                .mutateAsync({ quizId, fileName: file.name, content })
                .catch(() => null)
              if (saved) message.success(t('questions.imported', { count: saved.length }))
              return Upload.LIST_IGNORE
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={importFile.isPending}>
              {t('questions.import')}
            </Button>
          </Upload>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadTemplate('xlsx')}>
            {t('questions.templateXlsx')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadTemplate('json')}>
            {t('questions.templateJson')}
          </Button>
        </Space>
      )}
      {!locked && <p style={{ marginTop: 0 }}>{t('questions.importHint')}</p>}
      <Table<AdminQuestion>
        rowKey="id"
        columns={columns}
        dataSource={questions}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: t('questions.empty') }}
      />
      <QuestionDialog
        open={editing !== null}
        question={editing?.values ?? null}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        onSave={(values) => {
          const index = editing?.index ?? drafts.length
          const list = [...drafts]
          list.splice(index, editing?.values ? 1 : 0, values)
          return store(list)
        }}
      />
    </>
  )
}
