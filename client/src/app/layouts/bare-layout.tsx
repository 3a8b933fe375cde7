import { chinaDate } from '@spell/shared/time/china-time'
import { useTranslation } from 'react-i18next'
import { Island } from '../../components/island'
import { LanguageSwitch } from '../../features/site-shell/components/language-switch'
import { SiteLogo } from '../../features/site-shell/components/site-logo'
import { useRouteTitle } from '../use-route-title'
import styles from './layouts.module.css'
import { ThemedOutlet } from './themed-outlet'

/** Standalone pages (login, registration, viewers, the certificate, judge, admin): a slim top bar only. */
export function BareLayout() {
  const { t } = useTranslation()
  const route = useRouteTitle()
  return (
    <div className={`${styles.shell} ${styles.bare}`}>
      <header className={styles.bareBar}>
        <SiteLogo />
        <Island name="language-switch">
          <LanguageSwitch />
        </Island>
      </header>
      <main className={styles.main}>
        <ThemedOutlet antd={!route?.noAntd} />
      </main>
      <footer className={styles.bareFooter}>
        © {chinaDate(Date.now()).slice(0, 4)} {t('site.committee')}
      </footer>
    </div>
  )
}
