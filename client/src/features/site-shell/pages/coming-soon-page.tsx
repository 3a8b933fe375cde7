import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths'
import type { RouteTitleKey } from '../../../i18n'
import { navigateTo } from '../../../lib/navigation'
import styles from './pages.module.css'

interface ComingSoonPageProps {
  titleKey: RouteTitleKey
  /** False where the layout's banner already shows the title as the page heading. */
  withHeading: boolean
}

/** The frame of a page not built yet: its own title and a "coming soon" notice, never a blank screen. */
export function ComingSoonPage({ titleKey, withHeading }: ComingSoonPageProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.page}>
      {withHeading && <h1 className={styles.heading}>{t(`route.${titleKey}`)}</h1>}
      <section className={styles.card} aria-labelledby="coming-soon">
        <GridHourglass />
        <h2 id="coming-soon" className={styles.lead}>
          {t('page.comingSoon')}
        </h2>
        <p className={styles.text}>{t('page.comingSoonHint')}</p>
        <Button type="primary" size="large" onClick={() => navigateTo(paths.root)}>
          {t('page.backHome')}
        </Button>
      </section>
    </div>
  )
}

function GridHourglass() {
  return (
    <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <rect x="10" y="10" width="100" height="100" rx="6" fill="#fbf7f0" stroke="#e6d9c3" strokeWidth="2" />
      <path d="M60 10v100M10 60h100" stroke="#e6d9c3" strokeWidth="1.5" strokeDasharray="5 5" />
      <path d="M38 28h44M38 92h44" stroke="#1e2537" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M42 30c0 18 36 20 36 30S42 72 42 90M78 30c0 18-36 20-36 30s36 12 36 30"
        fill="none"
        stroke="#1e2537"
        strokeWidth="3"
      />
      <path d="M50 40h20l-10 12zM46 88c4-9 24-9 28 0z" fill="#b8272c" />
    </svg>
  )
}
