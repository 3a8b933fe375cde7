import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../server/src/test-support/test-server'
import { accessibilityViolations } from './support/axe'
import { launchBrowser } from './support/browser'
import { weakFocusRings } from './support/focus-ring'
import { navigationProblems } from './support/navigation-fit'
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

const violationsOf = (page: Page) => accessibilityViolations(page)

describe('accessibility of every page', () => {
  it.each(['ZH', 'EN'] as const)(
    'axe-core finds no serious or critical violation and no best-practice one (landmarks, headings, table headers) on any page, signed in as the role it is for (%s, 1440 px)',
    async (lang) => {
      const found = await visitEveryRoute(
        site,
        browser,
        { lang, width: 1440, routes: (route) => !publicPages.has(route.url) },
        violationsOf,
      )
      expect(found).toEqual([])
    },
    600_000,
  )

  it.each(['ZH', 'EN'] as const)(
    'At 375 px no page scrolls sideways, every navigation shows its current item and its labels whole, and axe-core finds nothing, signed in as the role it is for (%s)',
    async (lang) => {
      const found = await visitEveryRoute(site, browser, { lang, width: 375 }, async (page, route) => [
        ...(await tooWide(page)),
        ...(await navigationProblems(page)),
        ...(publicPages.has(route.url) ? [] : await violationsOf(page)),
      ])
      expect(found).toEqual([])
    },
    600_000,
  )

  // A page of each kind, with the controls it is made of: the site's own (buttons, fields, tabs, the
  // header's and footer's links, the red banners' buttons) and antd's (buttons, fields, selects, radios,
  // tables' sortable headers, pagers, menus). Every control the Tab key reaches in the first 90 presses
  // must show a ring of 2 px or more, at 3:1 or more against what surrounds it.
  const ringPages = new Set([
    '/HomeView',
    '/speFaqs',
    '/invGameType',
    '/chnEngLogin',
    '/chnEngRegist',
    '/stu/index',
    '/stu/exer/index',
    '/stu/user',
    '/userInfo_schoolData',
    '/userInfo_personalData',
    '/userInfoIndividualPapersDetailNew',
    '/judge',
    '/admin',
    '/admin/students',
    '/admin/certificates',
    '/admin/allowances',
  ])

  it('Every control the keyboard reaches shows a focus ring of 2 px or more at 3:1 against its ground (1440 px)', async () => {
    const found = await visitEveryRoute(
      site,
      browser,
      { lang: 'ZH', width: 1440, routes: (route) => ringPages.has(route.url) },
      (page) => weakFocusRings(page, 90),
    )
    expect(found).toEqual([])
  }, 600_000)
})
