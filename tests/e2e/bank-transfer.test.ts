import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BANK_ENV,
  bankTransferFixtures,
  xlsxStatement,
} from '../../server/src/modules/orders/bank-transfer.fixtures'
import { newReference } from '../../server/src/modules/orders/transfer-reference'
import { buildCommittee } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ env: BANK_ENV }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const fixtures = bankTransferFixtures(() => site)

const newPage = async (width = 1440, height = 900) =>
  (await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' })).newPage()

const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

/** The school's teacher, signed in as the school login leaves it, with its sign-up's payment draft. */
async function schoolOpensPayment(school: { token: string; enrollmentId: number }) {
  const page = await newPage()
  await page.goto(`${site.url}/`)
  await page.evaluate(
    ([token, enrollmentId]) => {
      localStorage.setItem('Authorization', token)
      localStorage.setItem('LOGIN_TYPE', '2')
      localStorage.setItem(
        'orderPayDataForm',
        JSON.stringify({ season: 3, stepIndex: '0', productFlag: 'applyTestPaper', enrollmentId }),
      )
    },
    [school.token, school.enrollmentId] as const,
  )
  await page.goto(`${site.url}/paymentProcess?processType=1`)
  return page
}

/** The committee signs in on the back office at the given section. */
async function committeeOpens(path: string) {
  await buildCommittee(site, '13800008888', 'Committee#2026')
  const admin = await newPage()
  await admin.goto(`${site.url}${path}`)
  await admin.getByLabel('账号').fill('13800008888')
  await admin.getByLabel('密码').fill('Committee#2026')
  await admin.getByRole('button', { name: /登\s*录/ }).click()
  await admin.getByText('组委会 13800008888').waitFor()
  return admin
}

describe('Bank transfer', () => {
  it('A school pays its paper application by bank transfer, and only the matching row of the statement pays', async () => {
    const school = await fixtures.buildSchoolWithSignUp('转账实验小学')
    const page = await schoolOpensPayment(school)
    await page.getByText('预计考试总人数').waitFor()
    await button(page, '下一步').click()
    await page.getByText('学校个人赛报名费').waitFor()
    await page.getByRole('checkbox').check()
    await page.getByRole('radio', { name: '银行转账（学校对公转账）' }).check()
    await page.getByText(/请在 15 天内从学校账户转账/).waitFor()
    await snap(page, 'bank-transfer-school-choose')
    await button(page, '确认下单').click()

    await page.getByRole('heading', { name: '请通过银行转账支付' }).waitFor()
    await page.getByTestId('transfer-amount').filter({ hasText: '¥1000.00' }).waitFor()
    await page.getByTestId('transfer-account-number').filter({ hasText: '0200 0045 0920 0123 456' }).waitFor()
    const reference = (await page.getByTestId('transfer-reference').textContent()) ?? ''
    const orderNo = (await page.getByTestId('order-no').textContent()) ?? ''
    expect(reference).toMatch(/^[2-9A-HJKMNP-TW-Z]{8}$/)
    await page.getByText('订单状态：待转账确认', { exact: false }).waitFor()
    await snap(page, 'bank-transfer-school-details')
    // The school's home says the fee awaits its transfer, and leads to the transfer's details.
    const home = await page.context().newPage()
    await home.goto(`${site.url}/userInfo_welcome`)
    await home.getByText(/本赛季个人赛报名费等待银行转账到账：请在 \d{4}-\d{2}-\d{2} 前/).waitFor()
    await home.getByRole('link', { name: '查看转账信息' }).click()
    await home.waitForURL('**/userInfo_orders')
    await home.getByRole('row').filter({ hasText: orderNo }).getByText('待转账确认').waitFor()
    await home.close()

    // Two other schools await their transfers too.
    const other = await fixtures.awaitingSignUp('另一所小学')
    const admin = await committeeOpens('/admin/transfers')
    await admin.getByRole('heading', { name: '待确认转账' }).waitFor()
    for (const awaited of [reference, other.reference])
      await admin.getByRole('row').filter({ hasText: awaited }).waitFor()

    // The statement: the school's transfer, the other school's with a wrong amount, and an unknown reference.
    const statement = await xlsxStatement([
      ['2025-03-03', '转账实验小学', '1000.00', `试卷申请费 ${reference.toLowerCase()}`],
      ['2025-03-04', '另一所小学', '990.00', other.reference],
      ['2025-03-05', '某培训学校', '1000.00', newReference()],
    ])
    await admin.locator('input[type="file"]').setInputFiles({
      name: '交易明细.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(statement, 'base64'),
    })
    const refusal = admin.getByRole('alert').filter({ hasText: '对账单中有 2 行无法确认，未做任何更改' })
    await refusal.waitFor()
    await refusal.getByText(`第 5 行：金额 ¥990.00 与订单 ${other.orderNo} 应付的 ¥1000.00 不符`).waitFor()
    await refusal.getByText(/^第 6 行：汇款识别码 \w{8} 不对应任何订单$/).waitFor()
    await refusal.getByText(new RegExp(`^第 4 行：转账实验小学 · 订单 ${orderNo}`)).waitFor()
    await snap(admin, 'bank-transfer-statement-refused')
    // Nothing changed yet: the school's order still awaits its transfer.
    expect((await fixtures.orderRow(orderNo))?.status).toBe('awaitingTransfer')

    await button(admin, '只入账可匹配的 1 行').click()
    await admin
      .getByRole('dialog')
      .getByText('将入账可匹配的 1 行，其余 2 行不做任何更改，需另行核对。')
      .waitFor()
    await button(admin, '确认入账').click()
    await admin.getByRole('status').filter({ hasText: '已入账可匹配的 1 笔转账' }).waitFor()
    await admin
      .getByRole('region', { name: '已入账转账' })
      .getByRole('row')
      .filter({ hasText: orderNo })
      .waitFor()
    await snap(admin, 'bank-transfer-statement-applied')
    expect((await fixtures.orderRow(orderNo))?.status).toBe('paid')
    expect((await fixtures.orderRow(other.orderNo))?.status).toBe('awaitingTransfer')

    // The school sees its order paid: on its payment page, and among its orders.
    await page.reload()
    await page.getByText('支付成功，订单已完成！').waitFor()
    await page.goto(`${site.url}/userInfo_orders`)
    await page.getByRole('row').filter({ hasText: orderNo }).getByText('已支付').waitFor()
    await snap(page, 'bank-transfer-school-paid')
  })
})
