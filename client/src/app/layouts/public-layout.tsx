import { Outlet } from 'react-router'
import { BannerSlot, BannerSlotProvider } from '../../components/banner-slot'
import { SiteFooter } from '../../features/site-shell/components/site-footer'
import { SiteHeader } from '../../features/site-shell/components/site-header'
import { TitleBanner } from '../../features/site-shell/components/title-banner'
import { useRouteTitle } from '../use-route-title'
import styles from './layouts.module.css'

/** Public pages: header, banner slot (the page title unless the page brings its own), page, footer. */
export function PublicLayout() {
  const route = useRouteTitle()
  const showBanner = route !== undefined && route.titleKey !== 'notFound'
  return (
    <BannerSlotProvider>
      <div className={styles.shell}>
        <SiteHeader />
        <BannerSlot
          fallback={
            showBanner ? <TitleBanner titleKey={route.pageHeading ? undefined : route.titleKey} /> : null
          }
        />
        <main className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </BannerSlotProvider>
  )
}
