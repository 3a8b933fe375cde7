import { type QuestionDraftInput, questionDraftSchema } from '@spell/shared/api/exam-admin/questions'
import { sectionLetters } from '@spell/shared/api/exams/student-calls'
import { Form, Input, Modal, Radio, Select } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
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
  choice: string
  answer: string
}

const blankQuestion: QuestionValues = {
  quizForm: 0,
  section: 'A',
  quizTypeStr: '',
  description: '',
  engDescription: '',
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

/** One question, checked by the same schema as the server's (answers among the choices, A-E). */
export function QuestionDialog({ open, question, saving, onSave, onClose }: QuestionDialogProps) {
  const { t } = useTranslation(examAdminNs)
  const form = useForm<QuestionValues>({
    resolver: formResolver<QuestionValues>(questionDraftSchema),
    defaultValues: blankQuestion,
  })
  const { reset } = form
  useEffect(() => {
    if (open) reset(question ?? blankQuestion)
  }, [open, question, reset])

  const submit = form.handleSubmit(async (values) => {
    if (await onSave(values)) onClose()
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
          {(field) => <Input {...field} maxLength={100} placeholder={t('questions.typePlaceholder')} />}
        </FormField>
        <FormField
          control={form.control}
          name="description"
          id="question-description"
          label={t('questions.description')}
        >
          {(field) => <Input.TextArea {...field} rows={2} maxLength={1000} />}
        </FormField>
        <FormField
          control={form.control}
          name="engDescription"
          id="question-eng-description"
          label={t('questions.engDescription')}
        >
          {(field) => <Input.TextArea {...field} rows={2} maxLength={1000} />}
        </FormField>
        <FormField control={form.control} name="choice" id="question-choice" label={t('questions.choice')}>
          {(field) => <Input {...field} maxLength={2000} placeholder={t('questions.choicePlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="answer" id="question-answer" label={t('questions.answer')}>
          {(field) => <Input {...field} maxLength={200} placeholder={t('questions.answerPlaceholder')} />}
        </FormField>
      </Form>
    </Modal>
  )
}
