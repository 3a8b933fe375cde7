import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../server/src/test-support/test-server'
import { seriousViolations } from './support/axe'
import { launchBrowser } from './support/browser'
import { PUBLIC_PAGES } from './support/public-pages'
import { visitEveryRoute } from './support/route-visits'
import type { Site } from './support/site'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer({ SEED_DEMO: '1' }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

// The public site's own pages have their axe test in public-site.test.ts; every other route is checked
// here. At 375 px every route, public ones included, is also measured for sideways scrolling, in the
// same visit.
const publicPages = new Set<string>([...PUBLIC_PAGES, '/HomeView'])

async function tooWide(page: Page): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  return width > 375 ? [`is ${width} px wide`] : []
}

describe('accessibility of every page', () => {
  it.each(['ZH', 'EN'] as const)(
    'axe-core finds no serious or critical violation on any page, signed in as the role it is for (%s, 1440 px)',
    async (lang) => {
      const found = await visitEveryRoute(
        site,
        browser,
        { lang, width: 1440, routes: (route) => !publicPages.has(route.url) },
        seriousViolations,
      )
      expect(found).toEqual([])
    },
    600_000,
  )

  it.each(['ZH', 'EN'] as const)(
    'At 375 px no page scrolls sideways and axe-core finds no serious or critical violation, signed in as the role it is for (%s)',
    async (lang) => {
      const found = await visitEveryRoute(site, browser, { lang, width: 375 }, async (page, route) => [
        ...(await tooWide(page)),
        ...(publicPages.has(route.url) ? [] : await seriousViolations(page)),
      ])
      expect(found).toEqual([])
    },
    600_000,
  )
})
