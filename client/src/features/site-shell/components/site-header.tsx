import { useMediaQuery } from '../../../hooks/use-media-query'
import { CompactNav } from './compact-nav'
import { DesktopNav } from './desktop-nav'
import { LanguageSwitch } from './language-switch'
import styles from './site-header.module.css'
import { SiteLogo } from './site-logo'
import { UserMenu } from './user-menu'

/** Spec 000 §2: the tabs collapse into a dropdown below a screen width of 1150 px. */
export const COMPACT_HEADER_QUERY = '(max-width: 1149.98px)'

export function SiteHeader() {
  const compact = useMediaQuery(COMPACT_HEADER_QUERY)
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLogo />
        {compact ? <div className={styles.spacer} /> : <DesktopNav />}
        <div className={styles.actions}>
          {compact && <CompactNav />}
          <LanguageSwitch />
          <UserMenu />
        </div>
      </div>
    </header>
  )
}
