import { ClockCircleOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { formatMmSs } from '../exam-clock'
import { examNs } from '../i18n'
import styles from './countdown.module.css'

interface CountdownProps {
  /** Seconds left; null shows --:-- (no deadline known yet). */
  seconds: number | null
  /** What is counting down: the question, the review, or the whole (sample) exam. */
  kind: 'question' | 'review' | 'exam'
  /** Turns the countdown red from this many seconds on. */
  warnAt?: number
}

/** The big mm:ss countdown of the quiz screen. */
export function Countdown({ seconds, kind, warnAt = 10 }: CountdownProps) {
  const { t } = useTranslation(examNs)
  const text = seconds === null ? '--:--' : formatMmSs(seconds)
  const warning = seconds !== null && seconds <= warnAt
  const label = t(`countdown.${kind}`)
  return (
    <div
      role="timer"
      aria-label={`${label} ${text}`}
      className={`${styles.countdown} ${warning ? styles.countdownWarning : ''}`}
    >
      <ClockCircleOutlined className={styles.countdownIcon} aria-hidden="true" />
      <span>
        <span className={styles.countdownLabel}>{label}</span>
        <span className={styles.countdownValue}>{text}</span>
      </span>
    </div>
  )
}
