import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled'
import type { ReactNode } from 'react'
import styles from '../auth.module.css'

/**
 * The notice of a finished sign-up or password reset: a green tick, what was done, what comes next and
 * the button to it, as antd's Result draws a success. Not antd's Result itself: it brings the pictures
 * of its error states (404, 403, 500), 8 KB the sign-in pages need not download.
 */
export function AuthDone({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className={styles.done} role="status">
      <CheckCircleFilled className={styles.doneIcon} aria-hidden />
      <p className={styles.doneTitle}>{title}</p>
      <p className={styles.doneText}>{text}</p>
      {action}
    </div>
  )
}
