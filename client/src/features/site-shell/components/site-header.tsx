import { CompactNav } from './compact-nav'
import { DesktopNav } from './desktop-nav'
import { LanguageSwitch } from './language-switch'
import styles from './site-header.module.css'
import { SiteLogo } from './site-logo'
import { UserMenu } from './user-menu'

/**
 * Both navigations are rendered and CSS shows the one for the screen width (the compact menu below
 * 1150 px): the pre-rendered home page (decision 0007) is drawn before anyone
 * knows the screen, and the browser's render must match it to take it over. The hidden one is
 * display: none, so it is out of the accessibility tree and the tab order.
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLogo />
        <div className={styles.wideOnly}>
          <DesktopNav />
        </div>
        <div className={`${styles.spacer} ${styles.compactOnly}`} />
        <div className={styles.actions}>
          <div className={styles.compactOnly}>
            <CompactNav />
          </div>
          <LanguageSwitch />
          <UserMenu />
        </div>
      </div>
    </header>
  )
}
