import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

/**
 * Integrity signals: a student's exam page that loses the focus, is hidden or is opened in a second
 * tab shows up on the judge's control page with a count per kind, live, and the student still answers.
 */
let site: Site
let browser: Browser
const SECONDS = 30

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function contextWith(token: string, loginType: string, lang: 'zh' | 'en' = 'zh') {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: lang === 'en' ? 'en-US' : 'zh-CN',
  })
  await context.addInitScript(
    ([t, type, locale]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('Authorization', t as string)
        localStorage.setItem('LOGIN_TYPE', type as string)
        if (locale === 'en') localStorage.setItem('locale', 'EN')
        sessionStorage.setItem('seeded', '1')
      }
    },
    [token, loginType, lang],
  )
  return context
}

/** Without Playwright's focus emulation, a page really loses the focus when another one comes to the front. */
async function realFocus(context: BrowserContext, page: Page) {
  await (await context.newCDPSession(page)).send('Emulation.setFocusEmulationEnabled', { enabled: false })
}

/** Headless Chromium keeps every tab visible: the page is told it is hidden as a browser would tell it. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
    document.dispatchEvent(new Event('visibilitychange'))
  })

const option = (page: Page, value: string) =>
  page
    .getByRole('button', { name: new RegExp(`选项 [A-D]：${value}$`) })
    .or(page.getByRole('checkbox', { name: new RegExp(`选项 [A-D]：${value}$`) }))
    .or(page.getByRole('radio', { name: new RegExp(`选项 [A-D]：${value}$`) }))

/** A student's row of the integrity table, and its count under a column heading. */
async function countIn(table: Locator, name: string, column: string) {
  const headers = await table.getByRole('columnheader').allTextContents()
  const row = table.getByRole('row').filter({ hasText: name })
  return Number(await row.getByRole('cell').nth(headers.indexOf(column)).textContent())
}

describe('integrity signals', () => {
  it('A student who leaves the exam page and opens it in a second tab shows on the judge’s list, and still answers', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    const alice = await buildSignedInUser(site.db, 'student')
    const bob = await buildSignedInUser(site.db, 'student')
    const { exam } = await buildExam(site.db, {
      seconds: SECONDS,
      real: 1,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id, bob.user.id],
    })

    const control = await (await contextWith(judge.token, '3')).newPage()
    await control.goto(`${site.url}/judge`)
    await control.getByRole('link', { name: `进入控制页面：${exam.name}` }).click()
    const panel = control.getByRole('region', { name: '诚信信号', exact: true })
    await panel.getByText('暂无诚信信号').waitFor()

    const aliceContext = await contextWith(alice.token, '1')
    const bobContext = await contextWith(bob.token, '1')
    const alicePage = await aliceContext.newPage()
    const bobPage = await bobContext.newPage()
    for (const page of [alicePage, bobPage]) {
      await page.goto(`${site.url}/stu/examSemi/be`)
      await page.getByRole('button', { name: /确认无误/ }).click()
      await page.getByText('请等待评委老师的指令').first().waitFor()
    }
    // Nothing counts before the exam starts: a student waiting in the lobby may look elsewhere.
    await hide(bobPage)

    await control.locator('[data-count="confirmed"]', { hasText: '2' }).waitFor({ timeout: 10_000 })
    await control.getByRole('button', { name: /开始考试/ }).click()
    for (const page of [alicePage, bobPage]) {
      await page
        .getByText('示例')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(async (error) => {
          await snap(page, 'integrity-failed-example')
          await snap(control, 'integrity-failed-control')
          throw error
        })
    }

    // Alice opens the exam in a second tab and brings it to the front: her first page loses the focus.
    await realFocus(aliceContext, alicePage)
    const secondTab = await aliceContext.newPage()
    await realFocus(aliceContext, secondTab)
    await secondTab.goto(alicePage.url())
    await secondTab.getByText('示例').first().waitFor({ timeout: 10_000 })
    await secondTab.bringToFront()
    await expect.poll(() => alicePage.evaluate(() => document.hasFocus())).toBe(false)
    // She comes back to the first page, and hides it once.
    await alicePage.bringToFront()
    await hide(alicePage)
    // Bob's page is hidden once, during the exam.
    await hide(bobPage)

    const table = panel.getByRole('table')
    const aliceRow = table.getByRole('row').filter({ hasText: alice.user.userName })
    await aliceRow.waitFor({ timeout: 10_000 })
    await expect.poll(() => countIn(table, alice.user.userName, '第二设备'), { timeout: 25_000 }).toBe(1)
    await expect.poll(() => countIn(table, alice.user.userName, '页面隐藏'), { timeout: 25_000 }).toBe(1)
    expect(await countIn(table, alice.user.userName, '失去焦点')).toBeGreaterThanOrEqual(1)
    await expect.poll(() => countIn(table, bob.user.userName, '页面隐藏'), { timeout: 25_000 }).toBe(1)
    expect(await countIn(table, bob.user.userName, '合计')).toBe(1)
    // Most signals first.
    const names = await table.getByRole('row').allTextContents()
    expect(names.findIndex((r) => r.includes(alice.user.userName))).toBeLessThan(
      names.findIndex((r) => r.includes(bob.user.userName)),
    )
    await panel.getByText('2 名学生').waitFor()
    await panel.scrollIntoViewIfNeeded()
    await snap(control, 'integrity-1-judge-list')

    // Filtered by kind: only the students with a second device.
    // By the keyboard: antd draws the radio buttons over inputs it hides.
    await panel.getByRole('radio', { name: '第二设备' }).focus()
    await control.keyboard.press('Space')
    expect(await panel.getByRole('radio', { name: '第二设备' }).isChecked()).toBe(true)
    await panel.getByText('1 名学生').waitFor()
    expect(await table.getByRole('row').filter({ hasText: bob.user.userName }).count()).toBe(0)
    await aliceRow.waitFor()
    await snap(control, 'integrity-2-judge-filtered')

    // Answering is untouched: back on her first page, Alice answers question 1 and it is saved.
    await secondTab.close()
    await alicePage.bringToFront()
    await alicePage
      .getByText('本题已作答完成，请等待。')
      .first()
      .waitFor({ timeout: (SECONDS + 5) * 1000 })
    await control.getByRole('button', { name: /下一题/ }).click()
    await alicePage.getByText('第 1 题').first().waitFor({ timeout: 10_000 })
    await option(alicePage, '水').click()
    await alicePage.getByText('已保存').first().waitFor()
    await snap(alicePage, 'integrity-3-student-answered')
  }, 180_000)

  it('The judge reads the integrity list in English', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    const student = await buildSignedInUser(site.db, 'student')
    const { exam } = await buildExam(site.db, { judgeIds: [judge.user.id], studentIds: [student.user.id] })
    const report = await fetch(`${site.url}/api/formMatch/reportIntegrity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: student.token },
      body: JSON.stringify({
        quizId: exam.id,
        events: [
          { kind: 'blur', at: Date.now() },
          { kind: 'clockJump', at: Date.now(), detail: '120 ms → 6400 ms' },
        ],
      }),
    })
    expect((await report.json()).data).toEqual({ stored: 2 })

    const control = await (await contextWith(judge.token, '3', 'en')).newPage()
    await control.goto(`${site.url}/judge`)
    await control.getByRole('link', { name: `Open control page: ${exam.name}` }).click()
    const panel = control.getByRole('region', { name: 'Integrity signals', exact: true })
    const table = panel.getByRole('table')
    await table.getByRole('row').filter({ hasText: student.user.userName }).waitFor({ timeout: 10_000 })
    expect(await countIn(table, student.user.userName, 'Clock jump')).toBe(1)
    expect(await countIn(table, student.user.userName, 'Total')).toBe(2)
    await panel.getByText('1 student', { exact: true }).waitFor()
    await panel.scrollIntoViewIfNeeded()
    await snap(control, 'integrity-4-judge-list-en')
  })
})
