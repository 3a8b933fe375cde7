import {
  type QuestionDraftInput,
  type QuestionKind,
  questionDraftSchema,
} from '@spell/shared/api/exam-admin/questions'
import { bilingualType, questionTypes } from '@spell/shared/api/exams/question-type'
import { sectionLetters } from '@spell/shared/api/exams/student-calls'
import { AutoComplete, Form, Input, InputNumber, Modal, Radio, Select } from 'antd'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { formResolver } from '../../../lib/form-resolver'
import { examAdminNs } from '../i18n'

export interface QuestionValues {
  quizForm: 0 | 1
  section: string
  quizTypeStr: string
  description: string
  engDescription: string
  kind: QuestionKind
  pinyin: string
  /** Empty: the exam's time per question. */
  seconds: number | null
  choice: string
  answer: string
}

const blankQuestion: QuestionValues = {
  quizForm: 0,
  section: 'A',
  quizTypeStr: '',
  description: '',
  engDescription: '',
  kind: 'choice',
  pinyin: '',
  seconds: null,
  choice: '',
  answer: '',
}

interface QuestionDialogProps {
  open: boolean
  /** The question being changed, or null for a new one. */
  question: QuestionValues | null
  saving: boolean
  onSave: (question: QuestionDraftInput) => Promise<boolean>
  onClose: () => void
}

/**
 * One question, checked by the same schema as the server's: a choice question's answers among its
 * choices; a write question's answer one character, its pinyin and meaning not showing it.
 */
export function QuestionDialog({ open, question, saving, onSave, onClose }: QuestionDialogProps) {
  const { t } = useTranslation(examAdminNs)
  const form = useForm<QuestionValues>({
    resolver: formResolver<QuestionValues>(questionDraftSchema),
    defaultValues: blankQuestion,
  })
  const { reset } = form
  const kind = useWatch({ control: form.control, name: 'kind' })
  const writing = kind === 'write'
  useEffect(() => {
    if (open) reset(question ?? blankQuestion)
  }, [open, question, reset])

  const submit = form.handleSubmit(async ({ seconds, ...values }) => {
    const draft = {
      ...values,
      ...(seconds ? { seconds } : {}),
      ...(values.kind === 'write' ? { choice: '' } : {}),
    }
    if (await onSave(draft)) onClose()
  })

  return (
    <Modal
      open={open}
      width={680}
      title={t(question ? 'questions.editTitle' : 'questions.addTitle')}
      okText={t('save')}
      okButtonProps={{ loading: saving }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="quizForm" id="question-form" label={t('questions.form')}>
          {(field) => (
            <Radio.Group
              id={field.id}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 0, label: t('questions.real') },
                { value: 1, label: t('questions.example') },
              ]}
            />
          )}
        </FormField>
        <FormField control={form.control} name="kind" id="question-kind" label={t('questions.kind')}>
          {(field) => (
            <Radio.Group
              id={field.id}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'choice', label: t('questions.kindChoice') },
                { value: 'write', label: t('questions.kindWrite') },
              ]}
            />
          )}
        </FormField>
        <FormField control={form.control} name="section" id="question-section" label={t('questions.section')}>
          {(field) => (
            <Select
              id={field.id}
              value={field.value}
              onChange={field.onChange}
              style={{ width: 120 }}
              options={sectionLetters.map((letter) => ({ value: letter, label: letter }))}
            />
          )}
        </FormField>
        <FormField control={form.control} name="quizTypeStr" id="question-type" label={t('questions.type')}>
          {(field) => (
            <AutoComplete
              {...field}
              maxLength={100}
              placeholder={t('questions.typePlaceholder')}
              options={questionTypes.map((type) => ({ value: bilingualType(type) }))}
              filterOption={(typed, option) => String(option?.value).includes(typed)}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="description"
          id="question-description"
          label={t(writing ? 'questions.meaning' : 'questions.description')}
        >
          {(field) => <Input.TextArea {...field} rows={2} maxLength={1000} />}
        </FormField>
        <FormField
          control={form.control}
          name="engDescription"
          id="question-eng-description"
          label={t(writing ? 'questions.engMeaning' : 'questions.engDescription')}
        >
          {(field) => <Input.TextArea {...field} rows={2} maxLength={1000} />}
        </FormField>
        {writing ? (
          <FormField control={form.control} name="pinyin" id="question-pinyin" label={t('questions.pinyin')}>
            {(field) => <Input {...field} maxLength={100} placeholder={t('questions.pinyinPlaceholder')} />}
          </FormField>
        ) : (
          <FormField control={form.control} name="choice" id="question-choice" label={t('questions.choice')}>
            {(field) => <Input {...field} maxLength={2000} placeholder={t('questions.choicePlaceholder')} />}
          </FormField>
        )}
        <FormField
          control={form.control}
          name="answer"
          id="question-answer"
          label={t(writing ? 'questions.character' : 'questions.answer')}
        >
          {(field) => (
            <Input
              {...field}
              maxLength={writing ? 2 : 200}
              placeholder={t(writing ? 'questions.characterPlaceholder' : 'questions.answerPlaceholder')}
            />
          )}
        </FormField>
        <FormField control={form.control} name="seconds" id="question-seconds" label={t('questions.seconds')}>
          {(field) => (
            <InputNumber
              id={field.id}
              value={field.value}
              onChange={(value) => field.onChange(value ?? null)}
              min={5}
              max={600}
              placeholder={t('questions.secondsPlaceholder')}
              style={{ width: 200 }}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  )
}
