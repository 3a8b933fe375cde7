import { translate } from '@spell/shared'
import type { AdminPaperApply } from '@spell/shared/api/school-console/admin'
import { Form, Input, Modal } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { useReviewPaperApply } from '../api/queries'
import { schoolConsoleNs } from '../i18n'

/** 不通过 with a reason the school will read (required). */
export function RejectPaperDialog({
  apply,
  onClose,
}: {
  apply: AdminPaperApply | null
  onClose: () => void
}) {
  const { t } = useTranslation(schoolConsoleNs)
  const { message } = useFeedback()
  const review = useReviewPaperApply()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (apply) {
      setReason('')
      setError(null)
    }
  }, [apply])

  const submit = async () => {
    if (!apply) return
    if (!reason.trim()) {
      setError(translate('review.reasonRequired', currentLang()))
      return
    }
    const ok = await review.mutateAsync({ id: apply.id, decision: 'reject', reason }).then(
      () => true,
      () => false,
    )
    if (!ok) return
    message.success(t('admin.rejected'))
    onClose()
  }

  return (
    <Modal
      open={apply !== null}
      title={t('admin.rejectTitle', { school: apply?.school ?? '' })}
      okText={t('admin.reject')}
      okButtonProps={{ danger: true, loading: review.isPending }}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('admin.reason')}
          htmlFor="paper-reject-reason"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.TextArea
            id="paper-reject-reason"
            value={reason}
            rows={4}
            maxLength={200}
            showCount
            placeholder={t('admin.reasonPlaceholder')}
            onChange={(e) => {
              setReason(e.target.value)
              setError(null)
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
