import { schoolTypes } from '@spell/shared'
import {
  type SchoolInfo,
  type UpdateSchoolInfoInput,
  updateSchoolInfoSchema,
} from '@spell/shared/api/school-console/school-info'
import { Form, Input, InputNumber, Modal, Select } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useUpdateSchoolInfo } from '../api/queries'
import { schoolConsoleNs } from '../i18n'

type Output = z.output<typeof updateSchoolInfoSchema>

/** The school page's edit dialog: type, address, founding year, phone, motto (100), profile (200). */
export function SchoolEditDialog({
  school,
  open,
  onClose,
}: {
  school: SchoolInfo
  open: boolean
  onClose: () => void
}) {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const { message } = useFeedback()
  const save = useUpdateSchoolInfo()
  const form = useForm<UpdateSchoolInfoInput, unknown, Output>({
    resolver: formResolver(updateSchoolInfoSchema),
  })
  const { reset } = form

  useEffect(() => {
    if (open)
      reset({
        schoolType: school.schoolType,
        schoolAddress: school.schoolAddress ?? '',
        foundingYear: school.foundingYear,
        schoolMotto: school.schoolMotto ?? '',
        schoolProfile: school.schoolProfile ?? '',
        phone: school.phone ?? '',
      })
  }, [open, school, reset])

  const submit = form.handleSubmit(async (values) => {
    const ok = await save.mutateAsync({ ...values, schoolId: school.schoolId }).then(
      () => true,
      () => false,
    )
    if (!ok) return
    message.success(copy('common.saved'))
    onClose()
  })

  return (
    <Modal
      open={open}
      title={copy('school.editTitle')}
      okText={copy('common.save')}
      cancelText={copy('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="schoolType" id="school-edit-type" label={copy('school.type')}>
          {(field) => (
            <Select
              id={field.id}
              value={field.value as number | undefined}
              onChange={field.onChange}
              options={schoolTypes.map((t) => ({ value: t.value, label: t.label[lang] }))}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="schoolAddress"
          id="school-edit-address"
          label={copy('school.address')}
        >
          {(field) => <Input {...field} value={field.value ?? ''} showCount maxLength={200} />}
        </FormField>
        <FormField
          control={form.control}
          name="foundingYear"
          id="school-edit-year"
          label={copy('school.foundingYear')}
        >
          {(field) => (
            <InputNumber
              id={field.id}
              value={field.value as number | null | undefined}
              onChange={(v) => field.onChange(v ?? null)}
              min={1800}
              max={2100}
              style={{ width: '100%' }}
            />
          )}
        </FormField>
        <FormField control={form.control} name="phone" id="school-edit-phone" label={copy('school.phone')}>
          {(field) => <Input {...field} value={field.value ?? ''} maxLength={20} />}
        </FormField>
        <FormField
          control={form.control}
          name="schoolMotto"
          id="school-edit-motto"
          label={copy('school.motto')}
        >
          {(field) => <Input {...field} value={field.value ?? ''} showCount maxLength={100} />}
        </FormField>
        <FormField
          control={form.control}
          name="schoolProfile"
          id="school-edit-profile"
          label={copy('school.profile')}
        >
          {(field) => (
            <Input.TextArea {...field} value={field.value ?? ''} rows={4} showCount maxLength={200} />
          )}
        </FormField>
      </Form>
    </Modal>
  )
}
