import {
  reviewSchoolRegistration,
  type SchoolRegistration,
} from '@spell/shared/api/admin/school-registrations'
import { Form, Input, Modal } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useReviewRegistration } from '../api/review-school-registration'
import { adminNs } from '../i18n'

type Values = z.input<typeof reviewSchoolRegistration.request>

/** 不通过: the reason is required (review.reasonRequired) and goes to the school's teacher. */
export function RejectDialog({
  registration,
  onClose,
}: {
  registration: SchoolRegistration | null
  onClose: () => void
}) {
  const { t } = useTranslation(adminNs)
  const { message } = useFeedback()
  const review = useReviewRegistration()
  const form = useForm<Values>({
    resolver: formResolver(reviewSchoolRegistration.request),
    defaultValues: { userId: 0, decision: 'reject', reason: '' },
  })
  const { reset } = form

  useEffect(() => {
    if (registration) reset({ userId: registration.userId, decision: 'reject', reason: '' })
  }, [registration, reset])

  const submit = form.handleSubmit(async (values) => {
    if (!registration) return
    const done = await review.mutateAsync(values).then(
      () => true,
      () => false,
    )
    if (!done) return
    message.success(t('registrations.rejected', { school: registration.schoolName }))
    onClose()
  })

  return (
    <Modal
      open={registration !== null}
      title={t('registrations.rejectTitle', { school: registration?.schoolName ?? '' })}
      okText={t('registrations.rejectConfirm')}
      okButtonProps={{ danger: true, loading: review.isPending }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="reason" id="reject-reason" label={t('registrations.reason')}>
          {(field) => (
            <Input.TextArea
              {...field}
              rows={4}
              maxLength={200}
              showCount
              placeholder={t('registrations.reasonPlaceholder')}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  )
}
