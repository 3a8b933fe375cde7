import fs from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'

/** Debian's Chromium, never a downloaded one; the flags keep it off the (closed) network. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** `args` adds Chromium flags, e.g. a fake microphone for recording tests. */
export async function launchBrowser(options: { args?: string[] } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      ...(options.args ?? []),
    ],
  })
  // Every page sees prefers-reduced-motion: reduce, so antd's dialogs and menus appear at once and a
  // test never races an animation (the site honours that wish for every reader).
  const newContext = browser.newContext.bind(browser)
  const newPage = browser.newPage.bind(browser)
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options })
  browser.newPage = (options) => newPage({ reducedMotion: 'reduce', ...options })
  return browser
}

/** Screenshots of every step, for people to look at (git-ignored). */
export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts')

export async function snap(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false })
}

/**
 * Opens a page and waits until the app has taken it over (html[data-app-ready]). A page the build drew
 * (the public pages, the login page) shows before its scripts run, and a button pressed before then
 * does nothing, as for a person on a slow phone who presses again.
 */
export async function openReady(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
}
