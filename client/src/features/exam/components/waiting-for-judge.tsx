import { HourglassOutlined } from '@ant-design/icons'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { examNs } from '../i18n'
import styles from './waiting-for-judge.module.css'

/**
 * Page state 3: the contestant is in, and question 1 waits for the judge's instruction. `headingRef`
 * lets the lobby put the focus on the heading once the information dialog has been confirmed.
 */
export function WaitingForJudge({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation(examNs)
  return (
    <section className={styles.waiting} aria-live="polite" aria-labelledby="exam-waiting-title">
      <span className={styles.waitingIcon} aria-hidden="true">
        <HourglassOutlined />
      </span>
      <h2 id="exam-waiting-title" ref={headingRef} tabIndex={-1} className={styles.waitingTitle}>
        {t('waitingTitle')}
      </h2>
      <p className={styles.waitingText}>{t('waitingText')}</p>
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </section>
  )
}
