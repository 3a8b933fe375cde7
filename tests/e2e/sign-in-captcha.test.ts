import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginLimits } from '../../server/src/modules/accounts/login-limits'
import { call } from '../../server/src/test-support/test-server'
import { launchBrowser, openReady, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent } from './support/students'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  await buildReadyStudent(site, '13598760001', 'Spell2026')
  // A guesser on the browser's own address uses up the network's failures.
  for (let i = 0; i < loginLimits.failures.limit; i++)
    await call(site, 'POST', '/loginWeb', { email: `guess${i}@family.cn`, password: 'guess-2026' })
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The answer of the captcha the page is about to show, read where only the server keeps it. */
async function nextCaptchaAnswer(page: Page, show: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().includes('/api/common/captcha'))
  await show()
  const body = (await (await response).json()) as { data: { captchaId: string } }
  const answer = await site.services.store.get(`captcha:${body.data.captchaId}`)
  if (!answer) throw new Error('the captcha the page shows is unknown to the server')
  return answer
}

const loginTexts = {
  zh: { school: '会员学校登录', student: '选手登录', toStudent: '我是选手，去选手登录' },
  en: {
    school: 'Member school login',
    student: 'Speller login',
    toStudent: 'I am a speller: speller login',
  },
}

/**
 * The login page in its student mode, once it has drawn either form in the reader's language (English
 * is chosen on the page itself, as a visitor does).
 */
async function studentForm(page: Page, language: 'zh' | 'en') {
  const texts = loginTexts[language]
  await openReady(page, `${site.url}/chnEngLogin`)
  if (language === 'en') await page.getByRole('button', { name: 'English' }).click()
  const heading = (name: string) => page.getByRole('heading', { name, exact: true })
  await heading(texts.school).or(heading(texts.student)).waitFor()
  const link = page.getByRole('link', { name: texts.toStudent })
  if (await link.isVisible()) await link.click()
  await heading(texts.student).waitFor()
}

describe('signing in on a network with many failed sign-ins', () => {
  it('A student is asked for the captcha, told why, and gets in by typing it', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    ).newPage()
    await studentForm(page, 'zh')
    expect(await page.locator('#student-login-phone-captcha').count()).toBe(0)
    await page.locator('#student-login-phone').fill('13598760001')
    await page.locator('#student-login-phone-password').fill('Spell2026')
    const submit = page.locator('form').getByRole('button', { name: /登\s*录/ })
    const answer = await nextCaptchaAnswer(page, () => submit.click())
    await page.getByText('本网络近期登录失败较多。请输入右侧图片中的 4 个字符，再点登录').waitFor()
    await page.getByRole('img', { name: '验证码图片' }).waitFor()
    await page.getByLabel('验证码', { exact: true }).fill(answer)
    await snap(page, 'sign-in-captcha-zh')
    await submit.click()
    await page.waitForURL('**/stu/index')
    await page.context().close()
  })

  it('The captcha and its note read in English', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await studentForm(page, 'en')
    await page.locator('#student-login-phone').fill('13598760001')
    await page.locator('#student-login-phone-password').fill('Spell2062')
    await page
      .locator('form')
      .getByRole('button', { name: /log\s*in/i })
      .click()
    await page.getByText('Many sign-ins from this network have failed lately.').waitFor()
    await page.getByRole('img', { name: 'Verification code picture' }).waitFor()
    await snap(page, 'sign-in-captcha-en')
    await page.context().close()
  })
})
