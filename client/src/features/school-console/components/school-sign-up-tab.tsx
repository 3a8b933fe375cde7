import { PAPER_APPLY_CODE_TYPE } from '@spell/shared/api/school-console/paper-apply'
import { Alert, Form, Input } from 'antd'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { useSeasonFees, useSeasonOverview } from '../../../hooks/use-season'
import type { CodeProof } from '../code-proof'
import { ENROLLMENT_MIN_DAYS_AHEAD, examDateWindow, windowIsEmpty, windowRefusal } from '../exam-date-window'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'
import { GradeClassFields, type GradeClassValues } from './grade-class-fields'
import { SmsCodeOrProof } from './sms-code-or-proof'

export interface SchoolSignUpValues extends GradeClassValues {
  teacherName: string
  phone: string
  code: string
}
export const emptySchoolSignUp: SchoolSignUpValues = {
  expectedTime: '',
  gameGroupList: [],
  classStr: undefined,
  gradeList: [],
  teacherName: '',
  phone: '',
  code: '',
}

/** Where the tab's values came from when it opened: the season's paper application or last sign-up. */
export type PrefillSource = 'paper' | 'enrollment' | null

const DAY_FORMAT = 'YYYY-MM-DD'

/**
 * The registration dialog's individual tab: the school's paid sign-up for the individual contest. It
 * says how it differs from the free paper application, and that the exam day lies between a few days
 * ahead and the season's end.
 */
export function SchoolSignUpTab({
  form,
  prefilledFrom,
  proof,
}: {
  form: UseFormReturn<SchoolSignUpValues>
  prefilledFrom: PrefillSource
  proof: CodeProof | null | undefined
}) {
  const { t: a } = useTranslation(schoolConsoleNs, { keyPrefix: 'apply' })
  const { t: r } = useTranslation(schoolConsoleNs, { keyPrefix: 'register' })
  const fees = useSeasonFees()
  const overview = useSeasonOverview()
  const dateWindow = examDateWindow(overview.data?.stages ?? [])
  const phone = form.watch('phone')
  const days = ENROLLMENT_MIN_DAYS_AHEAD
  const from = dateWindow.from.format(DAY_FORMAT)
  const dateNote = windowIsEmpty(dateWindow)
    ? r('seasonOver', { end: dateWindow.to?.format(DAY_FORMAT) })
    : dateWindow.to
      ? r('examDateRule', { from, to: dateWindow.to.format(DAY_FORMAT), days })
      : r('examDateRuleOpen', { from, days })
  return (
    <Form layout="vertical" requiredMark={false} component="div">
      <Alert
        type="info"
        showIcon
        message={r('individualIntro', { fee: fees.school })}
        className={styles.tabIntro}
      />
      {prefilledFrom && (
        <Alert
          type="success"
          showIcon
          className={styles.tabIntro}
          message={r(prefilledFrom === 'paper' ? 'prefilledFromPaper' : 'prefilledFromEnrollment')}
        />
      )}
      <div className={styles.grid}>
        <GradeClassFields
          form={form as unknown as UseFormReturn<GradeClassValues>}
          idPrefix="register"
          refuseDay={(day) => windowRefusal(dateWindow, day)}
          dateNote={dateNote}
        />
        <FormField control={form.control} name="teacherName" id="register-teacher" label={a('teacher')}>
          {(field) => <Input {...field} maxLength={20} placeholder={a('teacherPlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="phone" id="register-phone" label={a('phone')}>
          {(field) => (
            <Input {...field} inputMode="numeric" maxLength={11} placeholder={a('phonePlaceholder')} />
          )}
        </FormField>
        <div className={styles.full}>
          <SmsCodeOrProof
            form={form}
            id="register-code"
            phone={phone}
            codeType={PAPER_APPLY_CODE_TYPE}
            proof={proof}
          />
        </div>
      </div>
    </Form>
  )
}
