import { useTranslation } from 'react-i18next'
import type { RouteTitleKey } from '../../../i18n'
import styles from './title-banner.module.css'

/**
 * The default banner of a public page, on the brand red over a faint writing grid: the page title as
 * the page's <h1>, or, for a page that shows its own heading (no titleKey), the site name and tagline.
 */
export function TitleBanner({ titleKey }: { titleKey?: RouteTitleKey }) {
  const { t } = useTranslation()
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        {titleKey ? (
          <>
            <p className={styles.eyebrow}>{t('site.name')}</p>
            <h1 className={styles.title}>{t(`route.${titleKey}`)}</h1>
          </>
        ) : (
          <>
            <p className={styles.eyebrow}>{t('site.tagline')}</p>
            <p className={styles.title}>{t('site.name')}</p>
          </>
        )}
      </div>
      <span className={styles.glyphs} aria-hidden="true">
        汉字 Aa
      </span>
    </div>
  )
}
