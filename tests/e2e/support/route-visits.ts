import type { Browser, Page } from 'playwright-core'
import { contextFor, demoLogin, type Role } from './signed-in'
import type { Site } from './site'
import { ROLES, SITE_ROUTES, type SiteRoute } from './site-routes'

/** Waits until the page has taken the HTML over, its data has come and its spinners are gone. */
async function loaded(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  // No spinner left (antd's Spin marks itself busy while it spins; a button busy with its call may stay so).
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]:not(button)').length === 0)
}

/** How many roles are visited at once: each waits mostly on the network going quiet, not on the CPU. */
const ROLES_AT_ONCE = 3

/**
 * Opens every route of the site in one language and width, one browser context per role (signed in
 * as that role's demo account, a few roles at once), and calls `check` on each loaded page. Returns
 * what `check` found, each line prefixed with the route's address, in the order of the route table.
 */
export async function visitEveryRoute(
  site: Site,
  browser: Browser,
  options: { lang: 'ZH' | 'EN'; width: number; routes?: (route: SiteRoute) => boolean },
  check: (page: Page, route: SiteRoute) => Promise<string[]>,
): Promise<string[]> {
  const visitRole = async (role: Role): Promise<string[]> => {
    const found: string[] = []
    const routes = SITE_ROUTES.filter((route) => route.role === role && (options.routes?.(route) ?? true))
    if (routes.length === 0) return found
    const context = await contextFor(browser, await demoLogin(site, role), options)
    const page = await context.newPage()
    for (const route of routes) {
      await page.goto(`${site.url}${route.url}`)
      await loaded(page)
      for (const problem of await check(page, route)) found.push(`${route.url} (${role}) ${problem}`)
    }
    await context.close()
    return found
  }
  const waiting = [...ROLES]
  const byRole = new Map<Role, string[]>()
  const worker = async () => {
    for (let role = waiting.shift(); role; role = waiting.shift()) byRole.set(role, await visitRole(role))
  }
  await Promise.all(Array.from({ length: ROLES_AT_ONCE }, worker))
  return ROLES.flatMap((role) => byRole.get(role) ?? [])
}
