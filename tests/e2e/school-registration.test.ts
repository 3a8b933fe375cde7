import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommittee, pickCascader, pickOption, sendCodeAndRead } from './support/accounts'
import { launchBrowser, openReady, snap } from './support/browser'
import { type Site, startSite } from './support/site'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  await buildCommittee(site, '13800009999', 'Committee#2026')
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const newPage = async (width = 1280) =>
  (await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' })).newPage()

const school = '深圳市南山区育才第三小学'
const phone = '13712345678'

describe('member-school accounts', () => {
  it('A school registers, the committee approves it in /admin, and the school logs in with the code from the outbox', async () => {
    const page = await newPage()
    const treeAsked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/getAreaTree')) treeAsked.push(request.url())
    })
    await openReady(page, `${site.url}/chnEngRegist`)
    await page.getByRole('heading', { name: '会员学校注册' }).waitFor()
    // The region tree (3,000 places to check) comes with the region field's first use, not with the page.
    await page.waitForLoadState('networkidle')
    expect(treeAsked).toEqual([])
    await pickCascader(page, page.locator('#school-region'), ['广东省', '深圳市', '南山区'])
    expect(treeAsked).toHaveLength(1)
    await page.locator('#school-name').fill(school)
    await page.getByRole('combobox', { name: '学校类型' }).selectOption({ label: '公立' })
    await pickOption(page, page.locator('#school-grades'), '三年级')
    await pickOption(page, page.locator('#school-grades'), '四年级')
    await page.keyboard.press('Escape')
    await page.locator('#school-teacher').fill('陈老师')
    await page.locator('#school-phone').fill(phone)
    await page.locator('#school-email').fill('chen.teacher@yucai.edu.cn')
    const code = await sendCodeAndRead(site, page, page.getByRole('button', { name: '获取验证码' }), phone)
    await page.locator('#school-code').fill(code)
    await snap(page, '20-school-registration-filled')
    await page.getByRole('button', { name: /提\s*交\s*注\s*册/ }).click()
    await page.getByText('注册成功！请等待后台审核，审核通过后即可登录！').first().waitFor()
    await snap(page, '21-school-registration-done')

    // Before the review, the school is told it is pending.
    const early = await newPage()
    await openReady(early, `${site.url}/chnEngLogin`)
    await early.locator('#school-login-phone').fill(phone)
    const earlyCode = await sendCodeAndRead(
      site,
      early,
      early.getByRole('button', { name: '获取验证码' }),
      phone,
    )
    await early.locator('#school-login-code').fill(earlyCode)
    await early
      .locator('form')
      .getByRole('button', { name: /登\s*录/ })
      .click()
    await early.getByText('您的注册正在审核中，审核通过后即可登录！').first().waitFor()

    const committee = await newPage(1440)
    await committee.goto(`${site.url}/admin`)
    await committee.getByLabel('账号').fill('13800009999')
    await committee.getByLabel('密码').fill('Committee#2026')
    await committee.getByRole('button', { name: /登\s*录/ }).click()
    const approve = committee.getByRole('button', { name: `通过 ${school}`, exact: true })
    await approve.waitFor()
    // At 1440 px the table fits its section: no header is cut short or covered by the sticky last column.
    const table = committee.getByRole('table').first()
    // The table's own box scrolls when it is wider than its section.
    expect(
      await table.evaluate(
        (el) => (el.parentElement?.scrollWidth ?? 0) - (el.parentElement?.clientWidth ?? 0),
      ),
    ).toBeLessThanOrEqual(0)
    const cutTitles = await table.getByRole('columnheader').evaluateAll((cells) =>
      cells
        // An element inside the header cell that clips its words (a column title shortened with an ellipsis).
        .filter((c) =>
          [...c.querySelectorAll('*')].some(
            (e) => e.scrollWidth > e.clientWidth && getComputedStyle(e).overflow === 'hidden',
          ),
        )
        .map((c) => c.textContent),
    )
    expect(cutTitles).toEqual([])
    await approve.click()
    await snap(committee, '22-admin-approve')
    await committee
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*认\s*通\s*过/ })
      .click()
    await committee.getByText(`${school} 已通过审核`).first().waitFor()

    const login = await newPage()
    await openReady(login, `${site.url}/chnEngLogin`)
    await login.getByRole('heading', { name: '会员学校登录' }).waitFor()
    await login.locator('#school-login-phone').fill(phone)
    const loginCode = await sendCodeAndRead(
      site,
      login,
      login.getByRole('button', { name: '获取验证码' }),
      phone,
    )
    await login.locator('#school-login-code').fill(loginCode)
    await snap(login, '23-school-login')
    await login
      .locator('form')
      .getByRole('button', { name: /登\s*录/ })
      .click()
    await login.waitForURL('**/userInfo_welcome')
    await login.getByRole('navigation', { name: '用户中心菜单' }).waitFor()
    expect(await login.evaluate(() => localStorage.getItem('LOGIN_TYPE'))).toBe('2')
    expect(
      await login.evaluate(
        () => JSON.parse(localStorage.getItem('saveSchoolInfo') ?? '{}').list[0].schoolName,
      ),
    ).toBe(school)
    await snap(login, '24-school-console')
  })

  it('The account pages read in English', async () => {
    const page = await newPage()
    await openReady(page, `${site.url}/chnEngRegist`)
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('heading', { name: /Register your school|Member school registration/i }).waitFor()
    await page.getByRole('button', { name: /Submit registration/ }).click()
    await page.getByText('Please choose the school type').first().waitFor()
    await snap(page, '25-school-registration-en')
    await openReady(page, `${site.url}/chnEngLogin`)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByText('Please enter the mobile phone number').first().waitFor()
    await snap(page, '26-login-en')
    await page.goto(`${site.url}/admin`)
    await page.getByRole('heading', { name: 'Committee back office' }).waitFor()
    await snap(page, '27-admin-sign-in-en')
  })
})
