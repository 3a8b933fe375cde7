import { lazy, Suspense } from 'react'
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { paths } from '../config/paths'
import { COMMITTEE_LOGIN_TYPE, JUDGE_LOGIN_TYPE } from '../features/admin/use-staff-login-state'
import { PageLoading } from '../features/site-shell/components/page-loading'
import {
  getLoginType,
  getToken,
  isClubTeacher,
  SCHOOL_LOGIN_TYPE,
  STUDENT_LOGIN_TYPE,
} from '../lib/auth-storage'
import { loadAntdConfig } from './antd-config-loader'
import { RootLayout } from './layouts/root-layout'
import {
  type Audience,
  accountRoutes,
  type PageRoute,
  publicRoutes,
  type RouteHandle,
  standaloneRoutes,
  studentRoutes,
} from './route-table'

/**
 * A lazy route's module is imported in a task of its own: the router calls `lazy` while it matches the
 * URL, and Vite's preload helper then appends a modulepreload link per chunk the module needs (~30 for
 * the home page), which made the router's creation one long task (decision 0041).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Turns the route table into routes. Every page and every layout is lazy, so a visitor downloads the
 * code of the page they open and nothing of the user centre or the student area.
 */
const toRoute =
  ({ pageHeading, antdInLayout = false }: { pageHeading: boolean; antdInLayout?: boolean }) =>
  (entry: PageRoute): RouteObject => ({
    path: entry.path,
    ...(entry.onlyFor && { loader: requireAudience(entry.onlyFor) }),
    handle: {
      title: entry.title,
      pageHeading: entry.ownHeading ?? pageHeading,
      ...(entry.ownBanner && { ownBanner: true }),
      ...(entry.noAntd && { noAntd: true }),
      ...(entry.islands && { islands: true }),
      ...(entry.layoutHeading && { layoutHeading: entry.layoutHeading }),
    } satisfies RouteHandle,
    lazy: async () => {
      await nextTask()
      // The public, student and bare layouts load antd's theme for every page but those that draw no
      // antd component (AntdConfig is lazy there): it downloads with the page instead of after it.
      if (antdInLayout && !entry.ownBanner && !entry.noAntd) void loadAntdConfig()
      if (entry.page) return { Component: (await entry.page()).default }
      // Not built yet: the placeholder reads its title from this route's handle.
      return { Component: (await import('./placeholder-page')).PlaceholderPage }
    },
  })

/**
 * The error page (antd buttons in antd's theme) is its own chunk: it is rarely shown, and as a static
 * import of the route table it would put antd's core into every first page's download.
 */
const LazyRouteErrorPage = lazy(() =>
  import('../features/site-shell/pages/route-error-page').then((m) => ({ default: m.RouteErrorPage })),
)
function RouteError() {
  return (
    <Suspense fallback={null}>
      <LazyRouteErrorPage />
    </Suspense>
  )
}

/** Redirect that keeps the query (e.g. /cebsbInfoData?jumpSource=… for unpaid applications). */
const redirectKeepingQuery =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${to}${new URL(request.url).search}`)

/** The user centre sends a visitor without a stored login to the login page. */
const requireLogin = ({ request }: LoaderFunctionArgs) => {
  if (getToken()) return null
  const { pathname, search } = new URL(request.url)
  return redirect(`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(pathname + search)}`)
}

/** Who is signed in, as the pages' audiences name them; null for a visitor. */
function signedInAs(): Audience | 'judge' | 'committee' | null {
  if (!getToken()) return null
  switch (getLoginType()) {
    case STUDENT_LOGIN_TYPE:
      return 'students'
    case SCHOOL_LOGIN_TYPE:
      return isClubTeacher() ? 'clubTeachers' : 'schoolTeachers'
    case JUDGE_LOGIN_TYPE:
      return 'judge'
    case COMMITTEE_LOGIN_TYPE:
      return 'committee'
    default:
      return null
  }
}

/** Where each signed-in user belongs. */
const homeOf: Record<Exclude<ReturnType<typeof signedInAs>, null>, string> = {
  students: paths.stuIndex,
  schoolTeachers: paths.accountRoot,
  clubTeachers: paths.courseMember,
  judge: '/judge',
  committee: '/admin',
}

/**
 * A page for one audience (PageRoute.onlyFor): a visitor signs in first; anyone else signed in goes
 * to their own home. The committee may open the club teachers' pages too.
 */
const requireAudience =
  (audience: Audience) =>
  (args: LoaderFunctionArgs): Response | null => {
    const user = signedInAs()
    if (user === null) return requireLogin(args)
    if (user === audience || (user === 'committee' && audience === 'clubTeachers')) return null
    return redirect(homeOf[user])
  }

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: () =>
          nextTask()
            .then(() => import('./layouts/public-layout'))
            .then((m) => ({ Component: m.PublicLayout })),
        children: [
          ...publicRoutes.map(toRoute({ pageHeading: false, antdInLayout: true })),
          {
            path: '*',
            handle: { title: 'notFound', pageHeading: true } satisfies RouteHandle,
            lazy: () =>
              nextTask()
                .then(() => import('../features/site-shell/pages/not-found-page'))
                .then((m) => ({
                  Component: m.NotFoundPage,
                })),
          },
        ],
      },
      {
        loader: requireLogin,
        lazy: () =>
          nextTask()
            .then(() => import('./layouts/account-layout'))
            .then((m) => ({ Component: m.AccountLayout })),
        children: [
          { path: paths.accountRoot, loader: redirectKeepingQuery(paths.userInfoWelcome) },
          ...accountRoutes.map(toRoute({ pageHeading: true })),
        ],
      },
      {
        path: paths.studentRoot,
        lazy: () =>
          nextTask()
            .then(() => import('./layouts/student-layout'))
            .then((m) => ({ Component: m.StudentLayout })),
        children: [
          { index: true, loader: redirectKeepingQuery(paths.stuIndex) },
          ...studentRoutes.map(toRoute({ pageHeading: true, antdInLayout: true })),
        ],
      },
      {
        lazy: () =>
          nextTask()
            .then(() => import('./layouts/bare-layout'))
            .then((m) => ({ Component: m.BareLayout })),
        children: standaloneRoutes
          .filter((r) => !r.fullScreen)
          .map(toRoute({ pageHeading: true, antdInLayout: true })),
      },
      { children: standaloneRoutes.filter((r) => r.fullScreen).map(toRoute({ pageHeading: true })) },
    ],
  },
]
