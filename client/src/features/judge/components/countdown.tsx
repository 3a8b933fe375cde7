import { useEffect, useState } from 'react'
import { formatMmSs, remainingSeconds } from '../judge-clock'
import styles from './countdown.module.css'

/** Re-renders every `ms` while mounted: the countdown alone ticks, not the whole page. */
function useNow(ms: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms)
    return () => window.clearInterval(timer)
  }, [ms])
  return now
}

interface CountdownProps {
  /** The server's deadline (endTime or the review's end), epoch ms of the server's clock. */
  deadline: number | null
  /** Server clock minus local clock. */
  offset: number
  label: string
  /** The last seconds turn red. */
  warnAt?: number
}

/** mm:ss to a server deadline, corrected by the measured clock offset. */
export function Countdown({ deadline, offset, label, warnAt = 10 }: CountdownProps) {
  const now = useNow(250)
  const seconds = remainingSeconds(deadline, now, offset) ?? 0
  const warn = seconds <= warnAt
  return (
    <div className={styles.countdown}>
      <span className={styles.countdownLabel}>{label}</span>
      <span
        role="timer"
        aria-label={label}
        className={`${styles.countdownValue} ${warn ? styles.countdownWarn : ''}`}
      >
        {formatMmSs(seconds)}
      </span>
    </div>
  )
}
