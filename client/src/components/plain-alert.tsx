import type { AriaRole, ReactNode } from 'react'
import styles from './plain-alert.module.css'

interface PlainAlertProps {
  title: ReactNode
  description?: ReactNode
  /** `alert` for what has just gone wrong; `note` for a standing remark. */
  role?: AriaRole
  className?: string
  'data-testid'?: string
}

/**
 * A warning as antd's Alert draws it (`type="warning" showIcon`): an exclamation mark in a circle, a
 * title and an optional description, with the theme's warning colours. Not antd's Alert, whose icon set
 * and motion a student's page need not download.
 */
export function PlainAlert({ title, description, role = 'alert', className, ...rest }: PlainAlertProps) {
  const classes = [styles.alert, description ? styles.withDescription : undefined, className]
  return (
    <div role={role} className={classes.filter(Boolean).join(' ')} data-testid={rest['data-testid']}>
      <svg className={styles.icon} viewBox="64 64 896 896" aria-hidden="true" focusable="false">
        <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
      </svg>
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
      </div>
    </div>
  )
}
