import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../server/src/test-support/test-server'
import { launchBrowser } from './support/browser'
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

describe('the site on a phone', () => {
  it.each(['ZH', 'EN'] as const)(
    'No page of the site scrolls sideways at 375 px, signed in as the role it is for (%s)',
    async (lang) => {
      const tooWide = await visitEveryRoute(site, browser, { lang, width: 375 }, async (page) => {
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        return width > 375 ? [`is ${width} px wide`] : []
      })
      expect(tooWide).toEqual([])
    },
    600_000,
  )
})
