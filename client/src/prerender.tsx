import type { Lang } from '@spell/shared/i18n/lang'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from './app/providers'
import { routes } from './app/routes'
import { homeDescription } from './features/public-site/content/home'
import { i18n, setLang } from './i18n'

export interface PrerenderedPage {
  html: string
  title: string
  description: string
}

/**
 * The build's static HTML of the home page in one language (scripts/prerender.mjs, decision 0007): the
 * public layout and the home page as the browser's first render draws them, so a phone paints the
 * first screen before any script has run. src/main.tsx hydrates it (the same tree in the browser).
 */
export async function prerenderHome(url: string, lang: Lang): Promise<PrerenderedPage> {
  await setLang(lang)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
  return { html, title: i18n.t('site.name'), description: homeDescription[lang] }
}
