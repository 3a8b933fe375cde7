import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/src/modules/auth/passwords'
import { buildExam, buildUser } from '../../server/src/test-support/factories'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser
let context: BrowserContext
let page: Page
const shots = process.env.SHOTS_DIR ?? '/tmp/lexicon-shots'

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('the student home', () => {
  it('A student who has paid sees "已支付" and the open semi-final entry', async () => {
    const student = await buildReadyStudent(site, '13577770001', 'Spell2026')
    await buildExam(site.db, { studentIds: [student.id] })
    await studentLogsIn(site, page, '13577770001', 'Spell2026')
    await page.getByRole('heading', { name: '你好，林小雨！' }).waitFor()
    await expect.poll(() => page.getByTestId('enrolment-status').textContent()).toBe('已支付')
    await page.getByText('复选赛进行中').waitFor()
    await snap(page, 'student-home-zh')
    await page.getByRole('button', { name: '进入复选赛' }).first().click()
    await page.waitForURL('**/stu/examSemi/be**')
  })

  it('The profile page shows the information and opens the edit form', async () => {
    await page.goto(`${site.url}/stu/user`)
    await page.getByRole('heading', { name: '个人资料', level: 1 }).waitFor()
    await page.getByText('上海市徐汇区第一中心小学').waitFor()
    await page.getByText('三年级').waitFor()
    await snap(page, 'student-profile-zh')
    await page.getByRole('button', { name: /修改资料/ }).click()
    await page.waitForURL('**/stu/user?edit=1')
    await page.locator('form').waitFor()
    await page.getByRole('button', { name: /取消修改/ }).click()
    await page.waitForURL((url) => url.pathname === '/stu/user' && !url.search)
  })

  it('A new student sees "未报名" with "complete your information" first, in both languages and on a phone', async () => {
    await page.evaluate(() => localStorage.clear())
    await buildUser(site.db, 'student', {
      phone: '13577770002',
      passwordHash: await hashPassword('Spell2026'),
    })
    await studentLogsIn(site, page, '13577770002', 'Spell2026')
    await expect.poll(() => page.getByTestId('enrolment-status').textContent()).toBe('未报名')
    await page.getByRole('button', { name: '去完善' }).waitFor()
    await snap(page, 'student-home-new-zh')
    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.reload()
    await page.getByRole('button', { name: 'Complete now' }).waitFor()
    await snap(page, 'student-home-new-en')

    const phone = await context.newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    for (const lang of ['ZH', 'EN']) {
      await phone.goto(`${site.url}/stu/index`)
      await phone.evaluate((l) => localStorage.setItem('locale', l), lang)
      for (const [name, path] of [
        ['home', '/stu/index'],
        ['profile', '/stu/user'],
      ] as const) {
        await phone.goto(`${site.url}${path}`)
        await phone.locator('main h1').first().waitFor()
        await phone.waitForLoadState('networkidle')
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${name} in ${lang} is wider than the phone`).toBeLessThanOrEqual(0)
        await phone.screenshot({ path: `${shots}/student-${name}-${lang}-390.png`, fullPage: true })
      }
    }
    await phone.close()
  })
})
