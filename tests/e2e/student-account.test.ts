import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  consentWithGuardian,
  outboxCodes,
  pickCascader,
  pickOption,
  profileCodeButton,
  sendCodeAndRead,
} from './support/accounts'
import { launchBrowser, openReady, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent } from './support/students'

let site: Site
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  ).newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const email = 'lin.xiaoyu@family.cn'
const phone = '13598765432'
const submit = (name: RegExp) => page.locator('form').getByRole('button', { name })

/** The login page in its student mode (it opens in it when coming back from a password reset). */
async function studentLogin() {
  await page.getByRole('heading', { name: /^(会员学校登录|选手登录)$/ }).waitFor()
  const toStudent = page.getByRole('link', { name: '我是选手，去选手登录' })
  if (await toStudent.isVisible()) await toStudent.click()
  await page.getByRole('heading', { name: '选手登录' }).waitFor()
}

async function logInByEmail(password: string, { reload = true } = {}) {
  if (reload) await openReady(page, `${site.url}/chnEngLogin`)
  await studentLogin()
  await page.getByRole('tab', { name: '邮箱登录' }).click()
  await page.locator('#student-login-email').fill(email)
  await page.locator('#student-login-email-password').fill(password)
  await submit(/登\s*录/).click()
  await page.waitForURL('**/stu/index')
}

async function logOut() {
  await page.evaluate(() => localStorage.clear())
}

describe('student accounts', () => {
  it('A student registers by e-mail and logs in by e-mail', async () => {
    await openReady(page, `${site.url}/chnEngLogin`)
    await page.getByRole('link', { name: '我是选手，去选手登录' }).click()
    await page
      .getByRole('button', { name: '注册选手账号' })
      .or(page.getByRole('link', { name: '注册选手账号' }))
      .click()
    await page.locator('#register-email').fill(email)
    const code = await sendCodeAndRead(site, page, page.getByRole('button', { name: '获取验证码' }), email)
    await page.locator('#register-code').fill(code)
    await page.locator('#register-password').fill('Spell2026')
    await page.locator('#register-confirm-password').fill('Spell2027')
    await submit(/注\s*册/).click()
    await page.getByText('两次输入密码不一致!').first().waitFor()
    await page.locator('#register-confirm-password').fill('Spell2026')
    await snap(page, '30-student-register')
    await submit(/注\s*册/).click()
    await page.getByText('注册成功').first().waitFor()
    expect(await page.locator('#student-login-email').inputValue()).toBe(email)
    await logInByEmail('Spell2026')
    expect(await page.evaluate(() => localStorage.getItem('LOGIN_TYPE'))).toBe('1')
  })

  it("A student who registers on the registration QR's page lands on the student login with the e-mail filled in", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })
    const phonePage = await context.newPage()
    const qrEmail = 'qr.student@family.cn'
    await openReady(phonePage, `${site.url}/stuReg`)
    await phonePage.locator('#register-email').fill(qrEmail)
    const code = await sendCodeAndRead(
      site,
      phonePage,
      phonePage.getByRole('button', { name: '获取验证码' }),
      qrEmail,
    )
    await phonePage.locator('#register-code').fill(code)
    await phonePage.locator('#register-password').fill('Spell2026')
    await phonePage.locator('#register-confirm-password').fill('Spell2026')
    await phonePage
      .locator('form')
      .getByRole('button', { name: /注\s*册/ })
      .click()
    await phonePage.waitForURL('**/chnEngLogin?type=student')
    await phonePage.getByRole('heading', { name: '选手登录' }).waitFor()
    await expect.poll(() => phonePage.locator('#student-login-email').inputValue()).toBe(qrEmail)
    // The address was for this one arrival: the next visit opens the form empty.
    await openReady(phonePage, `${site.url}/chnEngLogin?type=student`)
    await phonePage.getByRole('heading', { name: '选手登录' }).waitFor()
    expect(await phonePage.getByRole('tab', { name: '邮箱登录' }).getAttribute('aria-selected')).toBe('false')
    await context.close()
  })

  it('The student completes basic information, with the ID card filling in gender, birth date and age', async () => {
    await page.goto(`${site.url}/cebsbUserInfo?pushUrl=/stu/index`)
    await page.locator('#profile-name').fill('林小雨')
    await pickOption(page, page.locator('#profile-card-type'), '身份证')
    await page.locator('#profile-id-card').fill('110105201506150019')
    await expect.poll(() => page.locator('#profile-age').inputValue()).toMatch(/^1\d$/)
    expect(await page.locator('#profile-birth').inputValue()).toBe('2015-06-15')
    expect(await page.getByRole('radio', { name: '男' }).isChecked()).toBe(true)
    await page.locator('#profile-phone').fill(phone)
    await pickCascader(page, page.locator('#profile-area'), ['上海市', '市辖区', '徐汇区'])
    await page.locator('#profile-school').fill('上海市徐汇区第一中心小学')
    await pickOption(page, page.locator('#profile-grade'), '五年级')
    await consentWithGuardian(page, outboxCodes(site, page))
    const code = await sendCodeAndRead(site, page, profileCodeButton(page), phone)
    await page.locator('#profile-code').fill(code)
    await snap(page, '31-basic-information')
    await page.getByRole('button', { name: /保\s*存/ }).click()
    await page.getByText('保存成功！').first().waitFor()
    await page.waitForURL('**/stu/index')
    const check = await page.evaluate(async () => {
      const token = localStorage.getItem('Authorization') ?? ''
      return (await fetch('/api/user/checkBasicsUserInfo', { headers: { authorization: token } })).json()
    })
    expect(check.code).toBe(200)
  })

  it('The student logs in by phone', async () => {
    await logOut()
    await openReady(page, `${site.url}/chnEngLogin`)
    await studentLogin()
    await page.getByRole('tab', { name: '手机号登录' }).click()
    await page.locator('#student-login-phone').fill(phone)
    await page.locator('#student-login-phone-password').fill('Spell2026')
    await snap(page, '32-student-login-phone')
    // In a sign-in rush the server checks passwords in turn: a login answered after 12 s (past the
    // usual 10 s limit of a call) still logs in, and meanwhile the form says that it waits its turn.
    // The page's clock is moved past those 12 s while the answer is held back.
    await page.clock.install()
    const held = '**/api/common/loginWebByPhone'
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route(held, async (route) => {
      await answered
      await route.continue()
    })
    await submit(/登\s*录/).click()
    await page.clock.fastForward(12_000)
    await page.getByRole('status').filter({ hasText: '正在排队核对密码' }).waitFor()
    await snap(page, '32-student-login-waiting')
    answer()
    await page.waitForURL('**/stu/index')
    await page.unroute(held)
  })

  it('The student resets the password in four steps and logs in with the new one', async () => {
    await logOut()
    await page.goto(`${site.url}/resetPwd`)
    await page.locator('#reset-email').fill(email)
    const code = await sendCodeAndRead(site, page, page.getByRole('button', { name: '获取验证码' }), email)
    await page.locator('#reset-code').fill(code)
    await page.getByRole('button', { name: /下一步/ }).click()
    await page.locator('#reset-password').fill('NewSpell2026')
    await page.locator('#reset-confirm-password').fill('NewSpell2026')
    await snap(page, '33-reset-password')
    await page.getByRole('button', { name: /确\s*认\s*修\s*改/ }).click()
    await page.getByText('密码修改成功').first().waitFor()
    await snap(page, '34-reset-done')
    await page.waitForURL('**/chnEngLogin**', { timeout: 10_000 })
    await logInByEmail('NewSpell2026', { reload: false })
  })
})

describe('the login page opens the form the user came for', () => {
  it('A link for students, a student page or the last choice opens the student form; else the school form', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    const visitor = await context.newPage()
    const heading = () => visitor.getByRole('heading', { name: /^(会员学校登录|选手登录)$/ }).textContent()
    const open = async (path: string) => {
      await openReady(visitor, `${site.url}${path}`)
      await visitor.getByRole('heading', { name: /^(会员学校登录|选手登录)$/ }).waitFor()
    }

    await open('/chnEngLogin')
    expect(await heading()).toBe('会员学校登录')
    await open('/chnEngLogin?type=student')
    expect(await heading()).toBe('选手登录')
    await open('/stu/index')
    expect(await heading()).toBe('选手登录')
    // The switch keeps where the user was going.
    const toSchool = visitor.getByRole('link', { name: '我是学校老师，去会员学校登录' })
    expect(await toSchool.getAttribute('href')).toBe('/chnEngLogin?pushUrl=%2Fstu%2Findex&type=school')
    await open('/chnEngLogin?type=school')
    expect(await heading()).toBe('会员学校登录')

    // The form chosen last opens on the next visit, until the other one is chosen.
    await visitor.getByRole('link', { name: '我是选手，去选手登录' }).click()
    await open('/chnEngLogin')
    expect(await heading()).toBe('选手登录')
    await visitor.getByRole('link', { name: '我是学校老师，去会员学校登录' }).click()
    await open('/chnEngLogin')
    expect(await heading()).toBe('会员学校登录')
    await context.close()
  })

  it('comes drawn by the server in that form, before any script, and its switch works without one', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
      javaScriptEnabled: false,
    })
    const visitor = await context.newPage()
    const heading = visitor.getByRole('heading', { name: /^(会员学校登录|选手登录)$/ })
    const open = async (path: string) => {
      await visitor.goto(`${site.url}${path}`)
      return heading.textContent()
    }

    expect(await open('/chnEngLogin')).toBe('会员学校登录')
    expect(await open(`/chnEngLogin?pushUrl=${encodeURIComponent('/stu/examSemi/be')}`)).toBe('选手登录')
    // The submit button waits for the scripts (the browser would send the form itself).
    expect(await visitor.locator('form button[type=submit]').isDisabled()).toBe(true)
    await visitor.getByRole('link', { name: '我是学校老师，去会员学校登录' }).click()
    await heading.filter({ hasText: '会员学校登录' }).waitFor()
    expect(new URL(visitor.url()).searchParams.get('type')).toBe('school')

    // The form chosen last on the device (a cookie the page sets) is the one the server draws.
    await context.addCookies([{ name: 'loginForm', value: 'student', url: site.url }])
    expect(await open('/chnEngLogin')).toBe('选手登录')
    expect(await open('/chnEngLogin?type=school')).toBe('会员学校登录')
    await context.close()
  })

  it('keeps what a student typed before the scripts arrived, and signs them in with it', async () => {
    await buildReadyStudent(site, '13512340001', 'Early2024')
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })
    const student = await context.newPage()
    // A slow network: the app's scripts come only once the student has typed.
    let arrive = () => {}
    const typed = new Promise<void>((resolve) => {
      arrive = resolve
    })
    await student.route('**/assets/*.js', async (route) => {
      await typed
      await route.continue()
    })
    await student.goto(`${site.url}/chnEngLogin?type=student`)
    await student.locator('#student-login-phone').fill('13512340001')
    await student.locator('#student-login-phone-password').fill('Early2024')
    expect(await student.locator('html[data-app-ready]').count()).toBe(0)
    arrive()
    await student.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    expect(await student.locator('#student-login-phone').inputValue()).toBe('13512340001')
    await student
      .locator('form')
      .getByRole('button', { name: /登\s*录/ })
      .click()
    await student.waitForURL('**/stu/index')
    await context.close()
  })
})
