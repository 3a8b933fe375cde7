import fs from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userAddresses } from '../../server/src/db/schema'
import { startSession } from '../../server/src/modules/auth/sessions.service'
import { call } from '../../server/src/test-support/test-server'
import { buildCommittee } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { tinyPdf } from './support/sample-files'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const newPage = async (width = 1280, height = 900) =>
  (
    await browser.newContext({ viewport: { width, height }, locale: 'zh-CN', acceptDownloads: true })
  ).newPage()

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

/** A student who paid an entry (refundable) through the sandbox's signed notification. */
async function studentWithPaidEntry(phone: string, password: string) {
  const student = await buildReadyStudent(site, phone, password)
  const token = await startSession(site.db, student.id)
  const [address] = await site.db
    .insert(userAddresses)
    .values({
      userId: student.id,
      receiptName: '林小雨',
      receiptPhone: phone,
      provinceCode: '310000',
      cityCode: '310100',
      receiptAddress: '徐汇区漕溪北路 1 号',
      isDefault: true,
    })
    .returning()
  const order = await call(
    site,
    'POST',
    '/order/creatTbProductOrder',
    { productId: 1, tbProductDetail: [1], addressId: address?.id },
    { authorization: token },
  )
  const orderNo = order.data.orderNo as string
  const sandbox = site.services.payments.sandbox
  if (!sandbox) throw new Error('the sandbox provider is expected')
  const { headers, body } = sandbox.signedNotification({
    orderNo,
    amount: order.data.amount,
    transactionId: `SANDBOX-${orderNo}`,
    success: true,
  })
  const paid = await fetch(new URL('/api/pay/notify/sandbox', site.url), { method: 'POST', headers, body })
  expect(paid.status).toBe(200)
  return orderNo
}

/** The committee signs in on the back office and lands on the given section. */
async function committeeOpens(path: string) {
  const admin = await newPage(1440, 900)
  await admin.goto(`${site.url}${path}`)
  await admin.getByLabel('账号').fill('13800008888')
  await admin.getByLabel('密码').fill('Committee#2026')
  await admin.getByRole('button', { name: /登\s*录/ }).click()
  await admin.getByText('组委会 13800008888').waitFor()
  return admin
}

const inEnglish = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('locale', 'EN'))
  await page.reload()
}

describe('Invoices', () => {
  it('A payer requests an invoice, the committee issues it with a PDF, and the payer downloads it; a refund asks for the red-letter invoice', async () => {
    const orderNo = await studentWithPaidEntry('13700005151', 'Secret@2024')
    await buildCommittee(site, '13800008888', 'Committee#2026')

    // The payer asks for a company's ordinary invoice; a mistyped credit code is named at once.
    const page = await newPage()
    await studentLogsIn(site, page, '13700005151', 'Secret@2024')
    await page.goto(`${site.url}/stu/orders`)
    const row = page.getByRole('row').filter({ hasText: orderNo })
    await row.getByRole('button', { name: '申请发票' }).click()
    const form = page.getByRole('dialog', { name: '申请发票' })
    await form.getByLabel('发票抬头').fill('上海某某教育科技有限公司')
    await form.getByLabel('统一社会信用代码').fill('91350100M000100Y44')
    await form.getByLabel('接收邮箱').fill('finance@example.cn')
    await form.getByRole('button', { name: '提交申请' }).click()
    await form.getByText('统一社会信用代码无效：应为 18 位数字或大写字母，且末位校验码正确').waitFor()
    await snap(page, 'invoices-request-refused')
    await form.getByLabel('统一社会信用代码').fill('91350100M000100Y43')
    await form.getByRole('button', { name: '提交申请' }).click()
    await page.getByText('发票申请已提交，组委会开具后将邮件通知您').waitFor()
    await row.getByText('发票申请中').waitFor()
    await snap(page, 'invoices-my-orders-requested')

    // The committee issues it: number, date and the PDF from the tax office.
    const admin = await committeeOpens('/admin/invoices')
    const queued = admin.getByRole('row').filter({ hasText: orderNo })
    await queued.getByText('上海某某教育科技有限公司').waitFor()
    await snap(admin, 'invoices-desk-queue')
    await queued.getByRole('button', { name: `开具 ${orderNo}` }).click()
    const issue = admin.getByRole('dialog', { name: `开具发票：订单 ${orderNo}` })
    await issue.getByLabel('发票号码').fill('24312000000012345678')
    await issue.getByLabel('开票日期').fill(today())
    await issue.getByLabel('电子发票文件（PDF 或 OFD，可不上传）').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Invoice 24312000000012345678'),
    })
    await snap(admin, 'invoices-desk-issue')
    await issue.getByRole('button', { name: '保存' }).click()
    await admin.getByText('发票已登记，已通知申请人').waitFor()
    await admin.getByText('没有待处理的发票申请').waitFor()

    // The payer downloads the PDF from the order.
    await page.reload()
    await row.getByText('发票已开具').waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: '下载发票' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`invoice-${orderNo}.pdf`)
    const saved = await fs.readFile((await download.path()) ?? '')
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-')
    expect(saved.toString('latin1')).toContain('Invoice 24312000000012345678')
    await snap(page, 'invoices-my-orders-issued')

    // A refund of the invoiced order: the desk is asked for a red-letter invoice.
    await row.getByRole('button', { name: '申请退款' }).click()
    await page.getByRole('dialog', { name: '申请退款' }).getByRole('button', { name: '提交申请' }).click()
    await admin.goto(`${site.url}/admin/refunds`)
    await admin
      .getByRole('row')
      .filter({ hasText: orderNo })
      .getByRole('button', { name: '同意退款' })
      .click()
    await admin.getByRole('row').filter({ hasText: orderNo }).getByText('已退款').waitFor()
    await admin.goto(`${site.url}/admin/invoices`)
    await queued.getByText('已退款，发票待冲红').waitFor()
    await snap(admin, 'invoices-desk-red-letter')
    await queued.getByRole('button', { name: `登记红字发票 ${orderNo}` }).click()
    const red = admin.getByRole('dialog', { name: `登记红字发票：订单 ${orderNo}` })
    await red.getByLabel('红字发票号码').fill('24312000000087654321')
    await red.getByRole('button', { name: '保存' }).click()
    await admin.getByText('红字发票已登记').waitFor()
    await admin.getByText('没有待处理的发票申请').waitFor()

    await inEnglish(admin)
    await admin.getByText('All', { exact: true }).click()
    await admin
      .getByRole('row')
      .filter({ hasText: orderNo })
      .getByText('Invoice cancelled (red letter)')
      .waitFor()
    await snap(admin, 'invoices-desk-en')
    await inEnglish(page)
    await row.getByText('Invoice cancelled (red letter)').waitFor()
    await snap(page, 'invoices-my-orders-en')
  })
})
