import { raceSchedules } from '@spell/shared'
import { type RaceSchedule, saveRaceSchedule } from '@spell/shared/api/exam-admin/calendar'
import { chinaDateTime, readChinaTime } from '@spell/shared/time/china-time'
import { DatePicker, Form, Modal, Select } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { currentLang } from '../../../i18n'
import dayjs from '../../../lib/dayjs'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useSaveRaceSchedule } from '../api/calendar'
import { examAdminNs } from '../i18n'

const timeFields = [
  'signUpStartTime',
  'signUpEndTime',
  'examinationStartTime',
  'examinationEndTime',
  'publishTime',
] as const

interface Values {
  id?: number
  season: number
  activityType: number
  raceSchedule: number
  signUpStartTime: string | null
  signUpEndTime: string | null
  examinationStartTime: string | null
  examinationEndTime: string | null
  publishTime: string | null
}

const blank = (season: number): Values => ({
  season,
  activityType: 1,
  raceSchedule: 1,
  signUpStartTime: null,
  signUpEndTime: null,
  examinationStartTime: null,
  examinationEndTime: null,
  publishTime: null,
})

interface ScheduleDialogProps {
  /** The schedule to change, or null to add one to `season`. */
  schedule: RaceSchedule | null
  season: number
  seasons: { id: number; name: string }[]
  open: boolean
  onClose: () => void
}

/** Adds or changes a race schedule and its five windows (sign-up, examination, results). */
export function ScheduleDialog({ schedule, season, seasons, open, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation(examAdminNs)
  const { message } = useFeedback()
  const save = useSaveRaceSchedule()
  const lang = currentLang()
  const form = useForm<Values>({
    resolver: formResolver<Values>(saveRaceSchedule.request),
    defaultValues: blank(season),
  })
  const { reset } = form

  useEffect(() => {
    if (open) reset(schedule ? { ...schedule } : blank(season))
  }, [open, schedule, season, reset])

  const submit = form.handleSubmit(async (values) => {
    const done = await save.mutateAsync(values).then(
      () => true,
      () => false,
    )
    if (!done) return
    message.success(t('saved'))
    onClose()
  })

  return (
    <Modal
      open={open}
      title={t(schedule ? 'calendar.editSchedule' : 'calendar.addSchedule')}
      okText={t('save')}
      okButtonProps={{ loading: save.isPending }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="season" id="schedule-season" label={t('season')}>
          {(field) => (
            <Select
              id={field.id}
              value={field.value}
              onChange={field.onChange}
              disabled={Boolean(schedule)}
              options={seasons.map((s) => ({ value: s.id, label: s.name }))}
            />
          )}
        </FormField>
        <FormField control={form.control} name="raceSchedule" id="schedule-race" label={t('raceSchedule')}>
          {(field) => (
            <Select
              id={field.id}
              value={field.value}
              onChange={field.onChange}
              options={raceSchedules.map((r) => ({ value: r.value, label: r.label[lang] }))}
            />
          )}
        </FormField>
        {timeFields.map((name) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            id={`schedule-${name}`}
            label={t(`calendar.${name}`)}
          >
            {(field) => (
              <DatePicker
                id={field.id}
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                // The picker shows and takes China's wall clock, whatever the browser's zone.
                value={field.value ? dayjs(chinaDateTime(field.value, 'minute')) : null}
                onChange={(value) =>
                  field.onChange(value ? readChinaTime(value.format('YYYY-MM-DD HH:mm')).toISOString() : null)
                }
                placeholder={t('calendar.notSet')}
              />
            )}
          </FormField>
        ))}
      </Form>
    </Modal>
  )
}
