import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, userAddresses } from '../../server/src/db/schema'
import { startSession } from '../../server/src/modules/auth/sessions.service'
import { call, startTestServer } from '../../server/src/test-support/test-server'
import { buildCommittee } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { selectOption } from './support/popups'
import type { Site } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const newPage = async (width = 1280, height = 900) =>
  (await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' })).newPage()

const button = (page: Page | Locator, text: string) =>
  page.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

/** Waits until no table is loading (antd's spinner around it marks itself aria-busy). */
const calm = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[aria-busy="true"]:has(table)'))

const still = async (page: Page, name: string) => {
  await calm(page)
  await snap(page, name)
}

const inEnglish = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('locale', 'EN'))
  await page.reload()
}

/** The payer opens the QR code's URL on a phone and confirms in the sandbox. */
async function payOnPhone(link: string) {
  expect(link).toContain('/api/pay/sandbox/')
  const phone = await newPage(390, 780)
  await phone.goto(link)
  await phone.getByRole('button', { name: '确认支付 Confirm payment' }).click()
  await phone.getByRole('heading', { name: '支付成功' }).waitFor()
  await phone.context().close()
}

/** A select field as a person reads it: its label and what it shows (the innermost block with both). */
const selectField = (form: Locator, label: string) =>
  form
    .locator('div')
    .filter({ has: form.page().getByText(label, { exact: true }) })
    .filter({ has: form.page().getByRole('combobox', { name: label }) })
    .last()

let committeeBuilt = false
/** The committee signs in on the back office and lands on the given section. */
async function committeeOpens(path: string) {
  if (!committeeBuilt) await buildCommittee(site, '13800007777', 'Committee#2026')
  committeeBuilt = true
  const admin = await newPage(1440, 900)
  await admin.goto(`${site.url}${path}`)
  await admin.getByLabel('账号').fill('13800007777')
  await admin.getByLabel('密码').fill('Committee#2026')
  await admin.getByRole('button', { name: /登\s*录/ }).click()
  await admin.getByText('组委会 13800007777').waitFor()
  return admin
}

/** A student with an unpaid order of the character library (created earlier, left unpaid). */
async function studentWithUnpaidOrders(phone: string) {
  const student = await buildReadyStudent(site, phone, 'Secret@2024')
  const token = await startSession(site.db, student.id)
  const order = (productId: number, detailId: number) =>
    call(
      site,
      'POST',
      '/order/creatTbProductOrder',
      { productId, tbProductDetail: [detailId] },
      { authorization: token },
    )
  const library = await order(2, 2)
  const practice = await order(3, 31)
  return { library: library.data.orderNo as string, practice: practice.data.orderNo as string }
}

describe('Orders: pay later, cancel, and the committee desks', () => {
  it('A student pays an unpaid order from My orders through the sandbox and it shows paid', async () => {
    const { library, practice } = await studentWithUnpaidOrders('13700002468')
    const page = await newPage()
    await studentLogsIn(site, page, '13700002468', 'Secret@2024')
    await page.goto(`${site.url}/stu/orders`)
    const row = (orderNo: string) => page.getByRole('row').filter({ hasText: orderNo })
    await row(library).getByText('待支付').waitFor()
    await still(page, 'orders-later-my-orders-unpaid')

    await button(row(library), '去支付').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('order-no').filter({ hasText: library }).waitFor()
    await dialog.getByTestId('pay-amount').filter({ hasText: '¥99.00' }).waitFor()
    await still(page, 'orders-later-pay-now')
    const link = await dialog.getByRole('link', { name: '在手机上打开支付页（沙箱）' }).getAttribute('href')
    await payOnPhone(link ?? '')
    await page.getByText('支付成功，订单已完成！').waitFor()
    await row(library).getByText('已支付').waitFor()
    await button(row(library), '下载收据').waitFor()

    // The other unpaid order is cancelled after a confirmation.
    await button(row(practice), '取消订单').click()
    await page.getByText('确定取消该订单吗？').waitFor()
    await still(page, 'orders-later-cancel-confirm')
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /取消订单/ })
      .click()
    await row(practice).getByText('已取消').waitFor()
    expect(await row(practice).getByRole('button').count()).toBe(0)
    await still(page, 'orders-later-after')

    await inEnglish(page)
    await row(library).getByText('Paid').waitFor()
    await still(page, 'orders-later-my-orders-en')
  })

  it('The committee edits a product, takes it off sale and copies the season', async () => {
    await buildReadyStudent(site, '13700003579', 'Secret@2024')
    const admin = await committeeOpens('/admin/products')
    const productRow = (name: string) => admin.getByRole('row').filter({ hasText: name })
    await productRow('电子字库').first().waitFor()
    await still(admin, 'orders-admin-products')

    // A new product saved empty is refused, each field saying what it needs, and nothing is created.
    await button(admin, '新建商品').click()
    const created = admin.getByRole('dialog')
    await button(created, '保存').click()
    await created.getByRole('alert').filter({ hasText: '请填写商品与规格的中英文名称' }).first().waitFor()
    await created.getByRole('alert').filter({ hasText: '请输入 0.01 至 100000 之间的价格' }).waitFor()
    expect(await created.getByRole('alert').count()).toBe(5)
    await still(admin, 'orders-admin-product-empty')
    await button(created, '取消').click()
    await created.waitFor({ state: 'hidden' })

    // A new price for the secondary library.
    await admin.getByRole('button', { name: '编辑 电子字库' }).click()
    const form = admin.getByRole('dialog')
    await form.getByLabel('商品名称（英文）').waitFor()
    // Its three codes carry real labels and are shown by name.
    for (const [label, shown] of [
      ['商品大类', '1 · 电子字库'],
      ['商品小类', '1 · 电子字库'],
      ['商品类型', '3 · 电子字库'],
    ] as const)
      await selectField(form, label).getByText(shown, { exact: true }).waitFor()
    await still(admin, 'orders-admin-product-edit')
    await form.getByLabel('价格（元）').nth(1).fill('139')
    await button(form, '保存').click()
    await productRow('中学组字库（一年）').getByText('¥139.00').waitFor()

    // Off sale: the order page says so and cannot order it.
    await admin.getByRole('switch', { name: '上架 电子字库' }).click()
    await admin.getByText('已下架').first().waitFor()
    const page = await newPage()
    await studentLogsIn(site, page, '13700003579', 'Secret@2024')
    await page.goto(`${site.url}/stu/placeOrder?id=2`)
    await page.getByText('该商品已下架，暂不能购买').waitFor()
    expect(await button(page, '确认下单').isDisabled()).toBe(true)
    await still(page, 'orders-place-order-off-sale')
    await admin.getByRole('switch', { name: '上架 电子字库' }).click()
    await admin.getByText('已上架').first().waitFor()

    // Copy season 3 into season 2; a second copy is refused.
    const copy = async () => {
      await button(admin, '复制到其他赛季').click()
      await admin.getByLabel('目标赛季').click()
      await selectOption(admin, '2023~2024').click()
      await admin.getByRole('dialog').getByRole('button', { name: '复制到其他赛季' }).click()
    }
    await copy()
    await admin.getByText(/已复制 \d+ 个商品/).waitFor()
    await copy()
    await admin.getByText('目标赛季已有商品，不能复制；请在该赛季中逐个编辑').waitFor()
    await still(admin, 'orders-admin-copy-refused')
  })

  it('The committee issues a coupon and revokes it, and the student can no longer use it', async () => {
    const admin = await committeeOpens('/admin/coupons')
    await button(admin, '发放优惠券').click()
    const issue = admin.getByRole('dialog')
    // Issued empty, each field says what it needs and nothing is issued.
    await button(issue, '发放优惠券').click()
    await issue.getByRole('alert').filter({ hasText: '请填写要发放的用户手机号或邮箱' }).waitFor()
    await issue.getByRole('alert').filter({ hasText: '优惠金额需在 0.01 至 10000 之间' }).waitFor()
    expect(await issue.getByRole('alert').count()).toBe(4)
    await still(admin, 'orders-admin-coupon-issue-empty')
    await issue.getByLabel('用户手机号或邮箱（每行一个）').fill('13700003579\n13900000000')
    await issue.getByLabel('优惠券名称（中文）').fill('老选手立减30元')
    await issue.getByLabel('优惠券名称（英文）').fill('30 off for returning spellers')
    await issue.getByLabel('优惠金额（元）').fill('30')
    await still(admin, 'orders-admin-coupon-issue')
    await issue.getByRole('button', { name: /发放优惠券/ }).click()
    await admin.getByText('已发放 1 张；未找到：13900000000').waitFor()
    const couponRow = admin.getByRole('row').filter({ hasText: '老选手立减30元' })
    await couponRow.getByText('未使用').waitFor()
    await still(admin, 'orders-admin-coupons')
    const page = await newPage()
    await studentLogsIn(site, page, '13700003579', 'Secret@2024')
    await page.goto(`${site.url}/stu/placeOrder?id=1`)
    await page.getByLabel('优惠券').waitFor()
    await button(couponRow, '作废').click()
    await admin
      .getByRole('tooltip')
      .getByRole('button', { name: /^作\s*废$/ })
      .click()
    await couponRow.getByText('已作废').waitFor()
    await page.reload()
    await page.getByText('暂无可用优惠券').waitFor()
    await still(page, 'orders-place-order-after-revoke')
  })

  it('The committee panels read in English', async () => {
    const admin = await committeeOpens('/admin/coupons')
    await inEnglish(admin)
    await admin
      .getByRole('row')
      .filter({ hasText: '30 off for returning spellers' })
      .getByText('Revoked')
      .waitFor()
    await still(admin, 'orders-admin-coupons-en')
    await button(admin, 'Issue coupons').click()
    const issue = admin.getByRole('dialog')
    await button(issue, 'Issue coupons').click()
    await issue.getByRole('alert').filter({ hasText: 'Enter the phones or e-mails of the users' }).waitFor()
    await issue
      .getByRole('alert')
      .filter({ hasText: 'The discount must be between 0.01 and 10000' })
      .waitFor()
    await still(admin, 'orders-admin-coupon-issue-empty-en')
    await button(issue, 'Cancel').click()
    await issue.waitFor({ state: 'hidden' })
    await admin.goto(`${site.url}/admin/products`)
    await admin.getByRole('row').filter({ hasText: 'Secondary library (one year)' }).waitFor()
    await still(admin, 'orders-admin-products-en')
    await button(admin, 'New product').click()
    const created = admin.getByRole('dialog')
    await button(created, 'Save').click()
    await created
      .getByRole('alert')
      .filter({ hasText: 'Enter the names of the product and its items in both languages' })
      .first()
      .waitFor()
    await created.getByRole('alert').filter({ hasText: 'Enter a price between 0.01 and 100000' }).waitFor()
    await still(admin, 'orders-admin-product-empty-en')
    await button(created, 'Cancel').click()
    await created.waitFor({ state: 'hidden' })
    await admin.getByRole('button', { name: 'Edit Electronic character library' }).click()
    await admin.getByRole('dialog').getByLabel('Name (English)', { exact: true }).waitFor()
    await selectField(admin.getByRole('dialog'), 'Product type')
      .getByText('3 · Character library', { exact: true })
      .waitFor()
    await still(admin, 'orders-admin-product-edit-en')
    await admin.goto(`${site.url}/admin/orders`)
    await admin.getByText('13700002468').first().waitFor()
    await still(admin, 'orders-admin-orders-en')
    await admin.goto(`${site.url}/admin/refunds`)
    await admin.getByText('No refund requests').waitFor()
    await still(admin, 'orders-admin-refunds-en')
  })

  it('A student goes through every payment step in English', async () => {
    const student = await buildReadyStudent(site, '13700004680', 'Secret@2024')
    await site.db.insert(userAddresses).values({
      userId: student.id,
      receiptName: 'Lin Mum',
      receiptPhone: '13700005678',
      provinceCode: '310000',
      cityCode: '310100',
      receiptAddress: '100 Caoxi North Road',
      isDefault: true,
    })
    await site.db
      .insert(coupons)
      .values({ userId: student.id, couponName: '立减50元', couponNameEn: '50 off', discountAmount: 5000 })
    const page = await newPage()
    await studentLogsIn(site, page, '13700004680', 'Secret@2024')
    await page.goto(`${site.url}/stu/placeOrder?id=10`)
    await inEnglish(page)
    await page.getByText('Optional extra').first().waitFor()
    await still(page, 'orders-en-place-order')
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByText('100 Caoxi North Road').waitFor()
    await still(page, 'orders-en-step0')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByTestId('order-total').waitFor()
    await page.getByRole('checkbox').check()
    await still(page, 'orders-en-step1')
    await page.getByRole('button', { name: /^Pay/ }).click()
    const link = page.getByRole('link', { name: /sandbox/i })
    await link.waitFor()
    await still(page, 'orders-en-step2')
    await payOnPhone((await link.getAttribute('href')) ?? '')
    await page.getByRole('button', { name: /home/i }).waitFor()
    await page
      .getByText(/^(Payment received, the order is complete!|Congratulations, successfully registered!)$/)
      .waitFor()
    await still(page, 'orders-en-step3')
  })
})
