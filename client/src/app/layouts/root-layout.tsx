import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router'
import { paths } from '../../config/paths'
import { NavigationProgress } from '../../features/site-shell/components/page-loading'
import { useTitleDetail } from '../document-title'
import { documentTitle } from '../route-table'
import { SiteNotices } from '../site-notices'
import { useRouteTitleKey } from '../use-route-title'

/** The sign-in and registration pages: the site's socket is not opened for them (SiteNotices). */
const FORM_PAGES = new Set<string>([paths.chnEngLogin, paths.chnEngRegist, paths.resetPwd, paths.stuReg])

function useDocumentTitle() {
  const { t } = useTranslation()
  const key = useRouteTitleKey()
  const title = documentTitle(key, t, useTitleDetail())
  useEffect(() => {
    document.title = title
  }, [title])
}

/**
 * Around every page: document.title from the route table (in the current language), a progress bar
 * while the next page loads, and scroll to the top on each navigation (ScrollRestoration also brings
 * back the old position on Back/Forward), and the socket that shows the committee's site notices.
 */
export function RootLayout() {
  useDocumentTitle()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  return (
    <>
      <SiteNotices paused={FORM_PAGES.has(pathname)} />
      {navigation.state === 'loading' && <NavigationProgress />}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
