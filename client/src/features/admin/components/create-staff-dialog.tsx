import { createStaff } from '@spell/shared/api/admin/school-registrations'
import { Alert, Form, Input, Modal, Radio, Select } from 'antd'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useAllSchools } from '../api/all-schools'
import { useCreateStaff } from '../api/create-staff'
import type { StaffRole } from '../api/list-staff'
import { adminNs } from '../i18n'

/** Both variants in one form; the shared schema (a union by role) decides which fields count. */
interface Values {
  role: StaffRole
  phone: string
  userName: string
  password: string
  schoolIds: number[]
}

const blank = (role: StaffRole): Values => ({ role, phone: '', userName: '', password: '', schoolIds: [] })

interface CreateStaffDialogProps {
  open: boolean
  initialRole: StaffRole
  onClose: () => void
  onCreated: (role: StaffRole) => void
}

/** A judge signs in with phone + password; a club teacher (role 4) with phone + SMS, bound to schools. */
export function CreateStaffDialog({ open, initialRole, onClose, onCreated }: CreateStaffDialogProps) {
  const { t } = useTranslation(adminNs)
  const { message } = useFeedback()
  const create = useCreateStaff()
  const form = useForm<Values>({
    resolver: formResolver(createStaff.request),
    defaultValues: blank(initialRole),
  })
  const { reset } = form
  const role = useWatch({ control: form.control, name: 'role' })
  const schools = useAllSchools(open && role === 'courseTeacher')

  useEffect(() => {
    if (open) reset(blank(initialRole))
  }, [open, initialRole, reset])

  const submit = form.handleSubmit(async (values) => {
    const input =
      values.role === 'judge'
        ? {
            role: 'judge' as const,
            phone: values.phone,
            userName: values.userName,
            password: values.password,
          }
        : {
            role: 'courseTeacher' as const,
            phone: values.phone,
            userName: values.userName,
            schoolIds: values.schoolIds,
          }
    const done = await create.mutateAsync(input).then(
      () => true,
      () => false,
    )
    if (!done) return
    message.success(t('staff.created', { name: values.userName }))
    onCreated(values.role)
  })

  return (
    <Modal
      open={open}
      title={t('staff.createTitle')}
      okText={t('staff.createConfirm')}
      okButtonProps={{ loading: create.isPending }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="role" id="staff-role" label={t('staff.role')}>
          {(field) => (
            <Radio.Group
              id={field.id}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'judge', label: t('staff.roles.judge') },
                { value: 'courseTeacher', label: t('staff.roles.courseTeacher') },
              ]}
            />
          )}
        </FormField>
        <FormField control={form.control} name="userName" id="staff-name" label={t('staff.name')}>
          {(field) => <Input {...field} maxLength={100} placeholder={t('staff.namePlaceholder')} />}
        </FormField>
        <FormField control={form.control} name="phone" id="staff-phone" label={t('staff.phone')}>
          {(field) => (
            <Input {...field} maxLength={11} inputMode="tel" placeholder={t('staff.phonePlaceholder')} />
          )}
        </FormField>
        {role === 'judge' ? (
          <FormField
            control={form.control}
            name="password"
            id="staff-new-password"
            label={t('staff.password')}
          >
            {(field) => (
              <Input.Password
                {...field}
                maxLength={32}
                autoComplete="new-password"
                placeholder={t('staff.passwordPlaceholder')}
              />
            )}
          </FormField>
        ) : (
          <FormField control={form.control} name="schoolIds" id="staff-schools" label={t('staff.schools')}>
            {(field) => (
              <Select
                id={field.id}
                ref={field.ref}
                mode="multiple"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                loading={schools.isLoading}
                placeholder={t('staff.schoolsPlaceholder')}
                optionFilterProp="label"
                options={(schools.data ?? []).map((school) => ({
                  value: school.id,
                  label: school.schoolName,
                }))}
                notFoundContent={schools.isLoading ? undefined : t('staff.noSchools')}
              />
            )}
          </FormField>
        )}
        <Alert
          type="info"
          showIcon
          title={role === 'judge' ? t('staff.judgeHint') : t('staff.teacherHint')}
        />
      </Form>
    </Modal>
  )
}
