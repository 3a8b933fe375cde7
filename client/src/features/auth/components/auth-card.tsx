import type { ReactNode } from 'react'
import styles from '../auth.module.css'

interface AuthCardProps {
  /** The page's <h1>. */
  title: string
  intro?: ReactNode
  /** The character shown in the writing-grid seal beside the title. */
  glyph: string
  /** Links under the card body (register, back to login…). */
  footer?: ReactNode
  wide?: boolean
  children: ReactNode
}

/** The frame of every account page: a centred card with a seal, a heading and an optional footer. */
export function AuthCard({ title, intro, glyph, footer, wide, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="auth-card-title">
        <div className={styles.body}>
          <header className={styles.header}>
            <span className={styles.seal} aria-hidden="true">
              {glyph}
            </span>
            <div>
              <h1 id="auth-card-title" className={styles.heading}>
                {title}
              </h1>
              {intro && <p className={styles.intro}>{intro}</p>}
            </div>
          </header>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  )
}
