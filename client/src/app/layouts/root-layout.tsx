import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { NavigationProgress } from '../../features/site-shell/components/page-loading'
import { useTitleDetail } from '../document-title'
import { documentTitle } from '../route-table'
import { useRouteTitleKey } from '../use-route-title'

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
 * back the old position on Back/Forward).
 */
export function RootLayout() {
  useDocumentTitle()
  const navigation = useNavigation()
  return (
    <>
      {navigation.state === 'loading' && <NavigationProgress />}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
