import {
  PAPER_APPLY_CODE_TYPE,
  type PaperApplyForm,
  paperApplyFormSchema,
} from '@spell/shared/api/school-console/paper-apply'
import { Button, Checkbox, Form, Input } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { RegionCascader } from '../../../components/region-cascader'
import type { RegionValue } from '../../../components/region-value'
import { useCodeProof } from '../api/code-proof'
import { requireCodeUnlessProved } from '../code-proof'
import { type FormGradeEntry, totalExamNum } from '../grade-rows'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'
import { GradeClassFields, type GradeClassValues } from './grade-class-fields'
import { SmsCodeOrProof } from './sms-code-or-proof'

export interface ApplyFormValues {
  expectedTime: string
  gameGroupList: number[]
  classStr: number | undefined
  gradeList: FormGradeEntry[]
  teacherName: string
  phone: string
  code: string
  receiptName: string
  receiptPhone: string
  email: string
  region: RegionValue | null
  receiptAddress: string
  remark: string
  isDefault: boolean
}

export const emptyApplyForm: ApplyFormValues = {
  expectedTime: '',
  gameGroupList: [],
  classStr: undefined,
  gradeList: [],
  teacherName: '',
  phone: '',
  code: '',
  receiptName: '',
  receiptPhone: '',
  email: '',
  region: null,
  receiptAddress: '',
  remark: '',
  isDefault: true,
}

const _TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'
const regionKeys = new Set(['provinceCode', 'cityCode', 'areaCode', 'province', 'city', 'area'])

/** The payload of /paper/v2/savePersonalPaperApply from the form (examNum is only a hint to the server). */
function toPayload(values: ApplyFormValues): PaperApplyForm {
  return {
    expectedTime: values.expectedTime,
    gameGroupList: values.gameGroupList,
    gradeStr: [...values.gameGroupList].sort((a, b) => a - b).join(','),
    classStr: values.classStr as number,
    gradeList: values.gradeList.map((g) => ({
      ...g,
      classListDto: g.classListDto.map((row) => ({ ...row, number: row.number as number })),
    })),
    examNum: totalExamNum(values.gradeList),
    teacherName: values.teacherName,
    phone: values.phone,
    code: values.code,
    codeType: PAPER_APPLY_CODE_TYPE,
    receiptName: values.receiptName,
    receiptPhone: values.receiptPhone,
    email: values.email,
    provinceCode: values.region?.provinceCode as string,
    cityCode: values.region?.cityCode as string,
    areaCode: values.region?.areaCode ?? '',
    province: values.region?.province ?? '',
    city: values.region?.city ?? '',
    area: values.region?.area ?? '',
    receiptAddress: values.receiptAddress,
    remark: values.remark,
    isDefault: values.isDefault ? '1' : '0',
  }
}

/** Checks the form with the call's own schema, so the page and the server say the same words. */
const resolver: Resolver<ApplyFormValues> = async (values) => {
  const parsed = paperApplyFormSchema.safeParse(toPayload(values))
  if (parsed.success) return { values, errors: {} }
  const errors: Record<string, unknown> = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String)
    if (path[0] && regionKeys.has(path[0])) path.splice(0, path.length, 'region')
    let node = errors
    for (const part of path.slice(0, -1)) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    const last = path[path.length - 1] ?? 'root'
    node[last] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors: errors as FieldErrors<ApplyFormValues> }
}

interface PaperApplyFormProps {
  initial: ApplyFormValues
  activityName: string
  readOnly: boolean
  submitLabel: string
  submitting: boolean
  notice?: ReactNode
  onSubmit: (payload: PaperApplyForm) => void
}

/** The exam-quantity application form: grades, classes, per-class numbers, mailing. */
export function PaperApplyFormView(props: PaperApplyFormProps) {
  const { initial, activityName, readOnly, submitLabel, submitting, notice, onSubmit } = props
  const codeProof = useCodeProof()
  const proofRef = useRef(codeProof.data)
  proofRef.current = codeProof.data
  const [withProof] = useState(() => requireCodeUnlessProved(resolver, () => proofRef.current))
  const form = useForm<ApplyFormValues>({ resolver: withProof, defaultValues: initial })
  const phone = form.watch('phone')
  const { t: a } = useTranslation(schoolConsoleNs, { keyPrefix: 'apply' })

  const submit = form.handleSubmit((values) => onSubmit(toPayload(values)))

  return (
    <Form
      layout="vertical"
      size="large"
      requiredMark={!readOnly}
      disabled={readOnly}
      onFinish={() => void submit()}
    >
      <div className={styles.grid}>
        <div className={styles.full}>
          <Form.Item label={a('activity')}>
            {/* Several lines when the season's name is longer than a phone's field. */}
            <Input.TextArea
              value={activityName}
              readOnly
              disabled
              autoSize
              aria-readonly
              aria-label={a('activity')}
            />
          </Form.Item>
        </div>
        <GradeClassFields form={form as unknown as UseFormReturn<GradeClassValues>} idPrefix="apply" />

        <FormField control={form.control} name="teacherName" id="apply-teacher" label={a('teacher')}>
          {(field) => <Input {...field} maxLength={20} placeholder={a('teacherPlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="phone" id="apply-phone" label={a('phone')}>
          {(field) => (
            <Input {...field} inputMode="numeric" maxLength={11} placeholder={a('phonePlaceholder')} />
          )}
        </FormField>
        {!readOnly && (
          <div className={styles.full}>
            <SmsCodeOrProof
              form={form}
              id="apply-code"
              phone={phone}
              codeType={PAPER_APPLY_CODE_TYPE}
              proof={codeProof.data}
            />
          </div>
        )}

        <h2 className={styles.section}>{a('mailing')}</h2>
        {notice && <div className={styles.full}>{notice}</div>}
        <FormField control={form.control} name="receiptName" id="apply-receipt-name" label={a('receiptName')}>
          {(field) => <Input {...field} maxLength={50} placeholder={a('receiptNamePlaceholder')} />}
        </FormField>
        <FormField
          control={form.control}
          name="receiptPhone"
          id="apply-receipt-phone"
          label={a('receiptPhone')}
        >
          {(field) => (
            <Input {...field} inputMode="numeric" maxLength={11} placeholder={a('receiptPhonePlaceholder')} />
          )}
        </FormField>
        <div className={styles.full}>
          <FormField control={form.control} name="email" id="apply-email" label={a('email')}>
            {(field) => (
              <Input {...field} inputMode="email" maxLength={200} placeholder={a('emailPlaceholder')} />
            )}
          </FormField>
        </div>
        <div className={styles.full}>
          <FormField control={form.control} name="region" id="apply-region" label={a('region')}>
            {(field) => (
              <RegionCascader
                id={field.id}
                value={field.value}
                onChange={(next) => field.onChange(next)}
                onBlur={field.onBlur}
                disabled={readOnly}
              />
            )}
          </FormField>
        </div>
        <div className={styles.full}>
          <FormField control={form.control} name="receiptAddress" id="apply-address" label={a('address')}>
            {(field) => <Input {...field} maxLength={200} placeholder={a('addressPlaceholder')} />}
          </FormField>
        </div>
        <div className={styles.full}>
          <FormField control={form.control} name="remark" id="apply-remark" label={a('remark')}>
            {(field) => (
              <Input.TextArea {...field} rows={2} maxLength={200} placeholder={a('remarkPlaceholder')} />
            )}
          </FormField>
        </div>
        {!readOnly && (
          <div className={styles.full}>
            <FormField control={form.control} name="isDefault" id="apply-default" label="">
              {(field) => (
                <Checkbox
                  id={field.id}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                >
                  {a('saveDefault')}
                </Checkbox>
              )}
            </FormField>
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" size="large" loading={submitting} disabled={readOnly}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  )
}
