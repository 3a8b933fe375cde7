import styles from './loading-text.module.css'

/**
 * A turning ring with what is loading, as antd's Spin with a description draws it; said to screen
 * readers as a status and marked busy, as antd's Spin marks itself. Not antd's Spin, for the pages a
 * student opens in numbers.
 */
export function LoadingText({ text, size }: { text: string; size?: 'large' }) {
  return (
    <div
      className={size === 'large' ? `${styles.loading} ${styles.large}` : styles.loading}
      role="status"
      aria-busy="true"
    >
      <span className={styles.ring} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
    </div>
  )
}
