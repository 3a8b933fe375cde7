import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../server/src/db/schema'
import { forgetRecentSessionsOf } from '../../server/src/http/request-context'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const PASSWORD = 'Share@2025'

/** Two students of one class, taking turns at the school's computer. */
async function twoStudents() {
  const lin = await buildReadyStudent(site, '13600001001', PASSWORD)
  const wang = await buildReadyStudent(site, '13600001002', PASSWORD)
  await site.db.update(users).set({ userName: '林小雨' }).where(eq(users.id, lin.id))
  await site.db.update(users).set({ userName: '王大山' }).where(eq(users.id, wang.id))
  return { lin, wang }
}

/**
 * From now on, remembers whether `text` is ever on the page (every change of the page is looked at,
 * so a name shown for a moment and then replaced is caught too).
 */
async function watchFor(page: Page, text: string) {
  await page.evaluate((watched) => {
    const w = window as unknown as { seenWatched: boolean; watchStop?: () => void }
    w.watchStop?.()
    w.seenWatched = (document.body.textContent ?? '').includes(watched)
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes(watched)) w.seenWatched = true
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    w.watchStop = () => observer.disconnect()
  }, text)
}
const sawWatched = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenWatched: boolean }).seenWatched)

/** Signs in on the login page already shown, without reloading it (the tab's memory stays). */
async function signInHere(page: Page, phone: string) {
  await page.getByRole('heading', { name: /^(会员学校登录|选手登录)$/ }).waitFor()
  const toStudent = page.getByRole('link', { name: '我是选手，去选手登录' })
  if (await toStudent.isVisible()) await toStudent.click()
  await page.getByRole('heading', { name: '选手登录' }).waitFor()
  await page.locator('#student-login-phone').fill(phone)
  await page.locator('#student-login-phone-password').fill(PASSWORD)
  await page
    .locator('form')
    .getByRole('button', { name: /登\s*录/ })
    .click()
  await page.waitForURL('**/stu/index')
}

describe('a shared school computer', () => {
  it('Students taking turns in one tab never see the one before them, after a logout or an expired login', async () => {
    const { wang } = await twoStudents()
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    ).newPage()

    // 林小雨 signs in and opens her pages.
    await studentLogsIn(site, page, '13600001001', PASSWORD)
    await page.getByRole('heading', { name: '你好，林小雨！' }).waitFor()
    await page
      .getByRole('link', { name: /我的订单/ })
      .first()
      .click()
    await page.waitForURL('**/stu/orders')
    await page.getByRole('heading', { name: '我的订单', level: 1 }).waitFor()

    // She logs out; the page stays open, and 王大山 signs in on it.
    await page.getByRole('button', { name: '我的账户' }).click()
    await page.getByRole('menuitem', { name: /退出登录/ }).click()
    await page.getByRole('link', { name: '登录' }).waitFor()
    await watchFor(page, '林小雨')
    await page.getByRole('link', { name: '登录' }).click()
    await signInHere(page, '13600001002')
    await page.getByRole('heading', { name: '你好，王大山！' }).waitFor()
    await page
      .getByRole('link', { name: /我的订单/ })
      .first()
      .click()
    await page.getByRole('heading', { name: '我的订单', level: 1 }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: '你好，王大山！' }).waitFor()
    expect(await sawWatched(page)).toBe(false)
    await snap(page, 'shared-computer-after-logout')

    // 王大山 walks away; his session ends on the server (a password reset elsewhere, an expiry).
    await page.goto(`${site.url}/stu/index`)
    await page.getByRole('heading', { name: '你好，王大山！' }).waitFor()
    await site.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, wang.id))
    forgetRecentSessionsOf(wang.id)
    await page
      .getByRole('link', { name: /我的订单/ })
      .first()
      .click()
    // The 401 sends the tab to the login page; 林小雨 signs in there without a reload.
    await page.waitForURL('**/chnEngLogin**')
    await watchFor(page, '王大山')
    await signInHere(page, '13600001001')
    await page.getByRole('heading', { name: '你好，林小雨！' }).waitFor()
    await page
      .getByRole('link', { name: /我的订单/ })
      .first()
      .click()
    await page.waitForURL('**/stu/orders')
    await page.getByRole('heading', { name: '我的订单', level: 1 }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: '你好，林小雨！' }).waitFor()
    expect(await sawWatched(page)).toBe(false)
    await snap(page, 'shared-computer-after-expiry')
    await page.context().close()
  })
})
