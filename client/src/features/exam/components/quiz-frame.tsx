import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import examPage from '../exam-page.module.css'
import { examNs } from '../i18n'
import styles from './quiz-frame.module.css'

interface QuizFrameProps {
  title: ReactNode
  meta?: ReactNode
  countdown?: ReactNode
  banner?: ReactNode
  aside?: ReactNode
  children: ReactNode
}

/** The quiz screen: a bar with the exam's name and the countdown, the question, and a side column. */
export function QuizFrame({ title, meta, countdown, banner, aside, children }: QuizFrameProps) {
  const { t } = useTranslation(examNs)
  return (
    <div className={examPage.page}>
      {banner}
      <header className={`${examPage.card} ${styles.bar}`}>
        <div className={styles.barTitle}>
          <h1>{title}</h1>
          {meta && <div className={styles.barMeta}>{meta}</div>}
        </div>
        {countdown}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>{children}</div>
        {aside && (
          <aside className={styles.side} aria-label={t('sideLabel')}>
            {aside}
          </aside>
        )}
      </div>
    </div>
  )
}

/** "Answer submitted. Please wait." once a question's time is up. */
export function QuestionClosedTip() {
  const { t } = useTranslation(examNs)
  return (
    <div className={styles.closedTip} role="status">
      <span className={styles.closedIcon} aria-hidden="true">
        ✓
      </span>
      <span>
        {t('questionClosed')}
        <small>{t('questionClosedNext')}</small>
      </span>
    </div>
  )
}
