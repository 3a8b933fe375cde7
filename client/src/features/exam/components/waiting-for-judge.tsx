import { HourglassOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import styles from '../exam.module.css'

/** Page state 3: the contestant is in, and question 1 waits for the judge's instruction. */
export function WaitingForJudge() {
  const { t } = useTranslation()
  return (
    <section className={styles.waiting} aria-live="polite" aria-labelledby="exam-waiting-title">
      <span className={styles.waitingIcon} aria-hidden="true">
        <HourglassOutlined />
      </span>
      <h2 id="exam-waiting-title" className={styles.waitingTitle}>
        {t('exam.waitingTitle')}
      </h2>
      <p className={styles.waitingText}>{t('exam.waitingText')}</p>
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </section>
  )
}
