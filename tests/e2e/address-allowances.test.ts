import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser } from '../../server/src/test-support/factories'
import { call } from '../../server/src/test-support/test-server'
import { seriousViolations } from './support/axe'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

/**
 * A school's students share one public address: the committee raises that address's rate limits in
 * the back office, and the sign-ins from it follow at once.
 */
let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function pageAs(token: string, locale: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale })
  await context.addInitScript(
    ([t, english]) => {
      localStorage.setItem('Authorization', t)
      localStorage.setItem('LOGIN_TYPE', '4')
      if (english) localStorage.setItem('locale', 'EN')
    },
    [token, locale.startsWith('en')] as const,
  )
  return context.newPage()
}

let guess = 0
/** A wrong password for a new account each time, so that only the address limit can refuse it. */
const failedLogin = (address: string) =>
  call(
    site,
    'POST',
    '/loginWeb',
    { email: `nobody${guess++}@school.cn`, password: 'wrong-one' },
    { 'x-forwarded-for': address },
  )

describe("A school's network allowance", () => {
  it('is raised by the committee in Chinese, and the network then gets more failed sign-ins before the captcha', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const school = '10.88.1.1'
    const answers = []
    for (let i = 0; i < 51; i++) answers.push((await failedLogin(school)).code)
    // Past the address's failures every sign-in from it must carry the captcha.
    expect(answers.at(-1)).toBe(4001)

    const page = await pageAs(committee.token, 'zh-CN')
    await page.goto(`${site.url}/admin/allowances`)
    await page.getByRole('heading', { name: '学校网络额度' }).waitFor()
    await page.getByText('还没有提高过任何地址的额度').waitFor()
    const form = page.getByRole('form', { name: '添加或修改额度' })
    await form.getByLabel('地址或网段').fill('10.88.1.x')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await form.getByText('请输入 IPv4 或 IPv6 地址，或网段（如 203.0.113.0/24）').waitFor()

    await form.getByLabel('地址或网段').fill('10.88.1.0/24')
    await form.getByLabel('倍数').fill('3')
    await form.getByLabel('备注').fill('实验中学')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    const row = page.getByRole('row', { name: /10\.88\.1\.0\/24/ })
    await row.getByRole('cell', { name: '× 3' }).waitFor()
    await row.getByRole('cell', { name: '实验中学' }).waitFor()
    await snap(page, 'address-allowances-zh')
    expect(await seriousViolations(page)).toEqual([])

    // The instance that saved it reads the allowances again at once: the refused address may try again.
    expect(await failedLogin(school)).toMatchObject({ code: 4003, msg: '账号或密码错误' })
    await page.close()
  })

  it('is shown and deleted in English, and the address goes back to the usual limits', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const page = await pageAs(committee.token, 'en-US')
    await page.goto(`${site.url}/admin/allowances`)
    await page.getByRole('heading', { name: 'School network allowances' }).waitFor()
    const row = page.getByRole('row', { name: /10\.88\.1\.0\/24/ })
    await row.getByRole('cell', { name: '× 3' }).waitFor()
    await snap(page, 'address-allowances-en')
    await row.getByRole('button', { name: 'Delete 10.88.1.0/24' }).click()
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No address has a raised allowance yet').waitFor()
    expect((await failedLogin('10.88.1.1')).code).toBe(4001)

    const narrow = await pageAs(committee.token, 'zh-CN', 375)
    await narrow.goto(`${site.url}/admin/allowances`)
    await narrow.getByRole('heading', { name: '学校网络额度' }).waitFor()
    await snap(narrow, 'address-allowances-375')
    expect(await seriousViolations(narrow)).toEqual([])
  })
})
