import styles from './projector.module.css'

interface BigCountProps {
  /** Names the number (and the test's handle on it). */
  name: string
  label: string
  value: number
  /** "of 30 enrolled" under the value. */
  of?: string
}

/** One number for the back of the hall, with what it counts. */
export function BigCount({ name, label, value, of }: BigCountProps) {
  return (
    <div className={styles.count}>
      <span className={styles.countLabel}>{label}</span>
      <span className={styles.countValue} data-count={name}>
        {value}
      </span>
      {of && <span className={styles.countOf}>{of}</span>}
    </div>
  )
}
