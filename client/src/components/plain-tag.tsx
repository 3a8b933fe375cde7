import type { ReactNode } from 'react'
import styles from './plain-tag.module.css'

export type PlainTagColor = 'default' | 'orange' | 'green' | 'blue' | 'purple' | 'red' | 'gold'

interface PlainTagProps {
  color?: PlainTagColor
  /** A mark before the words (a trophy, a lock). */
  icon?: ReactNode
  children: ReactNode
}

/**
 * A small coloured label as antd's Tag draws it with a preset colour (a light fill, the darker shade
 * for the text), for the student's pages, which need no closable or checkable tags.
 */
export function PlainTag({ color = 'default', icon, children }: PlainTagProps) {
  return (
    <span className={`${styles.tag} ${styles[color]}`}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </span>
  )
}
