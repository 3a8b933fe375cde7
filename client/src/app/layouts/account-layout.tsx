import { Outlet } from 'react-router'
import { AntdConfig } from '../../components/antd-config'
import { AccountNav } from '../../features/site-shell/components/account-nav'
import { SiteFooter } from '../../features/site-shell/components/site-footer'
import { SiteHeader } from '../../features/site-shell/components/site-header'
import { LayoutHeading } from './layout-heading'
import styles from './layouts.module.css'

/** The user centre (/cebsbInfoData and its children): the site header, a side menu and the page. */
export function AccountLayout() {
  return (
    <AntdConfig>
      <div className={styles.shell}>
        <SiteHeader />
        <div className={styles.console}>
          <aside className={styles.aside}>
            <AccountNav />
          </aside>
          <main className={styles.consoleMain}>
            <LayoutHeading />
            <Outlet />
          </main>
        </div>
        <SiteFooter />
      </div>
    </AntdConfig>
  )
}
