import { useTranslation } from 'react-i18next'
import styles from './page-loading.module.css'

/** Shown while the first page's code loads; plain CSS so it needs nothing else to arrive first. */
export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('site.loading')}</span>
    </div>
  )
}

/** A thin bar under the header while the next page loads. */
export function NavigationProgress() {
  const { t } = useTranslation()
  return <div className={styles.progress} role="progressbar" aria-label={t('site.loading')} />
}
