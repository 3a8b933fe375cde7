import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createPath, type Navigator, Router, type To } from 'react-router'
import { type IslandName, OnIslandsPageProvider } from '../components/island'
import { fillSeasonTexts } from '../features/public-site/season-text'
import { currentLang } from '../i18n'
import { yieldToMain } from '../lib/yield-to-main'
import { AppProviders, MoreRootProviders, queryClient } from './providers'
import { SiteNotices } from './site-notices'

/**
 * The code of each island (components/island.tsx), fetched only by the pages that have it. Each
 * renders without props, exactly as the page renders it inside its <Island>.
 */
const islands: Record<IslandName, () => Promise<ComponentType>> = {
  'site-header': () => import('../features/site-shell/components/site-header').then((m) => m.SiteHeader),
  'home-carousel': () => import('../features/public-site/pages/home-page').then((m) => m.HomeBanner),
  'home-gallery': () => import('../features/public-site/pages/home-page').then((m) => m.HomeGallery),
  'spelling-example': () =>
    import('../features/public-site/components/spelling-example').then((m) => m.SpellingExample),
  'volunteer-form': () =>
    import('../features/public-site/components/volunteer-form').then((m) => m.VolunteerForm),
  'character-bank-doors': () =>
    import('../features/public-site/pages/character-bank-page').then((m) => m.CharacterBankDoors),
  'register-now': () => import('../features/public-site/pages/register-page').then((m) => m.RegisterNow),
  'certificate-query': () =>
    import('../features/certificates/pages/query-page').then((m) => m.CertificateQueryForm),
  'membership-choice': () => import('./pages/membership-page').then((m) => m.MembershipChoiceIsland),
  'language-switch': () =>
    import('../features/site-shell/components/language-switch').then((m) => m.LanguageSwitch),
  login: () => import('../features/auth/pages/login-page').then((m) => m.Login),
  'school-registration': () =>
    import('../features/auth/pages/school-registration-page').then((m) => m.SchoolRegistration),
  'certificate-view': () =>
    import('../features/certificates/pages/certificate-page').then((m) => m.CertificateView),
  'student-registration': () =>
    import('../features/auth/pages/student-register-page').then((m) => m.StudentRegistration),
  'password-reset': () => import('../features/auth/pages/reset-password-page').then((m) => m.ResetPassword),
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to))

/** Links and navigate() inside an island load their page: the rest of this page is not React's. */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
}

/** What every island renders in: the page's address for its links, and the app's providers. */
function IslandFrame({
  first,
  onMounted,
  children,
}: {
  first: boolean
  onMounted: () => void
  children: ReactNode
}) {
  useEffect(() => onMounted(), [onMounted])
  const { pathname, search, hash } = window.location
  const Providers = first ? AppProviders : MoreRootProviders
  return (
    <StrictMode>
      <Providers>
        <OnIslandsPageProvider value={true}>
          <Router location={{ pathname, search, hash }} navigator={pageLoads}>
            {children}
          </Router>
        </OnIslandsPageProvider>
      </Providers>
      {/* The site's socket of notices, once per page (it draws nothing). */}
      {first && <SiteNotices paused={false} />}
    </StrictMode>
  )
}

/**
 * Wakes a pre-rendered islands page (decision 0053): each island is hydrated as a root of its own, the
 * first one (the header) with the session and the feedback; once all are, <html data-app-ready> says
 * the page's buttons work (as the whole app's MarkReady does); then the season's values are written
 * into the page's marked texts.
 */
export async function wakeIslands(page: HTMLElement) {
  const elements = [...page.querySelectorAll<HTMLElement>('[data-island]')]
  // Each island's code is evaluated in a task of its own. The islands in a page's content read the
  // season or send a form: the request client with zod comes first, in a task of its own too (with an
  // island's form and schemas it was one long task on a phone).
  if (elements.some((element) => element.dataset.island !== 'site-header')) {
    await import('../lib/request')
    await yieldToMain()
  }
  const components: (ComponentType | undefined)[] = []
  for (const element of elements) {
    components.push(await islands[element.dataset.island as IslandName]?.())
    await yieldToMain()
  }
  const mounted = elements.map((element, index) => {
    const Island = components[index]
    if (!Island) throw new Error(`no code for the island ${element.dataset.island}`)
    return new Promise<void>((resolve) => {
      // As a transition, hydration runs in slices (a plain hydrateRoot is one blocking task).
      startTransition(() => {
        hydrateRoot(
          element,
          <IslandFrame first={index === 0} onMounted={resolve}>
            <Island />
          </IslandFrame>,
        )
      })
    })
  })
  await Promise.all(mounted)
  document.documentElement.dataset.appReady = 'true'
  // Most information pages name no season value outside their islands: they need nothing more.
  if (!page.querySelector('[data-season]')) return
  // The request client with zod, then the season's schemas, each in a task of its own, unless an
  // island brought them.
  await import('../lib/request')
  await yieldToMain()
  const { seasonOverviewQuery } = await import('../hooks/use-season')
  const overview = await queryClient.fetchQuery(seasonOverviewQuery()).catch(() => undefined)
  fillSeasonTexts(overview, currentLang(), page)
}
