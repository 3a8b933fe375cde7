import type { AriaAttributes, CSSProperties, ReactNode } from 'react'
import styles from './plain-card.module.css'

interface PlainCardProps extends AriaAttributes {
  title?: ReactNode
  /** antd's small card: a lower title bar and less padding. */
  size?: 'small'
  className?: string
  style?: CSSProperties
  children: ReactNode
}

/**
 * A card as antd's Card draws it, a title bar over a padded body, for the student's and the public
 * pages. Not antd's Card, which brings its Tabs (and their menu and dropdown) for a tab list these
 * cards never have: some 18 KB of JavaScript on every page that shows one.
 */
export function PlainCard({ title, size, className, style, children, ...aria }: PlainCardProps) {
  const classes = [styles.card, size === 'small' && styles.small, className].filter(Boolean).join(' ')
  return (
    <div className={classes} style={style} {...aria}>
      {title && (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </div>
  )
}
