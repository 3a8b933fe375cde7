import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { App, Button, Card, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { paths } from '../../../config/paths'
import { clearLogin } from '../../../lib/auth-storage'
import { navigateTo } from '../../../lib/navigation'
import { ApiError } from '../../../lib/request'
import { useDeleteMyAccount, useDownloadMyData } from '../api/my-data'
import { usePrivacyText } from '../content'
import styles from '../privacy.module.css'

/** The student's rights over their data: download everything stored, or delete the account (password to confirm). */
export function MyDataCard() {
  const text = usePrivacyText().myData
  const { message } = App.useApp()
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
    message.success(text.deleted)
    navigateTo(paths.root)
  }

  return (
    <Card className={styles.card} title={<h2 className={styles.consentTitle}>{text.title}</h2>}>
      <p className={styles.hint}>{text.intro}</p>
      <div className={styles.actions}>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {text.download}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {text.delete}
        </Button>
      </div>
      <Modal
        open={open}
        title={text.deleteTitle}
        okText={text.confirm}
        cancelText={text.cancel}
        okButtonProps={{ danger: true, disabled: !password, loading: remove.isPending }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{text.deleteIntro}</p>
        <Form layout="vertical" onFinish={() => void confirm()}>
          <Form.Item
            label={text.password}
            htmlFor="delete-password"
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.Password
              id="delete-password"
              value={password}
              autoComplete="current-password"
              placeholder={text.passwordPlaceholder}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
