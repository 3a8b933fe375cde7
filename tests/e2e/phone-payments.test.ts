import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, userAddresses } from '../../server/src/db/schema'
import { startPaymentStandIns } from '../../server/src/test-support/payment-stand-ins'
import { launchBrowser, openReady, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

// A site offering Alipay and WeChat Pay against their stand-ins; the student pays on a phone (390 px):
// the page sends them to the provider's own cashier, and back on the order page the order is paid
// only once the server has been told so by the provider.
let site: Site
let browser: Browser
let standIns: Awaited<ReturnType<typeof startPaymentStandIns>>

beforeAll(async () => {
  standIns = await startPaymentStandIns()
  ;[site, browser] = await Promise.all([startSite({ env: standIns.env }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await standIns?.stop()
})

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

/** A student with an address signs in on a phone and goes to the payment step of the entry. */
async function studentAtPayment(phoneNo: string, name: string) {
  const student = await buildReadyStudent(site, phoneNo, 'Secret@2024')
  await site.db.insert(userAddresses).values({
    userId: student.id,
    receiptName: '林妈妈',
    receiptPhone: '13700005678',
    provinceCode: '310000',
    cityCode: '310100',
    areaCode: '310104',
    province: '上海市',
    city: '市辖区',
    area: '徐汇区',
    receiptAddress: '漕溪北路 100 号',
    isDefault: true,
  })
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE,
    locale: 'zh-CN',
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await studentLogsIn(site, page, phoneNo, 'Secret@2024')
  await openReady(page, `${site.url}/stu/placeOrder?id=1`)
  await page.getByTestId('place-order-total').filter({ hasText: '¥580.00' }).waitFor()
  await button(page, '确认下单').click()
  await page.getByText('漕溪北路 100 号').waitFor()
  await button(page, '下一步').click()
  await page.getByTestId('order-total').filter({ hasText: '¥580.00' }).waitFor()
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check()
  await snap(page, `${name}-choose`)
  const orderOf = async () => {
    const [order] = await site.db.select().from(orders).where(eq(orders.userId, student.id))
    if (!order) throw new Error('no order')
    return order
  }
  return { page, orderOf }
}

describe('Paying on a phone', () => {
  it('A student pays the entry with Alipay in the phone’s browser and sees it paid only once the server knows', async () => {
    const { page, orderOf } = await studentAtPayment('13700002001', 'phone-alipay')
    await page.getByRole('radio', { name: '支付宝' }).check()
    await page.getByText('将跳转到支付宝完成支付，支付后自动返回本页。').waitFor()
    await button(page, '去支付').click()
    // Alipay's wap cashier (the stand-in), at the gateway the signed request was sent to.
    await page.waitForURL(`${standIns.alipay.url}/gateway.do?**`)
    await page.getByTestId('alipay-amount').filter({ hasText: '¥580.00' }).waitFor()
    await snap(page, 'phone-alipay-cashier')
    const order = await orderOf()

    // Coming back to the order page with a payment claimed in its address proves nothing.
    await page.goto(`${site.url}/paymentProcess?order=${order.orderNo}&trade_status=TRADE_SUCCESS`)
    const polled = await page.waitForResponse((r) => r.url().includes('/order/getTbProductOrderIsFinish'))
    expect((await polled.json()).data).toEqual({ isFinish: false, status: 'unpaid' })
    await page.getByRole('status').filter({ hasText: '正在确认支付结果…' }).waitFor()
    await snap(page, 'phone-alipay-confirming')

    // The student goes on to pay; Alipay notifies the site and sends the phone back.
    await page.getByRole('link', { name: '尚未支付？前往支付宝继续支付' }).click()
    await page.getByRole('button', { name: '确认付款 Pay' }).click()
    await page.waitForURL(`${site.url}/paymentProcess?order=${order.orderNo}**`)
    await page.getByText('恭喜您，注册成功！').waitFor()
    await snap(page, 'phone-alipay-paid')
    expect(standIns.alipay.notifications.filter((n) => n.orderNo === order.orderNo)).toEqual([
      expect.objectContaining({ status: 200 }),
    ])
    await page.context().close()
  })

  it('A student pays the entry with WeChat Pay H5 whose notification is late, and the order page confirms it from the provider', async () => {
    const { page, orderOf } = await studentAtPayment('13700002002', 'phone-wechat')
    await page.getByRole('radio', { name: '微信支付' }).check()
    await button(page, '去支付').click()
    await page.waitForURL(`${standIns.wechat.url}/cgi-bin/mmpayweb-bin/checkmweb?**`)
    await page.getByText('¥580.00').waitFor()
    await snap(page, 'phone-wechat-cashier')
    const order = await orderOf()
    // The notification is held back: the phone returns before the site is told.
    standIns.wechat.control.holdNotifications = true
    try {
      await page.getByRole('button', { name: '立即支付 Pay now' }).click()
      await page.waitForURL(`${site.url}/paymentProcess?order=${order.orderNo}`)
      // The page asks the server, which asks WeChat Pay (its signed order query) and settles it.
      await page.getByText('恭喜您，注册成功！').waitFor()
    } finally {
      standIns.wechat.control.holdNotifications = false
    }
    await snap(page, 'phone-wechat-paid')
    expect(await orderOf()).toMatchObject({ status: 'paid', provider: 'wechat', paymentAmount: 58000 })
    expect(standIns.wechat.refusals).toEqual([])
    await page.context().close()
  })
})
