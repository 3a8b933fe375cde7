import type { Browser, Page } from 'playwright-core'
import { contextFor, demoLogin } from './signed-in'
import type { Site } from './site'
import { ROLES, SITE_ROUTES, type SiteRoute } from './site-routes'

/** Waits until the page has taken the HTML over, its data has come and its spinners are gone. */
async function settled(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(
    () => document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length === 0,
  )
  // Entrance animations (antd's fades and slides) over, so what is measured is what stays.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/**
 * Opens every route of the site in one language and width, one browser context per role (signed in
 * as that role's demo account), and calls `check` on each settled page. Returns what `check` found,
 * each line prefixed with the route's address.
 */
export async function visitEveryRoute(
  site: Site,
  browser: Browser,
  options: { lang: 'ZH' | 'EN'; width: number; routes?: (route: SiteRoute) => boolean },
  check: (page: Page, route: SiteRoute) => Promise<string[]>,
): Promise<string[]> {
  const found: string[] = []
  for (const role of ROLES) {
    const routes = SITE_ROUTES.filter((route) => route.role === role && (options.routes?.(route) ?? true))
    if (routes.length === 0) continue
    const context = await contextFor(browser, await demoLogin(site, role), options)
    const page = await context.newPage()
    for (const route of routes) {
      await page.goto(`${site.url}${route.url}`)
      await settled(page)
      for (const problem of await check(page, route)) found.push(`${route.url} (${role}) ${problem}`)
    }
    await context.close()
  }
  return found
}
