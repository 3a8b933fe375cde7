import { DownOutlined, UserOutlined } from '@ant-design/icons'
import type { ComponentPropsWithRef } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './site-header.module.css'

/** The avatar button of a signed-in user: the account menu's trigger, drawn before the menu's code is in. */
export function AccountButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      aria-label={t('header.account')}
      {...props}
      // The dropdown adds its classes to its trigger's.
      className={className ? `${styles.avatarButton} ${className}` : styles.avatarButton}
    >
      <span className={styles.avatar}>
        <UserOutlined aria-hidden />
      </span>
      <DownOutlined aria-hidden className={styles.caret} />
    </button>
  )
}
