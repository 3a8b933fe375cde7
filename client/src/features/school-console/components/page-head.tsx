import type { ReactNode } from 'react'
import styles from '../school-console.module.css'

/** The heading of a console page, with an optional intro and actions on the right. */
export function PageHead({ title, intro, extra }: { title: string; intro?: string; extra?: ReactNode }) {
  return (
    <header className={styles.head}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {extra}
    </header>
  )
}
