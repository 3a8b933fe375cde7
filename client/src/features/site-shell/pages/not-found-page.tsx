import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import { navigateTo } from '../../../lib/navigation'
import styles from './pages.module.css'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          {['4', '0', '4'].map((digit, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three digits never move.
            <span key={index} className={styles.codeCell}>
              {digit}
            </span>
          ))}
        </p>
        <h1 id="not-found-title" className={styles.lead}>
          {t('route.notFound')}
        </h1>
        <p className={styles.text}>{t('page.notFoundText')}</p>
        <Button type="primary" size="large" onClick={() => navigateTo(paths.root)}>
          {t('page.backHome')}
        </Button>
      </section>
    </div>
  )
}
