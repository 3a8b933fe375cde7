import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { LanguageSwitch } from '../../features/site-shell/components/language-switch'
import { SiteLogo } from '../../features/site-shell/components/site-logo'
import { loadAntdConfig } from '../antd-config-loader'
import { useRouteTitle } from '../use-route-title'
import styles from './layouts.module.css'

/** Lazy, so that the sign-in pages, which draw no antd component, do not download or build antd's theme. */
const AntdConfig = lazy(() => loadAntdConfig().then((m) => ({ default: m.AntdConfig })))

/** Standalone pages (login, registration, viewers, the certificate, judge, admin): a slim top bar only. */
export function BareLayout() {
  const { t } = useTranslation()
  const route = useRouteTitle()
  return (
    <div className={`${styles.shell} ${styles.bare}`}>
      <header className={styles.bareBar}>
        <SiteLogo />
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        {route?.noAntd ? (
          <Outlet />
        ) : (
          <AntdConfig>
            <Outlet />
          </AntdConfig>
        )}
      </main>
      <p className={styles.bareFooter}>
        © {new Date().getFullYear()} {t('site.committee')}
      </p>
    </div>
  )
}
