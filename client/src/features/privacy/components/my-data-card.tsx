import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Card, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import { clearLogin } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { navigateTo } from '../../../lib/navigation'
import { ApiError } from '../../../lib/request'
import { useDeleteMyAccount, useDownloadMyData } from '../api/my-data'
import { privacyNs } from '../i18n'
import styles from '../privacy.module.css'

/** The student's rights over their data: download everything stored, or delete the account (password to confirm). */
export function MyDataCard() {
  const { t } = useTranslation(privacyNs)
  const { message } = useFeedback()
  const queryClient = useQueryClient()
  const download = useDownloadMyData()
  const remove = useDeleteMyAccount()
  const [open, setOpen] = useState(false)
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
    setOpen(false)
    clearLogin()
    queryClient.clear()
    message.success(t('myData.deleted'))
    navigateTo(paths.root)
  }

  return (
    <Card className={styles.card} title={<h2 className={styles.consentTitle}>{t('myData.title')}</h2>}>
      <p className={styles.hint}>{t('myData.intro')}</p>
      <div className={styles.actions}>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('myData.download')}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('myData.delete')}
        </Button>
      </div>
      <Modal
        open={open}
        title={t('myData.deleteTitle')}
        okText={t('myData.confirm')}
        cancelText={t('myData.cancel')}
        okButtonProps={{ danger: true, disabled: !password, loading: remove.isPending }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
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
    </Card>
  )
}
