import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages, personalDataConsents, users } from '../../server/src/db/schema'
import { buildCommittee, guardianCodeButton, profileCodeButton, sendCodeAndRead } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { selectOption } from './support/popups'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser
let context: BrowserContext
let page: Page
const PHONE = '13588880001'
const PASSWORD = 'Spell2026'
const WHOLE = '110105201506150027'
const MASKED = '**************0027'

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
    acceptDownloads: true,
  })
  page = await context.newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe("a student's personal data", () => {
  let studentId = 0

  it('The profile shows the ID number masked, and saving asks for the separate consent and a guardian’s', async () => {
    const student = await buildReadyStudent(site, PHONE, PASSWORD)
    studentId = student.id
    await studentLogsIn(site, page, PHONE, PASSWORD)
    await page.goto(`${site.url}/stu/user`)
    await page.getByText(MASKED).waitFor()
    expect(await page.content()).not.toContain(WHOLE)

    await page.getByRole('button', { name: /修改资料/ }).click()
    await page.locator('#profile-id-card').waitFor()
    expect(await page.locator('#profile-id-card').inputValue()).toBe(MASKED)
    // The kept number decides the gender and the birth date: they are shown, not chosen.
    await page.getByText('性别和出生日期以证件号码为准；如需修改，请修改证件号码。').waitFor()
    expect(await page.locator('#profile-birth').isDisabled()).toBe(true)
    expect(await page.getByRole('radio', { name: '女' }).isDisabled()).toBe(true)
    await page.getByRole('heading', { name: '敏感个人信息同意' }).waitFor()
    await page.getByText('监护人同意（选手未满 14 周岁）').waitFor()
    // The student's own phone cannot confirm the guardian's consent: no code goes out, the field says why.
    const guardianPart = page.getByRole('group', { name: /监护人同意/ })
    await page.locator('#guardian-phone').fill(PHONE)
    await guardianCodeButton(page).click()
    await guardianPart.getByText('监护人手机号不能与选手本人的手机号相同').waitFor()
    await page.locator('#guardian-code').scrollIntoViewIfNeeded()
    await snap(page, 'privacy-guardian-own-phone-zh')
    expect(await site.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, PHONE))).toEqual([])
    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    // The form stays open through the reload (?edit=1).
    await page.reload()
    await page.locator('#guardian-phone').fill(PHONE)
    await page
      .getByRole('group', { name: /Guardian's consent/ })
      .getByRole('button', { name: 'Send code' })
      .click()
    await page.getByText("The guardian's phone must not be the student's own phone").waitFor()
    await page.locator('#guardian-code').scrollIntoViewIfNeeded()
    await snap(page, 'privacy-guardian-own-phone-en')
    await page.evaluate(() => localStorage.setItem('locale', 'ZH'))
    await page.reload()
    await page.getByText('监护人同意（选手未满 14 周岁）').waitFor()

    const code = await sendCodeAndRead(site, page, profileCodeButton(page), PHONE)
    await page.locator('#profile-code').fill(code)
    await page.getByRole('button', { name: /保\s*存/ }).click()
    // Nothing ticked: nothing is saved, and the page says why, the user agreement first.
    await page.getByText('请阅读并同意《用户协议及隐私政策》', { exact: true }).waitFor()
    expect(page.url()).toContain('/stu/user')
    const stored = await site.db
      .select()
      .from(personalDataConsents)
      .where(eq(personalDataConsents.userId, studentId))
    expect(stored).toEqual([])
    await snap(page, 'profile-agreement-required-zh')
    await page.getByRole('checkbox', { name: /用户协议及隐私政策/ }).check()
    await page.getByRole('button', { name: /保\s*存/ }).click()
    await page.getByRole('alert').filter({ hasText: '请先勾选上面的同意' }).waitFor()
    // The agreement's message fades out once the box is ticked.
    await page.getByText('请阅读并同意《用户协议及隐私政策》', { exact: true }).waitFor({ state: 'hidden' })
    await snap(page, 'privacy-consent-zh')

    await page.getByRole('checkbox', { name: /单独同意大赛组委会处理/ }).check()
    await page.locator('#guardian-name').fill('林大海')
    await page.locator('#guardian-relation').click()
    await selectOption(page, '母亲').click()
    await page.locator('#guardian-phone').fill('13600000009')
    await page.getByRole('checkbox', { name: /我是选手的父母或其他监护人/ }).check()
    // Without the code the guardian's phone received, nothing is stored.
    await page.getByRole('button', { name: /保\s*存/ }).click()
    await guardianPart.getByText('请输入短信验证码').waitFor()
    await page
      .locator('#guardian-code')
      .fill(await sendCodeAndRead(site, page, guardianCodeButton(page), '13600000009'))
    // The messages fold away as the boxes are ticked; the save button moves up meanwhile.
    await expect.poll(() => page.locator('form').getByRole('alert').count()).toBe(0)
    await page.locator('#guardian-code').scrollIntoViewIfNeeded()
    await snap(page, 'privacy-guardian-code-zh')
    // The consents the page reads are settled before it is asked to save.
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: /保\s*存/ }).click()
    await page.waitForURL((url) => url.pathname === '/stu/user' && !url.search)
    await page.getByText(MASKED).waitFor()

    const consents = await site.db
      .select()
      .from(personalDataConsents)
      .where(eq(personalDataConsents.userId, studentId))
    expect(consents.map((c) => c.kind).sort()).toEqual(['guardian', 'sensitive'])
    expect(consents.find((c) => c.kind === 'guardian')).toMatchObject({
      guardianName: '林大海',
      guardianRelation: 'mother',
      guardianPhone: '13600000009',
      policyVersion: '1.0',
    })
    const [row] = await site.db.select().from(users).where(eq(users.id, studentId))
    expect(row?.idCardSealed).toMatch(/^pd1\./)
  })

  it('The agreement box links to the user agreement, a page in both languages', async () => {
    await page.goto(`${site.url}/stu/user`)
    await page.getByRole('button', { name: /修改资料/ }).click()
    const link = page.getByRole('link', { name: '《用户协议及隐私政策》' })
    expect(await link.getAttribute('href')).toBe('/userAgreement')
    // An empty name asks for the contestant's name.
    await page.locator('#profile-name').fill('')
    await page.getByRole('button', { name: /保\s*存/ }).click()
    await page.getByText('请输入选手姓名', { exact: true }).waitFor()

    const agreement = await context.newPage()
    await agreement.goto(`${site.url}/userAgreement`)
    await agreement.getByRole('heading', { name: '一、协议的范围' }).waitFor()
    await agreement.getByRole('heading', { name: '四、费用与退款' }).waitFor()
    await agreement.getByRole('link', { name: '阅读《隐私政策》' }).waitFor()
    await snap(agreement, 'user-agreement-zh')
    await agreement.evaluate(() => localStorage.setItem('locale', 'EN'))
    await agreement.reload()
    await agreement.getByRole('heading', { name: '1. What this agreement covers' }).waitFor()
    await agreement.getByRole('link', { name: 'Read the Privacy Policy' }).waitFor()
    expect(await agreement.title()).toContain('User Agreement')
    await agreement.evaluate(() => localStorage.setItem('locale', 'ZH'))
    await agreement.close()
    await page.goto(`${site.url}/stu/user`)
  })

  it('The student downloads everything stored about them', async () => {
    await page.getByRole('heading', { name: '我的个人信息' }).scrollIntoViewIfNeeded()
    await snap(page, 'privacy-my-data-zh')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: /下载我的数据/ }).click()
    const file = await (await download).path()
    const data = JSON.parse(fs.readFileSync(file, 'utf8'))
    expect(data.account).toMatchObject({ id: studentId, idCard: WHOLE })
    expect(data.consents).toHaveLength(2)
  })

  it('The committee sees the number masked, opens the whole record on request, and the opening is logged', async () => {
    const committeeContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    })
    const committee = await committeeContext.newPage()
    await buildCommittee(site, '13588880009', 'Committee@2026')
    await committee.goto(`${site.url}/admin`)
    await committee.getByLabel('账号').fill('13588880009')
    await committee.getByLabel('密码').fill('Committee@2026')
    await committee.getByRole('button', { name: /登\s*录/ }).click()
    await committee.getByRole('link', { name: '选手信息' }).click()
    await committee.getByRole('row', { name: new RegExp(MASKED.replaceAll('*', '\\*')) }).waitFor()
    expect(await committee.content()).not.toContain(WHOLE)
    await snap(committee, 'privacy-admin-students-zh')

    await committee
      .getByRole('button', { name: /查看完整信息/ })
      .first()
      .click()
    await committee.getByRole('dialog').getByText(WHOLE).waitFor()
    await committee
      .getByRole('dialog')
      .getByText(/监护人同意：林大海（母亲/)
      .waitFor()
    await snap(committee, 'privacy-admin-record-zh')
    // The footer's 关闭 (the corner's × has the same name).
    await committee
      .getByRole('dialog')
      .getByRole('button', { name: /^关\s*闭$/ })
      .last()
      .click()
    await committee.getByRole('tab', { name: '访问日志' }).click()
    await committee.getByRole('row', { name: /组委会 13588880009.*林小雨.*查看完整信息/ }).waitFor()
    await snap(committee, 'privacy-admin-log-zh')
    await committeeContext.close()
  })

  it('The privacy policy says it in both languages', async () => {
    await page.goto(`${site.url}/privacy`)
    await page.getByRole('heading', { name: '五、保存期限' }).waitFor()
    await page
      .getByText(/AES-256-GCM/)
      .first()
      .waitFor()
    await snap(page, 'privacy-policy-zh')
    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.reload()
    await page.getByRole('heading', { name: '5. How long we keep it' }).waitFor()
    await snap(page, 'privacy-policy-en')
  })

  it('The student deletes the account with the password and can no longer sign in', async () => {
    await page.goto(`${site.url}/stu/user`)
    await page.getByRole('button', { name: /Delete my account|注销账号/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('#delete-password').fill('not-my-password')
    await dialog.getByRole('button', { name: /Delete the account|确认注销/ }).click()
    await dialog.getByText(/The password is wrong|密码错误/).waitFor()
    await snap(page, 'privacy-delete-en')
    await dialog.locator('#delete-password').fill(PASSWORD)
    const deleted = page.waitForResponse((r) => r.url().includes('/api/privacy/deleteAccount'))
    await dialog.getByRole('button', { name: /Delete the account|确认注销/ }).click()
    expect(await (await deleted).json()).toMatchObject({ code: 200 })
    // Off the student's pages: home, or the sign-in page if a request of the old session got there first.
    await expect.poll(() => ['/', '/chnEngLogin'].includes(new URL(page.url()).pathname)).toBe(true)
    const [row] = await site.db.select().from(users).where(eq(users.id, studentId))
    expect(row).toMatchObject({ status: 'deleted', phone: null, idCardSealed: null })
    const login = await fetch(`${site.url}/api/common/loginWebByPhone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: PHONE, password: PASSWORD }),
    }).then((r) => r.json() as Promise<{ code: number }>)
    expect(login.code).not.toBe(200)
  })
})
