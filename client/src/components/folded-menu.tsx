import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import styles from './folded-menu.module.css'

interface FoldedMenuProps {
  /** What the menu is ("User centre menu"), shown small at the start of the line. */
  label: string
  /** The current page's name, shown whole at the end of the line. */
  current: string
  /** The menu itself, shown when the line is opened. */
  children: ReactNode
}

/**
 * A side menu folded, on a phone, into one line naming the current page: the entries would push the
 * page below the screen, and a strip of them would hide most of them, the current one too. Opened, it
 * shows the whole menu; it folds again after each choice (the key changes with the page).
 */
export function FoldedMenu({ label, current, children }: FoldedMenuProps) {
  const { pathname } = useLocation()
  return (
    <details key={pathname} className={styles.menu}>
      <summary>
        <span className={styles.label}>{label}</span>
        <span className={styles.current}>{current}</span>
      </summary>
      {children}
    </details>
  )
}
