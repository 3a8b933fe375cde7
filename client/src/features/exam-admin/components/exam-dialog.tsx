import { raceSchedules } from '@spell/shared'
import { type AdminExam, SECONDS_PER_QUESTION, saveExam } from '@spell/shared/api/exam-admin/exams'
import { Form, Input, InputNumber, Modal, Select } from 'antd'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormField } from '../../../components/form-field'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useExamCalendar } from '../api/calendar'
import { useSaveExam } from '../api/exams'
import { examAdminNs } from '../i18n'

interface Values {
  id?: number
  name: string
  season: number
  raceSchedule: number
  activityType: number
  formExplain: string
  questionExplain: string
  secondsPerQuestion: number
}

const fromExam = (exam: AdminExam): Values => ({
  id: exam.id,
  name: exam.name,
  season: exam.season,
  raceSchedule: exam.raceSchedule,
  activityType: exam.activityType,
  formExplain: exam.formExplain,
  questionExplain: exam.questionExplain,
  secondsPerQuestion: exam.secondsPerQuestion,
})

interface ExamDialogProps {
  /** The exam to change, or null for a new one. */
  exam: AdminExam | null
  open: boolean
  onClose: () => void
}

/** An exam's settings: its season and race schedule (which give its window), instructions, time per question. */
export function ExamDialog({ exam, open, onClose }: ExamDialogProps) {
  const { t } = useTranslation(examAdminNs)
  const { message } = useFeedback()
  const navigate = useNavigate()
  const lang = currentLang()
  const calendar = useExamCalendar()
  const save = useSaveExam()
  const seasons = calendar.data?.seasons ?? []
  const latestSeason = seasons[seasons.length - 1]?.id ?? 1
  const blank: Values = {
    name: '',
    season: latestSeason,
    raceSchedule: 2,
    activityType: 1,
    formExplain: '',
    questionExplain: '',
    secondsPerQuestion: SECONDS_PER_QUESTION.default,
  }
  const form = useForm<Values>({
    resolver: formResolver<Values>(saveExam.request),
    defaultValues: blank,
  })
  const { reset } = form
  const season = useWatch({ control: form.control, name: 'season' })
  const scheduleOptions = (calendar.data?.schedules ?? [])
    .filter((s) => s.season === season && s.activityType === 1)
    .map((s) => ({
      value: s.raceSchedule,
      label: raceSchedules.find((r) => r.value === s.raceSchedule)?.label[lang] ?? String(s.raceSchedule),
    }))
  const offered = (round: number) => scheduleOptions.some((o) => o.value === round)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is reset when the dialog opens, not when the calendar reloads
  useEffect(() => {
    if (open) reset(exam ? fromExam(exam) : blank)
  }, [open, exam, reset])

  const submit = form.handleSubmit(async (values) => {
    // A round the season has no schedule for is shown as nothing chosen, and said so here.
    if (calendar.data && !offered(values.raceSchedule)) {
      const message = scheduleOptions.length === 0 ? 'examAdmin.scheduleMissing' : 'validation.required'
      form.setError('raceSchedule', { message })
      return
    }
    const saved = await save.mutateAsync(values).catch(() => null)
    if (!saved) return
    message.success(t('saved'))
    onClose()
    if (!exam) navigate(`/admin/exams/${saved.id}`)
  })

  return (
    <Modal
      open={open}
      width={640}
      title={t(exam ? 'exams.editTitle' : 'exams.createTitle')}
      okText={t('save')}
      okButtonProps={{ loading: save.isPending }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="name" id="exam-name" label={t('exams.name')}>
          {(field) => <Input {...field} maxLength={200} placeholder={t('exams.namePlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="season" id="exam-season" label={t('season')}>
          {(field) => (
            <Select
              id={field.id}
              value={field.value}
              onChange={field.onChange}
              options={seasons.map((s) => ({ value: s.id, label: s.name }))}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="raceSchedule"
          id="exam-race-schedule"
          label={t('raceSchedule')}
          extra={calendar.data && scheduleOptions.length === 0 ? t('exams.noSchedules') : undefined}
        >
          {(field) => (
            // A value without an option would show as its bare number ("2"): it shows as nothing chosen.
            <Select
              id={field.id}
              value={offered(field.value) ? field.value : undefined}
              onChange={field.onChange}
              options={scheduleOptions}
              placeholder={scheduleOptions.length === 0 ? undefined : t('exams.pickSchedule')}
              disabled={scheduleOptions.length === 0}
              aria-invalid={field['aria-invalid']}
              aria-describedby={field['aria-describedby']}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="secondsPerQuestion"
          id="exam-seconds"
          label={t('exams.secondsPerQuestion')}
        >
          {(field) => (
            <InputNumber
              {...field}
              min={SECONDS_PER_QUESTION.min}
              max={SECONDS_PER_QUESTION.max}
              suffix={t('exams.seconds')}
              style={{ width: 200 }}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="formExplain"
          id="exam-form-explain"
          label={t('exams.formExplain')}
        >
          {(field) => <Input.TextArea {...field} rows={4} maxLength={4000} />}
        </FormField>
        <FormField
          control={form.control}
          name="questionExplain"
          id="exam-question-explain"
          label={t('exams.questionExplain')}
        >
          {(field) => <Input.TextArea {...field} rows={4} maxLength={4000} />}
        </FormField>
      </Form>
    </Modal>
  )
}
