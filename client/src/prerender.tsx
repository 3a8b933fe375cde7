import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import type { LoginForm } from '@spell/shared/api/accounts/login-form'
import type { Lang } from '@spell/shared/i18n/lang'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from './app/providers'
import { documentTitle, isRouteHandle, resolveTitle } from './app/route-table'
import { routes } from './app/routes'
import { DrawnOnceProvider } from './components/island'
import { type PathName, paths } from './config/paths'
import { PageDescriptionSink } from './features/public-site/use-lang'
import { i18n, setLang } from './i18n'

/**
 * The pages a visitor opens without signing in, drawn by the build: the public site, certificate
 * checking, the policies, the member schools' and the students' registration and the password reset
 * (their forms start empty, so no code can be cooling down); the certificate as it is before the tab's
 * kept lookup is read (its overlay); the login page too, once per form (below).
 */
const PRERENDERED: PathName[] = [
  'root',
  'home',
  'aboutBackground',
  'aboutVision',
  'aboutCommttee',
  'aboutHistory',
  'invGameType',
  'teamGameType',
  'speOnlineLearningResource',
  'speCharacterBank',
  'speRegisterFirCompetition',
  'speCarnyialFuture',
  'speFaqs',
  'schoolTeamTraining',
  'schoolEstablishMents',
  'schoolMemberShip',
  'schoolBeefunactivity',
  'forSchoolFaqs',
  'judgeAndCoaches',
  'volunteersView',
  'bilingualCourses',
  'competitiveCommAct',
  'studyTours',
  'query',
  'privacy',
  'userAgreement',
  'chnEngRegist',
  'stuReg',
  'resetPwd',
  'certificate',
]
export const prerenderedPaths = PRERENDERED.map((name) => paths[name])

/**
 * Pages drawn once for each first state the server can tell from the request: the login page's two
 * forms (the server picks one as the page would, shared/src/api/accounts/login-form.ts). Each is
 * drawn at the address that asks for it.
 */
export const prerenderedChoices: Record<string, Record<LoginForm, string>> = {
  [paths.chnEngLogin]: {
    school: `${paths.chnEngLogin}?type=school`,
    student: `${paths.chnEngLogin}?type=student`,
  },
}

export interface PrerenderedPage {
  html: string
  title: string
  description: string | undefined
  /** Whether only the page's islands wake in the browser (its route has `islands`, decision 0053). */
  islands: boolean
}

/**
 * The build's static HTML of one page in one language (scripts/prerender.mjs, decision 0007): the page
 * as the browser's first render draws it, so a phone paints it before any script has run. src/main.tsx
 * hydrates it (the same tree in the browser). `antdStyles` collects the styles of the antd components
 * drawn, for the page's <head>.
 */
export async function prerenderPage(
  url: string,
  lang: Lang,
  antdStyles: ReturnType<typeof createCache>,
): Promise<PrerenderedPage> {
  await setLang(lang)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const islands = context.matches.some(
    (match) => isRouteHandle(match.route.handle) && match.route.handle.islands,
  )
  let description: string | undefined
  // Waits for the lazy parts (antd's theme, the page's own) rather than drawing their fallbacks.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={antdStyles}>
        <PageDescriptionSink value={(text) => (description = text)}>
          <DrawnOnceProvider value={islands}>
            <AppProviders>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </DrawnOnceProvider>
        </PageDescriptionSink>
      </StyleProvider>
    </StrictMode>,
  )
  let html = ''
  for await (const part of prelude) html += part
  return { html, title: titleOf(context.matches), description, islands }
}

/** document.title as the root layout sets it: the deepest route's title, then the site's name. */
function titleOf(matches: { route: { handle?: unknown }; params: Record<string, string | undefined> }[]) {
  const handle = matches.map((match) => match.route.handle).findLast(isRouteHandle)
  const key = handle && resolveTitle(handle.title, matches.at(-1)?.params ?? {})
  return documentTitle(key, (textKey) => i18n.t(textKey))
}

export { createCache, extractStyle }
