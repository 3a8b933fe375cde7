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

/**
 * What axe-core still finds, each as "route (role) rule", left to the features that own the page: tables
 * whose scroll box takes no keyboard focus (scrollable-region-focusable), antd tags and empty tables in
 * colours below 4.5:1, antd tab lists with an overflow menu (aria-required-children), names that do not
 * start with the visible text (label-content-name-mismatch) and disabled inputs without a label. A new
 * page, or a new problem on one of these pages, fails the test.
 */
const KNOWN = new Set<string>([
  '/admin (committee) color-contrast',
  '/admin/calendar (committee) aria-required-children',
  '/admin/calendar (committee) color-contrast',
  '/admin/certificates (committee) color-contrast',
  '/admin/coupons (committee) color-contrast',
  '/admin/coupons (committee) scrollable-region-focusable',
  '/admin/courses (committee) color-contrast',
  '/admin/courses (committee) scrollable-region-focusable',
  '/admin/orders (committee) scrollable-region-focusable',
  '/admin/papers (committee) aria-required-children',
  '/admin/papers (committee) color-contrast',
  '/admin/papers (committee) scrollable-region-focusable',
  '/admin/products (committee) color-contrast',
  '/admin/products (committee) label-content-name-mismatch',
  '/admin/refunds (committee) color-contrast',
  '/admin/refunds (committee) scrollable-region-focusable',
  '/admin/students (committee) color-contrast',
  '/admin/teams (committee) scrollable-region-focusable',
  '/admin/volunteers (committee) color-contrast',
  '/admin/volunteers (committee) scrollable-region-focusable',
  '/chnEngLogin (visitor) link-in-text-block',
  '/judge (judge) color-contrast',
  '/schoolIndividualSignUp (school) label',
  '/stu (student) color-contrast',
  '/stu/exer/index (student) aria-required-children',
  '/stu/index (student) color-contrast',
  '/stu/lexicon/directory (student) color-contrast',
  '/stu/lexicon/directory (student) label-content-name-mismatch',
  '/stu/lexicon/font (student) color-contrast',
  '/stu/orders (student) color-contrast',
  '/stu/orders (student) scrollable-region-focusable',
  '/userInfoIndividualPapersDetailNew (school) label',
  '/userInfo_IndividualPapers (school) color-contrast',
  '/userInfo_IndividualPapers (school) scrollable-region-focusable',
  '/userInfo_individualHistory (school) color-contrast',
  '/userInfo_individualHistory (school) scrollable-region-focusable',
  '/userInfo_individualScore (school) color-contrast',
  '/userInfo_individualScore (school) scrollable-region-focusable',
  '/userInfo_orders (school) color-contrast',
  '/userInfo_orders (school) scrollable-region-focusable',
  '/userInfo_studyPlan (school) color-contrast',
  '/userInfo_studyPlan (school) scrollable-region-focusable',
  '/userInfo_studyPlanWords (school) color-contrast',
  '/userInfo_teamManagement (school) color-contrast',
])

const isKnown = (line: string) => KNOWN.has(line.slice(0, line.indexOf(':')))

// The public site's own pages have their axe test in public-site.test.ts; every other route is here.
const publicPages = new Set<string>([...PUBLIC_PAGES, '/HomeView'])

describe('accessibility of every page', () => {
  it.each([
    { lang: 'ZH', width: 1440 },
    { lang: 'EN', width: 1440 },
    // One language on a phone keeps the run short; the layout does not change with the language.
    { lang: 'ZH', width: 375 },
  ] as const)(
    'axe-core finds no serious or critical violation on any page, signed in as the role it is for ($lang, $width px)',
    async (options) => {
      const found = await visitEveryRoute(
        site,
        browser,
        { ...options, routes: (route) => !publicPages.has(route.url) },
        seriousViolations,
      )
      expect(found.filter((line) => !isKnown(line))).toEqual([])
    },
    600_000,
  )
})
