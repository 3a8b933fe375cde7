import {
  PLAN_TYPES,
  type StudyPlan,
  type StudyPlanForm,
  studyPlanFormSchema,
} from '@spell/shared/api/study-plans/plans'
import { Form, Input, Modal, Select } from 'antd'
import type { ParseKeys } from 'i18next'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useSavePlan } from '../api/queries'
import { studyPlansNs } from '../i18n'

const empty: StudyPlanForm = {
  planName: '',
  planType: undefined as unknown as number,
  firstAttr: '',
  secondAttr: '',
  startDate: '',
  endDate: '',
}

/** Create or edit a study plan: name, type, two attributes, start and end dates (all required but the attributes). */
export function PlanFormDialog({
  plan,
  open,
  onClose,
}: {
  plan: StudyPlan | null
  open: boolean
  onClose: () => void
}) {
  const { t: copy } = useTranslation(studyPlansNs)
  const { message } = useFeedback()
  const save = useSavePlan()
  const form = useForm<StudyPlanForm>({ resolver: formResolver(studyPlanFormSchema), defaultValues: empty })
  useEffect(() => {
    if (open) form.reset(plan ? { ...plan } : empty)
  }, [open, plan, form])

  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ ...values, ...(plan ? { id: plan.id } : {}) })
    message.success(copy('plan.saved', { name: values.planName.trim() }))
    onClose()
  })
  const c = form.control
  return (
    <Modal
      open={open}
      title={plan ? copy('plan.edit') : copy('plan.create')}
      onOk={submit}
      onCancel={onClose}
      okText={copy('common.save')}
      cancelText={copy('common.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormField control={c} name="planName" label={copy('plan.name')} id="plan-name">
          {(f) => <Input {...f} maxLength={60} />}
        </FormField>
        <FormField control={c} name="planType" label={copy('plan.type')} id="plan-type">
          {(f) => (
            <Select
              {...f}
              aria-label={copy('plan.type')}
              options={PLAN_TYPES.map((t) => ({
                value: t,
                label: copy(`plan.types.${t}` as ParseKeys<typeof studyPlansNs>),
              }))}
            />
          )}
        </FormField>
        <FormField control={c} name="firstAttr" label={copy('plan.first')} id="plan-first">
          {(f) => <Input {...f} maxLength={40} />}
        </FormField>
        <FormField control={c} name="secondAttr" label={copy('plan.second')} id="plan-second">
          {(f) => <Input {...f} maxLength={40} />}
        </FormField>
        <FormField control={c} name="startDate" label={copy('plan.start')} id="plan-start">
          {(f) => <Input {...f} type="date" />}
        </FormField>
        <FormField control={c} name="endDate" label={copy('plan.end')} id="plan-end">
          {(f) => <Input {...f} type="date" />}
        </FormField>
      </Form>
    </Modal>
  )
}
