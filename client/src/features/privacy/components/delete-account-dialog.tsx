import { useQueryClient } from '@tanstack/react-query'
import { Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import { clearLogin } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { navigateTo } from '../../../lib/navigation'
import { ApiError } from '../../../lib/request'
import { useDeleteMyAccount } from '../api/my-data'
import { privacyNs } from '../i18n'

/** Deleting the account: the password confirms it; then the student is signed out and back on the home page. */
export default function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(privacyNs)
  const { message } = useFeedback()
  const queryClient = useQueryClient()
  const remove = useDeleteMyAccount()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()

  const confirm = async () => {
    setError(undefined)
    try {
      await remove.mutateAsync(password)
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure))
      return
    }
    onClose()
    clearLogin()
    queryClient.clear()
    message.success(t('myData.deleted'))
    navigateTo(paths.root)
  }

  return (
    <Modal
      open={open}
      title={t('myData.deleteTitle')}
      okText={t('myData.confirm')}
      cancelText={t('myData.cancel')}
      okButtonProps={{ danger: true, disabled: !password, loading: remove.isPending }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('myData.deleteIntro')}</p>
      <Form layout="vertical" onFinish={() => void confirm()}>
        <Form.Item
          label={t('myData.password')}
          htmlFor="delete-password"
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input.Password
            id="delete-password"
            value={password}
            autoComplete="current-password"
            placeholder={t('myData.passwordPlaceholder')}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
