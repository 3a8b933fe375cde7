import {
  type PlanWord,
  WORD_DIFFICULTIES,
  type WordFields,
  wordFieldsSchema,
} from '@spell/shared/api/study-plans/words'
import { Button, Form, Input, Modal, Select, Space, Table } from 'antd'
import type { ParseKeys } from 'i18next'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { FormField } from '../../../components/form-field'
import { paths } from '../../../config/paths'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useDeleteWord, useImportWords, usePlanWords, useSaveWord } from '../api/queries'
import { ScanningPenDialog } from '../components/scanning-pen-dialog'
import { XlsxImportDialog } from '../components/xlsx-import-dialog'
import { studyPlansNs } from '../i18n'

const wordColumns = [
  { key: 'word', header: '单词 Word', accepts: ['单词', 'word', '词语'] },
  {
    key: 'teachingTask',
    header: '教学任务 Teaching task',
    accepts: ['教学任务', 'teaching task'],
    optional: true,
  },
  { key: 'source', header: '来源 Source', accepts: ['来源', 'source'], optional: true },
  {
    key: 'difficulty',
    header: '难度 Difficulty（合格 / 提高 / 思考）',
    accepts: ['难度', 'difficulty', '难度 Difficulty (1-3)'],
    optional: true,
  },
]
const emptyWord: WordFields = { word: '', teachingTask: '', source: '', difficulty: 1 }

function WordDialog({
  planId,
  word,
  open,
  onClose,
}: {
  planId: number
  word: PlanWord | null
  open: boolean
  onClose: () => void
}) {
  const { t: copy } = useTranslation(studyPlansNs)
  const save = useSaveWord(planId)
  const form = useForm<WordFields>({ resolver: formResolver(wordFieldsSchema), defaultValues: emptyWord })
  useEffect(() => {
    if (open) form.reset(word ?? emptyWord)
  }, [open, word, form])
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ ...values, planId, ...(word ? { id: word.id } : {}) })
    onClose()
  })
  const c = form.control
  return (
    <Modal
      open={open}
      title={word ? copy('word.edit') : copy('word.add')}
      onOk={submit}
      onCancel={onClose}
      okText={copy('common.save')}
      cancelText={copy('common.cancel')}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormField control={c} name="word" label={copy('word.word')} id="word-word">
          {(f) => <Input {...f} maxLength={40} />}
        </FormField>
        <FormField control={c} name="teachingTask" label={copy('word.task')} id="word-task">
          {(f) => <Input {...f} maxLength={200} />}
        </FormField>
        <FormField control={c} name="source" label={copy('word.source')} id="word-source">
          {(f) => <Input {...f} maxLength={100} />}
        </FormField>
        <FormField control={c} name="difficulty" label={copy('word.difficulty')} id="word-difficulty">
          {(f) => (
            <Select
              {...f}
              aria-label={copy('word.difficulty')}
              options={WORD_DIFFICULTIES.map((d) => ({
                value: d,
                label: copy(`word.difficulties.${d}` as ParseKeys<typeof studyPlansNs>),
              }))}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  )
}

/** A study plan's word list: add, edit, delete (confirmed), .xlsx import, scanning-pen import. */
export default function PlanWordsPage() {
  const { t: copy } = useTranslation(studyPlansNs)
  const { modal, message } = useFeedback()
  const [params] = useSearchParams()
  const planId = Number(params.get('planId')) || 0
  const words = usePlanWords(planId)
  const remove = useDeleteWord(planId)
  const importWords = useImportWords(planId)
  const [editing, setEditing] = useState<PlanWord | null>(null)
  const [open, setOpen] = useState(false)
  const [importing, setImporting] = useState(false)
  const [pen, setPen] = useState(false)

  const confirmRemove = (w: PlanWord) =>
    modal.confirm({
      title: copy('common.tips'),
      content: copy('word.removeConfirm', { word: w.word }),
      okText: copy('common.ok'),
      cancelText: copy('common.cancel'),
      onOk: () => remove.mutateAsync(w.id),
    })

  const penWords = async (list: string[]) => {
    await importWords.mutateAsync({ planId, source: 'pen', rows: list.map((word) => ({ word })) })
    message.success(copy('upload.success'))
  }

  return (
    <>
      <Link to={paths.userInfoStudyPlan}>← {copy('word.back')}</Link>
      {words.data?.planName && <h2>{words.data.planName}</h2>}
      <Space style={{ marginBottom: 16 }} wrap>
        <Button
          type="primary"
          onClick={() => {
            setEditing(null)
            setOpen(true)
          }}
        >
          {copy('word.add')}
        </Button>
        <Button onClick={() => setImporting(true)}>{copy('word.batch')}</Button>
        <Button onClick={() => setPen(true)}>{copy('word.pen')}</Button>
      </Space>
      <Table<PlanWord>
        rowKey="id"
        loading={words.isLoading}
        dataSource={words.data?.words ?? []}
        locale={{ emptyText: copy('word.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: copy('word.word'), dataIndex: 'word' },
          { title: copy('word.task'), dataIndex: 'teachingTask' },
          { title: copy('word.source'), dataIndex: 'source' },
          {
            title: copy('word.difficulty'),
            dataIndex: 'difficulty',
            render: (d: number) => copy(`word.difficulties.${d}` as ParseKeys<typeof studyPlansNs>),
          },
          {
            title: copy('plan.actions'),
            render: (_, w) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setEditing(w)
                    setOpen(true)
                  }}
                >
                  {copy('common.edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmRemove(w)}>
                  {copy('common.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <WordDialog planId={planId} word={editing} open={open} onClose={() => setOpen(false)} />
      <XlsxImportDialog
        open={importing}
        title={copy('word.batch')}
        templateName="word-template"
        columns={wordColumns}
        example={{ word: '春', teachingTask: '会认会写', source: '课本', difficulty: '合格' }}
        onClose={() => setImporting(false)}
        onRows={(rows) =>
          importWords.mutateAsync({
            planId,
            rows: rows.map((r) => ({ ...r, difficulty: r.difficulty === '' ? undefined : r.difficulty })),
          })
        }
      />
      <ScanningPenDialog open={pen} onClose={() => setPen(false)} onWords={penWords} />
    </>
  )
}
