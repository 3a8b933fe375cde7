import { ComingSoonPage } from '../features/site-shell/pages/coming-soon-page'
import { NotFoundPage } from '../features/site-shell/pages/not-found-page'
import { useRouteTitle } from './use-route-title'

/**
 * The page of a route not built yet, titled from the route table. A param route whose title resolves
 * to notFound (a course viewer path with neither suffix) is a 404.
 */
export function PlaceholderPage() {
  const route = useRouteTitle()
  if (!route || route.titleKey === 'notFound') return <NotFoundPage />
  return <ComingSoonPage titleKey={route.titleKey} withHeading={route.pageHeading} />
}
