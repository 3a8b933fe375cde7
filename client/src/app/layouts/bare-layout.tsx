import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { AntdConfig } from '../../components/antd-config'
import { LanguageSwitch } from '../../features/site-shell/components/language-switch'
import { SiteLogo } from '../../features/site-shell/components/site-logo'
import styles from './layouts.module.css'

/** Standalone pages (login, registration, viewers, the certificate, judge, admin): a slim top bar only. */
export function BareLayout() {
  const { t } = useTranslation()
  return (
    <AntdConfig>
      <div className={`${styles.shell} ${styles.bare}`}>
        <header className={styles.bareBar}>
          <SiteLogo />
          <LanguageSwitch />
        </header>
        <main className={styles.main}>
          <Outlet />
        </main>
        <p className={styles.bareFooter}>
          © {new Date().getFullYear()} {t('site.committee')}
        </p>
      </div>
    </AntdConfig>
  )
}
