import { grades, PAPER_APPLICATION_GRADE_COUNT } from '@spell/shared'
import { MAX_CLASSES } from '@spell/shared/api/school-console/paper-apply'
import { chinaDate } from '@spell/shared/time/china-time'
import { DatePicker, InputNumber, Select } from 'antd'
import type { ReactNode, SyntheticEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { currentLang } from '../../../i18n'
import dayjs from '../../../lib/dayjs'
import { gradeLabel } from '../format'
import { type FormGradeEntry, rebuildGradeList, totalExamNum } from '../grade-rows'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'
import { type RefuseDay, readTypedExamTime, TYPED_TIME_FORMAT } from '../typed-exam-time'

export interface GradeClassValues {
  expectedTime: string
  gameGroupList: number[]
  classStr: number | undefined
  gradeList: FormGradeEntry[]
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/**
 * Expected exam time, grades (first 9, multiple), classes per grade (1-50) and the per-class numbers,
 * whose rows are rebuilt whenever the grades or the class count change, keeping what was typed.
 * Shared by the application form and the registration dialog's individual tab; by default no day before
 * yesterday can be picked, `refuseDay` replaces that rule and `dateNote` says it under the picker. The
 * time may be picked or typed; a typed one the rule refuses empties the field and says why.
 */
export function GradeClassFields({
  form,
  idPrefix,
  refuseDay,
  dateNote,
}: {
  form: UseFormReturn<GradeClassValues>
  idPrefix: string
  refuseDay?: RefuseDay
  dateNote?: ReactNode
}) {
  const lang = currentLang()
  const { t: a } = useTranslation(schoolConsoleNs, { keyPrefix: 'apply' })
  const { t: copy } = useTranslation(schoolConsoleNs, { keyPrefix: 'common' })
  const gradeList = form.watch('gradeList')
  const yesterday = dayjs(chinaDate(Date.now())).subtract(1, 'day')
  const refuse: RefuseDay =
    refuseDay ?? ((day) => (day.isBefore(yesterday, 'day') ? 'paper.timeTooEarly' : null))
  const setTime = (value: string) => {
    form.setValue('expectedTime', value)
    form.clearErrors('expectedTime')
  }
  /** Enter or leaving the input: what was typed is kept, or refused with the reason, never changed. */
  const readTyped = (event: SyntheticEvent<HTMLElement>) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement)) return
    const current = form.getValues('expectedTime')
    // The stored wall clock (…HH:mm:ss) as the input shows it (…HH:mm): what was chosen, unchanged.
    if (current && input.value === current.slice(0, TYPED_TIME_FORMAT.length)) return
    const typed = readTypedExamTime(input.value, refuse)
    if ('value' in typed) setTime(typed.value)
    if ('refused' in typed) {
      form.setValue('expectedTime', '')
      form.setError('expectedTime', { message: typed.refused })
      input.blur()
    }
  }
  const rebuild = (chosen: number[], classes: number | undefined) =>
    form.setValue(
      'gradeList',
      rebuildGradeList(form.getValues('gradeList'), chosen, classes, (g) => gradeLabel(g, 'zh')),
    )

  return (
    <>
      <FormField
        control={form.control}
        name="expectedTime"
        id={`${idPrefix}-time`}
        label={a('expectedTime')}
        extra={dateNote}
      >
        {(field) => (
          <DatePicker
            id={field.id}
            showTime={{ format: 'HH:mm' }}
            format={TYPED_TIME_FORMAT}
            style={{ width: '100%' }}
            placeholder={a('expectedTimePlaceholder')}
            value={field.value ? dayjs(field.value, TIME_FORMAT) : null}
            disabledDate={(day) => refuse(day) !== null}
            onChange={(d) => setTime(d ? d.second(0).format(TIME_FORMAT) : '')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') readTyped(event)
            }}
            onBlur={readTyped}
          />
        )}
      </FormField>

      <FormField control={form.control} name="classStr" id={`${idPrefix}-classes`} label={a('classes')}>
        {(field) => (
          <Select
            id={field.id}
            value={field.value}
            placeholder={a('classesPlaceholder')}
            showSearch
            options={Array.from({ length: MAX_CLASSES }, (_, i) => ({
              value: i + 1,
              label: String(i + 1),
            }))}
            onChange={(value: number) => {
              field.onChange(value)
              rebuild(form.getValues('gameGroupList'), value)
            }}
          />
        )}
      </FormField>
      <div className={styles.full}>
        <FormField control={form.control} name="gameGroupList" id={`${idPrefix}-grades`} label={a('grades')}>
          {(field) => (
            <Select
              id={field.id}
              mode="multiple"
              value={field.value}
              placeholder={a('gradesPlaceholder')}
              options={grades
                .slice(0, PAPER_APPLICATION_GRADE_COUNT)
                .map((g) => ({ value: g.value, label: g.label[lang] }))}
              onChange={(value: number[]) => {
                field.onChange(value)
                rebuild(value, form.getValues('classStr'))
              }}
            />
          )}
        </FormField>
      </div>

      <h2 className={styles.section}>{a('perClass')}</h2>
      <div className={styles.full}>
        {gradeList.length === 0 || gradeList[0]?.classListDto.length === 0 ? (
          <p className={styles.muted}>{a('perClassHint')}</p>
        ) : (
          gradeList.map((entry, gi) => (
            <fieldset key={entry.grade} className={styles.gradeBlock}>
              <legend className={styles.gradeName}>{gradeLabel(entry.grade, lang)}</legend>
              <div className={styles.classGrid}>
                {entry.classListDto.map((row, ci) => (
                  <FormField
                    key={row.keyStr}
                    control={form.control}
                    name={`gradeList.${gi}.classListDto.${ci}.number`}
                    id={`${idPrefix}-class-${entry.grade}-${ci + 1}`}
                    label={copy('className', { name: row.className, n: ci + 1 })}
                  >
                    {(field) => (
                      <InputNumber
                        id={field.id}
                        value={field.value}
                        min={0}
                        max={10000}
                        precision={0}
                        placeholder={a('number')}
                        style={{ width: '100%' }}
                        onChange={(v) => field.onChange(v ?? undefined)}
                        onBlur={field.onBlur}
                      />
                    )}
                  </FormField>
                ))}
              </div>
            </fieldset>
          ))
        )}
        <p className={styles.total}>
          <span>{a('total')}</span>
          <output className={styles.totalNumber} aria-label={a('total')} data-testid={`${idPrefix}-total`}>
            {totalExamNum(gradeList)}
          </output>
          <span className={styles.muted}>{a('totalNote')}</span>
        </p>
      </div>
    </>
  )
}
