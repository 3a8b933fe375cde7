import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { paths } from '../config/paths'
import { PageLoading } from '../features/site-shell/components/page-loading'
import { RouteErrorPage } from '../features/site-shell/pages/route-error-page'
import { getToken } from '../lib/auth-storage'
import { setNavigator } from '../lib/navigation'
import { RootLayout } from './layouts/root-layout'
import {
  accountRoutes,
  type PageRoute,
  publicRoutes,
  type RouteHandle,
  standaloneRoutes,
  studentRoutes,
} from './route-table'

/**
 * Turns the route table into routes. Every page and every layout is lazy, so a visitor downloads the
 * code of the page they open and nothing of the user centre or the student area.
 */
const toRoute =
  ({ pageHeading }: { pageHeading: boolean }) =>
  (entry: PageRoute): RouteObject => ({
    path: entry.path,
    handle: { title: entry.title, pageHeading: entry.ownHeading ?? pageHeading } satisfies RouteHandle,
    lazy: async () => {
      if (entry.page) return { Component: (await entry.page()).default }
      // Not built yet: the placeholder reads its title from this route's handle.
      return { Component: (await import('./placeholder-page')).PlaceholderPage }
    },
  })

/** Redirect that keeps the query (e.g. /cebsbInfoData?jumpSource=… for unpaid applications). */
const redirectKeepingQuery =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${to}${new URL(request.url).search}`)

/** Spec 001 §2: the user centre without a stored login sends the user to the login page. */
const requireLogin = ({ request }: LoaderFunctionArgs) => {
  if (getToken()) return null
  const { pathname, search } = new URL(request.url)
  return redirect(`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(pathname + search)}`)
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          ...publicRoutes.map(toRoute({ pageHeading: false })),
          {
            path: '*',
            handle: { title: 'notFound', pageHeading: true } satisfies RouteHandle,
            lazy: () =>
              import('../features/site-shell/pages/not-found-page').then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
      {
        loader: requireLogin,
        lazy: () => import('./layouts/account-layout').then((m) => ({ Component: m.AccountLayout })),
        children: [
          { path: paths.accountRoot, loader: redirectKeepingQuery(paths.userInfoWelcome) },
          ...accountRoutes.map(toRoute({ pageHeading: true })),
        ],
      },
      {
        path: paths.studentRoot,
        lazy: () => import('./layouts/student-layout').then((m) => ({ Component: m.StudentLayout })),
        children: [
          { index: true, loader: redirectKeepingQuery(paths.stuIndex) },
          ...studentRoutes.map(toRoute({ pageHeading: true })),
        ],
      },
      {
        lazy: () => import('./layouts/bare-layout').then((m) => ({ Component: m.BareLayout })),
        children: standaloneRoutes.map(toRoute({ pageHeading: true })),
      },
    ],
  },
]

export const router = createBrowserRouter(routes)

// Lets the request client and the socket navigate without a full page load.
setNavigator((to, options) => void router.navigate(to, options))
