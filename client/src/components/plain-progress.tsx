import styles from './plain-progress.module.css'

/**
 * A thin progress bar as antd's Progress draws it without its figure (`showInfo={false}`), said to
 * screen readers as a progress bar. Not antd's Progress, for the practice pages.
 */
export function PlainProgress({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, percent))
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={styles.bar} style={{ width: `${value}%` }} />
    </div>
  )
}
