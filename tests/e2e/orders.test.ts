import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, schoolEnrollments, schools, userAddresses, userSchools } from '../../server/src/db/schema'
import { startSession } from '../../server/src/modules/auth/sessions.service'
import { setCharacterBankPassword } from '../../server/src/modules/public-site/character-bank-password'
import { buildUser } from '../../server/src/test-support/factories'
import { pdfText } from '../../server/src/test-support/pdf-text'
import { call, startTestServer } from '../../server/src/test-support/test-server'
import { buildCommittee } from './support/accounts'
import { ARTIFACTS, launchBrowser, snap } from './support/browser'
import type { Site } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser

/** The season's character bank password, as the committee sets it. */
const BANK_PASSWORD = 'Zi@Ku2026'

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer(), launchBrowser()])
  await setCharacterBankPassword(site.db, site.services.personalData, BANK_PASSWORD, 3)
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const newPage = async (width = 1280, height = 900) =>
  (await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' })).newPage()

const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

/** The payer scans the QR code: its URL opens the sandbox page on a phone, where they confirm. */
async function payOnPhone(page: Page, name: string) {
  const link = page.getByRole('link', { name: '在手机上打开支付页（沙箱）' })
  await link.waitFor()
  const url = await link.getAttribute('href')
  expect(url).toContain('/api/pay/sandbox/')
  const phone = await newPage(390, 780)
  await phone.goto(url ?? '')
  await phone.getByText('测试支付环境：不会真实扣款').waitFor()
  await snap(phone, `${name}-sandbox-phone`)
  await phone.getByRole('button', { name: '确认支付 Confirm payment' }).click()
  await phone.getByRole('heading', { name: '支付成功' }).waitFor()
  await snap(phone, `${name}-sandbox-paid`)
  await phone.context().close()
}

describe('Orders and payment', () => {
  it('A school pays for its paper sign-up through the sandbox QR page and the sign-up shows paid', async () => {
    const user = await buildUser(site.db, 'schoolTeacher')
    const [school] = await site.db
      .insert(schools)
      .values({
        schoolName: '支付测试小学',
        schoolType: 0,
        schoolLevel: '1,2,3',
        provinceCode: '110000',
        cityCode: '110100',
        areaCode: '110108',
        province: '北京市',
        city: '市辖区',
        area: '海淀区',
        approved: true,
      })
      .returning()
    if (!school) throw new Error('no school')
    await site.db.insert(userSchools).values({ userId: user.id, schoolId: school.id })
    const gradeList = [{ grade: 1, gradeName: '一年级', classListDto: [{ className: '1班', number: 30 }] }]
    const [enrollment] = await site.db
      .insert(schoolEnrollments)
      .values({
        schoolId: school.id,
        userId: user.id,
        season: 3,
        expectedTime: new Date(Date.now() + 86_400_000),
        gradeStr: '1',
        classStr: 1,
        gradeList,
        examNum: 30,
        teacherName: '王老师',
        phone: '13800003333',
      })
      .returning()
    const token = await startSession(site.db, user.id)
    const page = await newPage()
    await page.goto(`${site.url}/`)
    // What the school login and the registration dialog leave in storage.
    await page.evaluate(
      ([t, id]) => {
        localStorage.setItem('Authorization', t)
        localStorage.setItem('LOGIN_TYPE', '2')
        localStorage.setItem(
          'orderPayDataForm',
          JSON.stringify({ season: 3, stepIndex: '0', productFlag: 'applyTestPaper', enrollmentId: id }),
        )
      },
      [token, enrollment?.id ?? 0] as const,
    )
    await page.goto(`${site.url}/paymentProcess?processType=1`)
    await page.getByText('预计考试总人数').waitFor()
    // Each label of the gift-pack address form names its input.
    await page.getByLabel('收件人').fill('李主任')
    await page.getByLabel('联系电话').fill('13911112222')
    await page.getByLabel('详细地址').fill('中关村大街 27 号')
    expect(await page.getByLabel('所在地区').count()).toBe(1)
    await snap(page, 'orders-school-step0')
    await button(page, '下一步').click()
    await page.getByText('学校个人赛报名费').waitFor()
    await button(page, '去支付').click()
    await page.getByText('请先阅读并同意服务协议内容！').waitFor()
    await page.getByRole('checkbox').check()
    await snap(page, 'orders-school-step1')
    await button(page, '去支付').click()
    await page.getByTestId('pay-amount').filter({ hasText: '¥1000.00' }).waitFor()
    // A reload keeps step 2 and the same order.
    const orderNo = await page.getByTestId('order-no').textContent()
    await page.reload()
    await page
      .getByTestId('order-no')
      .filter({ hasText: orderNo ?? '' })
      .waitFor()
    await snap(page, 'orders-school-step2')
    await payOnPhone(page, 'orders-school')
    await page.getByText('支付成功，订单已完成！').waitFor()
    await page.getByText(/本校已成为本赛季个人赛会员学校/).waitFor()
    await snap(page, 'orders-school-step3')
    const state = await call(site, 'GET', '/enrollment/getIsSchoolPerson', {}, { authorization: token })
    expect(state.data.orderState).toBe(3003)
    // Done: the school goes back to its user centre, where the payment started, not to the public home.
    await button(page, '返回用户中心').click()
    await page.waitForURL('**/userInfo_welcome')
    // The paid sign-up and the paper application are one story: the application comes next, filled in.
    await page.getByText(/本校已完成本赛季个人赛学校报名（已缴费）/).waitFor()
    await page.getByRole('link', { name: '去申请' }).click()
    await page.getByText(/已按本校本赛季的学校报名填好/).waitFor()
    await snap(page, 'orders-school-paper-application-filled')

    // The school downloads its receipt in the user centre.
    await page.goto(`${site.url}/userInfo_orders`)
    await page.getByText('已支付').first().waitFor()
    await snap(page, 'orders-school-my-orders')
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, '下载收据').click()])
    const receipt = fs.readFileSync(await download.path())
    expect(receipt.subarray(0, 5).toString()).toBe('%PDF-')
    // The school paid, through its teacher; the sandbox took no money and the receipt says so.
    const text = await pdfText(receipt)
    expect(text).toContain('付款人Payer：支付测试小学（经办人')
    expect(text).toContain('测试支付（未真实扣款）')
  })

  it('A student buys the competition entry with a coupon and becomes enrolled', async () => {
    const student = await buildReadyStudent(site, '13700001234', 'Secret@2024')
    await site.db.insert(coupons).values({
      userId: student.id,
      couponName: '新选手立减50元',
      couponNameEn: '50 off for new spellers',
      discountAmount: 5000,
    })
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
    const page = await newPage()
    await studentLogsIn(site, page, '13700001234', 'Secret@2024')
    await page.goto(`${site.url}/stu/placeOrder?id=1`)
    await page.getByTestId('place-order-total').filter({ hasText: '¥580.00' }).waitFor()
    await page.getByLabel('优惠券').selectOption({ label: '新选手立减50元 −¥50.00' })
    await page.getByTestId('place-order-total').filter({ hasText: '¥530.00' }).waitFor()
    await snap(page, 'orders-student-place-order')
    await button(page, '确认下单').click()
    await page.getByText('林小雨').waitFor()
    await page.getByText('漕溪北路 100 号').waitFor()
    await snap(page, 'orders-student-step0')
    await button(page, '下一步').click()
    await page.getByTestId('order-total').filter({ hasText: '¥530.00' }).waitFor()
    await page.getByRole('checkbox').check()
    await button(page, '去支付').click()
    await page.getByTestId('pay-amount').filter({ hasText: '¥530.00' }).waitFor()
    await page.getByRole('img', { name: '请使用微信扫描二维码支付' }).waitFor()
    // The site runs the sandbox: the payment page says no real money is taken, in both languages.
    await page.getByText('测试支付环境：不会真实扣款 · Test payments: no real money is taken').waitFor()
    await snap(page, 'orders-student-step2')
    await payOnPhone(page, 'orders-student')
    // The entry is the individual registration the specification congratulates.
    await page.getByText('恭喜您，注册成功！').waitFor()
    await page.getByText(/本赛季字库密码已随确认邮件发送/).waitFor()
    await snap(page, 'orders-student-step3')
    // Done: the student goes back to the student home.
    await button(page, '返回选手主页').click()
    await page.waitForURL('**/stu/index')
    await page.getByText('报名费已支付。').waitFor()
    // The paid entry brings the season's character bank password to the student home, and it opens the bank.
    await page.getByText('2024~2025 赛季字库密码：').waitFor()
    await page.getByText(BANK_PASSWORD, { exact: true }).waitFor()
    await snap(page, 'orders-student-home-bank-password')
    await page.getByRole('link', { name: '去字库输入' }).click()
    await page.waitForURL('**/speCharacterBank')
    await page.getByRole('textbox', { name: '密码' }).fill(BANK_PASSWORD)
    await page.getByRole('button', { name: /解\s*锁/ }).click()
    await page.getByText('2024~2025 赛季字库已解锁').waitFor()

    // The receipt is downloaded from the orders page.
    await page.goto(`${site.url}/stu/orders`)
    await page.getByText('已支付').first().waitFor()
    await snap(page, 'orders-student-my-orders')
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, '下载收据').click()])
    const file = await download.path()
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
    fs.mkdirSync(ARTIFACTS, { recursive: true })
    fs.copyFileSync(file, path.join(ARTIFACTS, 'orders-student-receipt.pdf'))
    // The same page in English.
    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.reload()
    await page.getByRole('button', { name: 'Download receipt' }).waitFor()
    await page.getByText('Test payments: no real money is taken · 测试支付环境：不会真实扣款').waitFor()
    await snap(page, 'orders-student-my-orders-en')
    await page.goto(`${site.url}/stu/placeOrder?id=2`)
    await page.getByText('No coupons available').waitFor()
    await snap(page, 'orders-student-place-order-en')
  })

  it('The student asks for a refund, the committee sees the orders and approves it, and the student sees it refunded', async () => {
    const page = await newPage()
    await studentLogsIn(site, page, '13700001234', 'Secret@2024')
    await page.goto(`${site.url}/stu/orders`)
    await button(page, '申请退款').click()
    await page.getByLabel('退款原因（选填）').fill('时间冲突，无法参赛')
    await snap(page, 'orders-student-refund-ask')
    await button(page, '提交申请').click()
    await page.getByText('审核中 ¥500.00').waitFor()

    await buildCommittee(site, '13800008888', 'Committee#2026')
    const admin = await newPage()
    await admin.goto(`${site.url}/admin/orders`)
    await admin.getByLabel('账号').fill('13800008888')
    await admin.getByLabel('密码').fill('Committee#2026')
    await admin.getByRole('button', { name: /登\s*录/ }).click()
    await admin.getByText('支付测试小学').waitFor()
    await snap(admin, 'orders-admin-orders')
    await admin.goto(`${site.url}/admin/products`)
    await admin.getByText('学校个人赛报名费').waitFor()
    await snap(admin, 'orders-admin-products')
    await admin.goto(`${site.url}/admin/refunds`)
    await admin.getByText('时间冲突，无法参赛').waitFor()
    await snap(admin, 'orders-admin-refunds')
    await button(admin, '同意退款').click()
    await admin.getByText('已退款').first().waitFor()

    await page.reload()
    await page.getByText('已退款 ¥500.00').waitFor()
    await snap(page, 'orders-student-refunded')
  })
})
