import { Island } from '../../components/island'
import { SiteFooter } from '../../features/site-shell/components/site-footer'
import { SiteHeader } from '../../features/site-shell/components/site-header'
import { TitleBanner } from '../../features/site-shell/components/title-banner'
import { useRouteTitle } from '../use-route-title'
import styles from './layouts.module.css'
import { ThemedOutlet } from './themed-outlet'

/**
 * Public pages: header; in <main> the title banner (the page title unless the page shows its own
 * heading; none when the page draws its own banner, as the home page does) and the page; footer. The
 * header and footer are plain elements; the pages get antd's theme, except the home page and those
 * marked noAntd, which use no antd component.
 */
export function PublicLayout() {
  const route = useRouteTitle()
  const showBanner = route !== undefined && route.titleKey !== 'notFound' && !route.ownBanner
  return (
    <div className={styles.shell}>
      <Island name="site-header">
        <SiteHeader />
      </Island>
      <main className={styles.main}>
        {/* In <main>: the banner carries the page's <h1>, and content outside a landmark is missed by
            screen readers' landmark navigation (axe's "region"). */}
        {showBanner && <TitleBanner titleKey={route.pageHeading ? undefined : route.titleKey} />}
        {/* A page without antd components is not made to build antd's theme (decision 0039). */}
        <ThemedOutlet antd={!route?.ownBanner && !route?.noAntd} />
      </main>
      <SiteFooter />
    </div>
  )
}
