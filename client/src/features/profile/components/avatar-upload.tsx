import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons'
import { API_PREFIX, translate } from '@spell/shared'
import { AVATAR_UPLOAD_PATH } from '@spell/shared/api/users/basic-info'
import { Upload, type UploadProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { avatarProblem, readUploadAnswer } from '../avatar-rules'
import { profileNs } from '../i18n'
import styles from '../profile.module.css'

interface AvatarUploadProps {
  id?: string
  /** The picture's url (sysUserInfo.userpicurl). */
  value?: string | null
  onChange: (url: string) => void
}

/** The avatar: checked here (type, 200KB), posted as multipart `file`, shown once the server keeps it. */
export function AvatarUpload({ id, value, onChange }: AvatarUploadProps) {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const { message } = useFeedback()
  const [uploading, setUploading] = useState(false)

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file)
    if (!problem) return true
    message.error(translate(problem, currentLang()))
    return Upload.LIST_IGNORE
  }

  const onUploadChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') {
      setUploading(true)
      return
    }
    setUploading(false)
    if (file.status !== 'done' && file.status !== 'error') return
    const outcome = readUploadAnswer(file.response)
    if ('url' in outcome) onChange(outcome.url)
    else message.error(outcome.error ?? translate('result.noService', currentLang()))
  }

  const token = getToken()
  return (
    <div className={styles.avatar}>
      <Upload
        name="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        action={`${API_PREFIX}${AVATAR_UPLOAD_PATH}`}
        headers={token ? { Authorization: token } : {}}
        showUploadList={false}
        beforeUpload={beforeUpload}
        onChange={onUploadChange}
      >
        <button
          id={id}
          type="button"
          className={`${styles.avatarButton} ${value ? styles.avatarButtonFilled : ''}`}
          aria-label={value ? t('avatarChange') : t('avatarUpload')}
        >
          {value ? (
            <img src={value} alt={t('avatarAlt')} className={styles.avatarImage} />
          ) : (
            <UserOutlined aria-hidden className={styles.avatarPlaceholder} />
          )}
          <span className={styles.avatarBadge} aria-hidden="true">
            {uploading ? <LoadingOutlined /> : <CameraOutlined />}
          </span>
        </button>
      </Upload>
      <div className={styles.avatarText}>
        <span className={styles.avatarTitle}>{uploading ? t('avatarUploading') : t('avatar')}</span>
        <span className={styles.avatarHint}>{t('avatarHint')}</span>
      </div>
    </div>
  )
}
