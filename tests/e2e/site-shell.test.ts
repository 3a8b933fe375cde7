import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

let site: Site
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' })
  page = await context.newPage()
})

/** Opens a page once the app has taken it over (the home page is pre-rendered: its buttons answer then). */
async function open(url: string) {
  await page.goto(url)
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
}

describe('the site shell', () => {
  it('A visitor opens the home page in Chinese and switches it to English', async () => {
    await open(site.url)
    const nav = page.getByRole('navigation', { name: '主导航' })
    await nav.getByRole('button', { name: '关于我们' }).waitFor()
    expect(await page.title()).toContain('中英双语汉字拼写大赛')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
    await snap(page, '01-home-zh')

    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.title()).toContain('Spelling Competition')
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('EN')
    await snap(page, '02-home-en')

    await page.reload()
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: '中文' }).click()
    await nav.getByRole('button', { name: '关于我们' }).waitFor()
  })

  it('At 1440 px no header item wraps onto a second line, in Chinese or in English', async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const [locale, navName] of [
      ['ZH', '主导航'],
      ['EN', 'Main'],
    ] as const) {
      await page.goto(site.url)
      await page.evaluate((l) => localStorage.setItem('locale', l), locale)
      await open(site.url)
      const tabs = page.getByRole('navigation', { name: navName }).getByRole('button')
      await tabs.first().waitFor()
      const heights = await tabs.evaluateAll((buttons) =>
        buttons.map((b) => {
          const label = b.querySelector('span:not([aria-hidden])') ?? b
          const lineHeight = Number.parseFloat(getComputedStyle(b).lineHeight)
          return { text: b.textContent, lines: Math.round(label.getBoundingClientRect().height / lineHeight) }
        }),
      )
      expect(heights.length).toBe(6)
      for (const item of heights) expect(item, `${locale}: ${item.text}`).toMatchObject({ lines: 1 })
      await snap(page, `03-header-1440-${locale.toLowerCase()}`)
    }
  })

  it('Hovering a tab opens its panel with a picture, a description and the child links', async () => {
    await open(site.url)
    const tab = page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '关于我们' })
    await tab.hover()
    expect(await tab.getAttribute('aria-expanded')).toBe('true')
    const background = page.getByRole('banner').getByRole('link', { name: '大赛背景' })
    await background.waitFor()
    expect(await page.locator('img[src="/images/header/about.svg"]').isVisible()).toBe(true)
    await snap(page, '03-tab-hover')
    await background.click()
    await page.waitForURL('**/aboutBackground')
  })

  it('Below 1150 px the tabs collapse into a menu with drill-down and back items', async () => {
    await page.setViewportSize({ width: 900, height: 800 })
    await open(site.url)
    expect(await page.getByRole('button', { name: '关于我们' }).count()).toBe(0)
    await page.getByRole('button', { name: '菜单' }).click()
    await page.getByRole('menuitem', { name: '赛事' }).filter({ visible: true }).click()
    await page.getByRole('menuitem', { name: '返回' }).waitFor()
    await snap(page, '04-compact-menu')
    await page.getByRole('menuitem', { name: /团体赛/ }).click()
    await page.waitForURL('**/teamGameType')
  })

  it('An unknown path shows the 404 page, whose button leads home', async () => {
    await open(`${site.url}/no/such/page`)
    await page.getByText('页面不存在').first().waitFor()
    await snap(page, '05-not-found')
    await page.getByRole('button', { name: /返回首页/ }).click()
    await page.waitForURL(`${site.url}/`)
  })
})
