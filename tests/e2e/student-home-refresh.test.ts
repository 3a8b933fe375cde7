import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/src/modules/auth/passwords'
import { buildUser } from '../../server/src/test-support/factories'
import {
  consentWithGuardian,
  outboxCodes,
  pickCascader,
  pickOption,
  profileCodeButton,
  sendCodeAndRead,
} from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { studentLogsIn } from './support/students'

let site: Site
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const status = () => page.getByTestId('enrolment-status').textContent()

describe('the student home after the basic information is saved', () => {
  it('Saving the basic information greets the student by name and ticks step 1 without a reload', async () => {
    const phone = '13577771001'
    await buildUser(site.db, 'student', {
      phone,
      email: `${phone}@family.cn`,
      userName: '',
      passwordHash: await hashPassword('Spell2026'),
    })
    await studentLogsIn(site, page, phone, 'Spell2026')
    await page.getByRole('heading', { name: '你好！' }).waitFor()
    // The enrolment status reads in words only, never as its code.
    await expect.poll(status).toBe('未报名')

    // A reload would refetch everything; the student moves through the site by its links only.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('button', { name: '去完善' }).click()
    await page.waitForURL('**/cebsbUserInfo?**')
    await page.locator('#profile-name').fill('林小雨')
    await pickOption(page, page.locator('#profile-card-type'), '身份证')
    await page.locator('#profile-id-card').fill('110105201506150019')
    await expect.poll(() => page.locator('#profile-age').inputValue()).toMatch(/^1\d$/)
    await page.locator('#profile-phone').fill(phone)
    await pickCascader(page, page.locator('#profile-area'), ['上海市', '市辖区', '徐汇区'])
    await page.locator('#profile-school').fill('上海市徐汇区第一中心小学')
    await pickOption(page, page.locator('#profile-grade'), '五年级')
    await consentWithGuardian(page, outboxCodes(site, page))
    const code = await sendCodeAndRead(site, page, profileCodeButton(page), phone)
    await page.locator('#profile-code').fill(code)
    await page.getByRole('button', { name: /保\s*存/ }).click()
    // Saved, or refused with a field's message, which the failure then names (on a loaded host the
    // save, with its code check, can take longer than the default wait).
    const refusal = page.locator('form').getByRole('alert').filter({ hasNotText: /^$/ }).first()
    await page.getByText('保存成功！').first().or(refusal).waitFor({ timeout: 60_000 })
    expect(await refusal.isVisible().then((shown) => (shown ? refusal.textContent() : ''))).toBe('')
    await page.waitForURL('**/stu/index', { timeout: 60_000 })

    await page.getByRole('heading', { name: '你好，林小雨！' }).waitFor()
    await page.getByText('信息已完善').waitFor()
    expect(await page.getByRole('button', { name: '去完善' }).count()).toBe(0)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('SYS_USER') ?? '{}').userName)).toBe(
      '林小雨',
    )
    await snap(page, 'student-home-after-save')

    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.reload()
    await page.getByRole('heading', { name: 'Hello, 林小雨!' }).waitFor()
    await expect.poll(status).toBe('Not enrolled')
    await page.evaluate(() => localStorage.setItem('locale', 'ZH'))
  })
})
