import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../server/src/test-support/test-server'
import { pickOption, sendCodeAndRead } from './support/accounts'
import { launchBrowser, openReady, snap } from './support/browser'
import type { Site } from './support/site'

/** The demo school (13800000001) and the demo committee (13800000004) of the seeded demo data. */
const SCHOOL_PHONE = '13800000001'
const COMMITTEE = { account: '13800000004', password: 'Committee@2024' }
const TEAM = '汉字飞龙队'

let site: Site
let browser: Browser
let school: Page
let committee: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer({ SEED_DEMO: '1' }), launchBrowser()])
  const context = () => browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  school = await (await context()).newPage()
  committee = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  ).newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

describe('team competition', () => {
  it('a school signs a team up in the registration dialog and pays its 480 RMB fee by QR code', async () => {
    await openReady(school, `${site.url}/chnEngLogin`)
    await school.locator('#school-login-phone').fill(SCHOOL_PHONE)
    await school
      .locator('#school-login-code')
      .fill(
        await sendCodeAndRead(site, school, school.getByRole('button', { name: '获取验证码' }), SCHOOL_PHONE),
      )
    await school
      .locator('form')
      .getByRole('button', { name: /登\s*录/ })
      .click()
    await school.waitForURL('**/userInfo_welcome')

    // No team yet: the list names the page where teams sign up, as a link to it.
    await school.goto(`${site.url}/userInfo_teamManagement`)
    await school.getByRole('table').getByRole('link', { name: '会员学校报名' }).click()
    await school.waitForURL('**/schoolMemberShip')
    const dialog = school.getByRole('dialog')
    await school.getByRole('button', { name: '团体赛' }).click()
    await dialog.waitFor()
    await dialog.getByRole('tab', { name: '团体赛战队报名' }).waitFor()
    // The team tab speaks of the team competition and its real refund terms.
    await dialog.getByText('缴费后不能在线申请退款', { exact: false }).waitFor()
    expect(await dialog.getByText('（个人赛）', { exact: false }).count()).toBe(0)
    await dialog.getByRole('button', { name: /^报\s*名$/ }).click()
    await dialog.getByRole('alert').filter({ hasText: '请选择俱乐部组别' }).waitFor()
    await dialog.getByRole('alert').filter({ hasText: '请输入战队名称' }).waitFor()
    await pickOption(school, dialog.locator('#team-club'), '小学组 Primary')
    await dialog.locator('#team-name').fill(TEAM)
    await dialog.locator('#team-leader').fill('王老师')
    await dialog.locator('#team-phone').fill(SCHOOL_PHONE)
    await school.evaluate(() => sessionStorage.clear())
    await dialog
      .locator('#team-code')
      .fill(
        await sendCodeAndRead(site, school, dialog.getByRole('button', { name: '获取验证码' }), SCHOOL_PHONE),
      )
    await snap(school, '70-team-sign-up')
    await dialog.getByRole('button', { name: /^报\s*名$/ }).click()
    await school.waitForURL('**/paymentProcess?processType=3&teamId=*')
    const draft = await school.evaluate(() => JSON.parse(localStorage.getItem('orderPayDataForm') ?? '{}'))
    expect(draft).toMatchObject({
      stepIndex: '0',
      productFlag: 'team',
      category: 2,
      subCategory: 8,
      from: '/schoolMemberShip',
    })
    expect(draft.teamId).toBeGreaterThan(0)

    // The address alone is enough: without the stored draft (a fresh browser) the team's fee is found.
    await school.evaluate(() => localStorage.removeItem('orderPayDataForm'))
    await school.reload()

    // The fee: 480 RMB through the payment process, paid on the sandbox page a phone opens from the QR.
    await school.getByText('战队信息').waitFor()
    await school.getByText('480 元 / 队 / 赛季').waitFor()
    await snap(school, '70b-team-payment-step0')
    await button(school, '下一步').click()
    await button(school, '去支付').click()
    await school.getByText('请先阅读并同意服务协议内容！').waitFor()
    await school.getByRole('checkbox').check()
    await button(school, '去支付').click()
    await school.getByTestId('pay-amount').filter({ hasText: '¥480.00' }).waitFor()
    const link = school.getByRole('link', { name: '在手机上打开支付页（沙箱）' })
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 780 } })).newPage()
    await phone.goto((await link.getAttribute('href')) ?? '')
    await phone.getByRole('button', { name: '确认支付 Confirm payment' }).click()
    await phone.getByRole('heading', { name: '支付成功' }).waitFor()
    await phone.context().close()
    await school.getByText('支付成功，订单已完成！').waitFor()
    await snap(school, '70c-team-paid')
  })

  it('the school adds a member and sends the team for review', async () => {
    await school.goto(`${site.url}/userInfo_teamManagement`)
    const row = school.locator('tr', { hasText: TEAM })
    await row.getByText('已缴费').waitFor()
    await row.getByText('信息已提交').waitFor()
    await snap(school, '71-team-list')
    await row.getByRole('button', { name: /详\s*情/ }).click()
    const drawer = school.getByRole('dialog').filter({ hasText: '战队详情' })
    await button(school, '添加队员').click()
    const member = school.getByRole('dialog', { name: '添加队员' })
    await member.locator('#member-name').fill('李小龙')
    await member.locator('#member-age').fill('6')
    await button(school, '保存').click()
    await member.getByText('团体赛队员年龄须为 7-18 岁').waitFor()
    await member.locator('#member-age').fill('10')
    await button(school, '保存').click()
    await drawer.getByRole('cell', { name: '李小龙' }).waitFor()
    // Until the committee approves, the leader and name can be corrected with the members.
    await drawer.locator('#team-edit-leader').fill('')
    await button(school, '提交审核').click()
    await drawer.getByText('请输入领队老师姓名').waitFor()
    await drawer.locator('#team-edit-leader').fill('王明老师')
    await button(school, '提交审核').click()
    await drawer.getByText('信息审核中').waitFor()
    await snap(school, '72-team-detail')
  })

  it('the committee approves the paid team and confirms it; its certificate verifies at /query', async () => {
    await committee.goto(`${site.url}/admin`)
    await committee.getByLabel('账号').fill(COMMITTEE.account)
    await committee.getByLabel('密码').fill(COMMITTEE.password)
    await committee.getByRole('button', { name: /登\s*录/ }).click()
    await committee.getByRole('link', { name: '战队审核' }).click()
    const row = committee.locator('tr', { hasText: TEAM })
    // The committee sees who is in the team before judging it.
    await row.getByRole('button', { name: /展开行|Expand row/ }).click()
    // The expanded row under the team's (the first row that names the member; the member's own row is inside it).
    const details = committee.getByRole('row').filter({ hasText: '李小龙' }).first()
    await details.getByRole('cell', { name: '10', exact: true }).waitFor()
    await details.getByText('王明老师').waitFor()
    await snap(committee, '72b-admin-team-members')

    // Rejecting without a reason says what is missing and sends nothing.
    await row.getByRole('button', { name: /审\s*核\s*不\s*通\s*过/ }).click()
    const failDialog = committee.getByRole('dialog', { name: '审核不通过' })
    await failDialog.getByRole('button', { name: /确\s*定/ }).click()
    await failDialog.getByText('请填写驳回原因').waitFor()
    await failDialog.getByRole('button', { name: /取\s*消/ }).click()
    await row.getByText('信息审核中').waitFor()

    // Approving asks first, then says it is done; the actions stay inside a 1440 px window.
    const approve = row.getByRole('button', { name: /审\s*核\s*通\s*过/ })
    const box = await approve.boundingBox()
    expect((box?.x ?? 9999) + (box?.width ?? 0)).toBeLessThanOrEqual(1440)
    await approve.click()
    await committee
      .getByRole('dialog')
      .filter({ hasText: `确定通过战队“${TEAM}”的审核吗？` })
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await committee.getByText(`战队“${TEAM}”已审核通过`).waitFor()
    await row.getByText('审核通过').first().waitFor()
    await row.getByText('已缴费').waitFor()
    await row.getByRole('button', { name: /确\s*认\s*并\s*颁\s*发\s*证\s*书/ }).click()
    await committee
      .getByRole('dialog')
      .filter({ hasText: `确定确认战队“${TEAM}”并颁发参赛证书吗？` })
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await committee.getByText('证书已生成：').waitFor()
    const code = row.locator('td', { hasText: /^CEBS-T/ })
    await code.waitFor()
    await snap(committee, '73-admin-teams')
    const certificateCode = (await code.textContent())?.trim() ?? ''
    // The code carries the season's first year (2024~2025), never its database id.
    expect(certificateCode).toMatch(/^CEBS-T-2024-[0-9A-Z]{6}$/)

    await school.goto(`${site.url}/userInfo_teamManagement`)
    await school.locator('tr', { hasText: TEAM }).getByText('已缴费').waitFor()

    const captchaShown = school.waitForResponse((r) => r.url().includes('/api/common/captcha'))
    await school.goto(`${site.url}/query`)
    const body = (await (await captchaShown).json()) as { data: { captchaId: string } }
    const answer = await site.services.store.get(`captcha:${body.data.captchaId}`)
    await school.getByLabel('证书编码').fill(certificateCode)
    await school.getByLabel('验证码', { exact: true }).fill(answer ?? '')
    await school
      .locator('form')
      .getByRole('button', { name: /查\s*询$/ })
      .click()
    await school.waitForURL('**/certificate')
    await school.getByRole('img', { name: new RegExp(TEAM) }).waitFor({ timeout: 15_000 })
    await snap(school, '74-team-certificate')
  })

  it('team results say so until the committee records them', async () => {
    await school.goto(`${site.url}/userInfo_teamScoreSearch`)
    await school.getByText('暂无成绩：组委会录入团体赛成绩后将在此显示').waitFor()
  })

  it('the team pages read in English', async () => {
    await school.goto(`${site.url}/userInfo_teamManagement`)
    await school.getByRole('button', { name: 'English' }).click()
    const row = school.locator('tr', { hasText: TEAM })
    await row.getByText('Review approved').waitFor()
    await row.getByText('Paid').waitFor()
    await snap(school, '75-team-list-en')
    await row.getByRole('button', { name: 'Details' }).click()
    await school
      .getByRole('dialog')
      .filter({ hasText: 'Team details' })
      .getByText('Certificate code')
      .waitFor()
    await snap(school, '76-team-detail-en')
    await school.setViewportSize({ width: 375, height: 800 })
    await snap(school, '76b-team-detail-en-375')

    // The committee's review reads in English too, and fits a phone.
    await committee.getByRole('button', { name: 'English' }).click()
    await committee
      .locator('tr', { hasText: TEAM })
      .getByRole('button', { name: /Collapse row|Expand row/ })
      .waitFor()
    await snap(committee, '77-admin-teams-en')
    await committee.setViewportSize({ width: 375, height: 800 })
    await snap(committee, '77b-admin-teams-en-375')
    await committee.setViewportSize({ width: 1440, height: 900 })
    await committee.getByRole('button', { name: '中文' }).click()
    await committee.setViewportSize({ width: 375, height: 800 })
    await snap(committee, '77c-admin-teams-375')
  })
})
