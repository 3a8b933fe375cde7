import type { Browser } from 'playwright-core'
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

// The public site's own pages have their axe test in public-site.test.ts; every other route is here.
const publicPages = new Set<string>([...PUBLIC_PAGES, '/HomeView'])

describe('accessibility of every page', () => {
  it.each([
    { lang: 'ZH', width: 1440 },
    { lang: 'EN', width: 1440 },
    { lang: 'ZH', width: 375 },
    { lang: 'EN', width: 375 },
  ] as const)(
    'axe-core finds no serious or critical violation on any page, signed in as the role it is for ($lang, $width px)',
    async (options) => {
      const found = await visitEveryRoute(
        site,
        browser,
        { ...options, routes: (route) => !publicPages.has(route.url) },
        seriousViolations,
      )
      expect(found).toEqual([])
    },
    600_000,
  )
})
