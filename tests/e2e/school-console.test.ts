import { chinaDate } from '@spell/shared/time/china-time'
import ExcelJS from 'exceljs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../server/src/test-support/test-server'
import { pickOption, sendCodeAndRead } from './support/accounts'
import { launchBrowser, openReady, snap } from './support/browser'
import { cascaderOption, pickerDay, pickerOk } from './support/popups'
import type { Site } from './support/site'

/** The demo school (13800000001) and the demo committee (13800000004) of the seeded demo data. */
const SCHOOL_PHONE = '13800000001'
const COMMITTEE = { account: '13800000004', password: 'Committee@2024' }
const SCHOOL_NAME = '北京市海淀区实验小学（演示 Demo）'

let site: Site
let browser: Browser
let school: Page
let committee: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer({ SEED_DEMO: '1' }), launchBrowser()])
  school = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  ).newPage()
  committee = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  ).newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

/** The committee's row of the demo school in /admin/papers. */
const demoRow = () => committee.locator('tr', { hasText: SCHOOL_NAME })

async function smsCode(page: Page) {
  return sendCodeAndRead(site, page, page.getByRole('button', { name: '获取验证码' }), SCHOOL_PHONE)
}

/** The class count select filters as one types; the first match of "N" is N itself. */
async function pickClassCount(page: Page, count: number, id = '#apply-classes') {
  await page.locator(id).click()
  await page.locator(id).fill(String(count))
  await page.keyboard.press('Enter')
}

/** Picks today in an antd date-time picker and confirms it. */
async function pickToday(page: Page, input: Locator) {
  await input.click()
  await pickerDay(page, chinaDate(Date.now())).click()
  await pickerOk(page).click()
  await expect.poll(() => input.inputValue()).not.toBe('')
}

/** Picks a district by searching the region cascader (steadier than clicking three animated columns). */
async function pickRegion(page: Page, input: Locator, district: string, path: string) {
  await input.click()
  await input.fill(district)
  await cascaderOption(page, path).click()
  // The cascader's own box shows the chosen path.
  await input
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-cascader ")][1]')
    .filter({ hasText: district })
    .waitFor()
}

async function scoreSheet(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('scores')
  sheet.addRow([
    '准考证号 Candidate no.',
    '姓名 Name',
    '性别 Sex',
    '年级 Grade',
    '成绩 Score',
    '国籍 Nationality',
    '手机号 Phone',
  ])
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

describe('school console and paper applications', () => {
  it('the demo school signs in by SMS, sees its tasks and edits its school information', async () => {
    await openReady(school, `${site.url}/chnEngLogin`)
    await school.locator('#school-login-phone').fill(SCHOOL_PHONE)
    await school.locator('#school-login-code').fill(await smsCode(school))
    await school
      .locator('form')
      .getByRole('button', { name: /登\s*录/ })
      .click()
    await school.waitForURL('**/userInfo_welcome')
    await school.getByText('本赛季尚未申请个人赛试卷').waitFor()
    await snap(school, '50-console-welcome')

    await school
      .getByRole('navigation', { name: '用户中心菜单' })
      .getByRole('link', { name: '学校基本信息' })
      .click()
    await school.getByRole('heading', { name: SCHOOL_NAME }).waitFor()
    const dialog = school.getByRole('dialog')
    await button(school, '编辑').click()
    await dialog.locator('#school-edit-motto').waitFor()
    await dialog.locator('#school-edit-motto').fill('训'.repeat(100))
    await dialog.locator('#school-edit-motto').fill('博学笃行，明德至善')
    await dialog.locator('#school-edit-address').fill('北京市海淀区中关村大街 27 号')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await school.getByText('保存成功！').first().waitFor()
    await school.getByText('「博学笃行，明德至善」').waitFor()
    await school.getByText('北京市海淀区中关村大街 27 号').waitFor()
  })

  it('submits an application: rows rebuilt from grades and classes, total summed, success screen', async () => {
    await school.goto(`${site.url}/userInfoIndividualPapersDetailNew`)
    await school.getByRole('heading', { name: '个人赛试卷申请' }).waitFor()
    // Submitting empty shows the specification's messages.
    await button(school, '提交申请').click()
    for (const text of ['请选择预计考试时间', '请选择包含组别（多选）', '请输入收件人姓名'])
      await school.getByRole('alert').filter({ hasText: text }).first().waitFor()

    await pickToday(school, school.locator('#apply-time'))
    await pickOption(school, school.locator('#apply-grades'), '一年级')
    await pickOption(school, school.locator('#apply-grades'), '三年级')
    await school.keyboard.press('Escape')
    await pickClassCount(school, 3)
    await school.locator('#apply-class-1-1').fill('30')
    await school.locator('#apply-class-1-3').fill('25')
    await school.locator('#apply-class-3-2').fill('40')
    // Fewer classes keep the numbers of the classes that remain.
    await pickClassCount(school, 2)
    await expect.poll(() => school.locator('#apply-class-1-3').count()).toBe(0)
    expect(await school.locator('#apply-class-1-1').inputValue()).toBe('30')
    expect(await school.locator('#apply-class-3-2').inputValue()).toBe('40')
    await school.locator('#apply-class-1-2').fill('28')
    await school.locator('#apply-class-3-1').fill('35')
    await expect.poll(() => school.getByTestId('apply-total').textContent()).toBe('133')

    await school.locator('#apply-teacher').fill('王老师')
    await school.locator('#apply-phone').fill(SCHOOL_PHONE)
    // The school signed in by SMS code a moment ago: that proves the phone, no second code is asked.
    await school
      .getByTestId('apply-code-proved')
      .getByText(/您刚用本手机号的短信验证码登录/)
      .waitFor()
    expect(await school.locator('#apply-code').count()).toBe(0)
    // Another phone has proved nothing: its code is asked for.
    await school.locator('#apply-phone').fill('13912345678')
    await school.locator('#apply-code').waitFor()
    await school.locator('#apply-phone').fill(SCHOOL_PHONE)
    await school.getByTestId('apply-code-proved').waitFor()
    await school.locator('#apply-receipt-name').fill('李主任')
    await school.locator('#apply-receipt-phone').fill('13911112222')
    await school.locator('#apply-email').fill('audio@demo-school.cn')
    await pickRegion(school, school.locator('#apply-region'), '海淀区', '北京市 / 市辖区 / 海淀区')
    await school.locator('#apply-address').fill('中关村大街 27 号 教务处')
    await snap(school, '51-apply-filled')
    await button(school, '提交申请').click()
    await school.getByText('请等待组委会审核，审核结果将在 7 个工作日内告知。').waitFor()
    await snap(school, '52-apply-success')
    await button(school, '查看详情').click()
    await school.waitForURL('**/userInfo_IndividualPapersDetail?paperDetailId=*')
    await school.locator('[data-status="0"]').first().waitFor()
    expect(await school.getByTestId('detail-exam-num').textContent()).toBe('133')
  })

  it('the committee rejects it with a reason; the school sees the reason and resubmits', async () => {
    await committee.goto(`${site.url}/admin`)
    await committee.getByLabel('账号').fill(COMMITTEE.account)
    await committee.getByLabel('密码').fill(COMMITTEE.password)
    await committee.getByRole('button', { name: /登\s*录/ }).click()
    await committee.getByRole('link', { name: '试卷申请' }).click()
    await demoRow().waitFor()
    await snap(committee, '53-admin-papers')
    const dialog = committee.getByRole('dialog')
    await demoRow()
      .getByRole('button', { name: /不\s*通\s*过/ })
      .click()
    await dialog.locator('#paper-reject-reason').waitFor()
    await dialog.getByRole('button', { name: /不\s*通\s*过/ }).click()
    await dialog.getByText('请填写不通过的原因').waitFor()
    await dialog.locator('#paper-reject-reason').fill('三年级人数与学校规模不符，请核实')
    await dialog.getByRole('button', { name: /不\s*通\s*过/ }).click()
    await committee.getByText('已退回学校').first().waitFor()
    await demoRow().locator('[data-status="2"]').waitFor()

    await school.goto(`${site.url}/userInfo_IndividualPapers`)
    await school.locator('[data-status="2"]').waitFor()
    // The page remembers the minute between two codes; a test does not wait for it.
    await school.evaluate(() => sessionStorage.clear())
    await school.getByRole('link', { name: '修改重提' }).click()
    await school.getByText('三年级人数与学校规模不符，请核实').first().waitFor()
    await school.locator('#apply-class-3-2').fill('20')
    await expect.poll(() => school.getByTestId('apply-total').textContent()).toBe('113')
    await school.getByTestId('apply-code-proved').waitFor()
    await button(school, '重新提交申请').click()
    await school.getByText('申请成功').first().waitFor()
  })

  it('the committee approves and dispatches; the school confirms the return shipment', async () => {
    await committee.reload()
    await demoRow().locator('[data-status="0"]').waitFor()
    await demoRow()
      .getByRole('button', { name: /^通\s*过$/ })
      .click()
    await committee
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await demoRow().locator('[data-status="1"]').waitFor()
    const dispatch = committee.getByRole('dialog')
    await demoRow()
      .getByRole('button', { name: /寄\s*出\s*试\s*卷/ })
      .click()
    await dispatch.locator('#shipment-number').waitFor()
    await pickOption(committee, dispatch.locator('#shipment-company'), '顺丰速运')
    await dispatch.locator('#shipment-number').fill('SF1234567890')
    await dispatch.getByRole('button', { name: /寄\s*出\s*试\s*卷/ }).click()
    await demoRow().locator('[data-status="3"]').waitFor()

    await school.goto(`${site.url}/userInfo_welcome`)
    await school.getByText('试卷已寄出（顺丰速运 SF1234567890），考试结束后请确认寄回').waitFor()
    await button(school, '确认寄回').click()
    await school.waitForURL('**/userInfo_IndividualPapersDetail?paperDetailId=*')
    // The detail page, not the welcome page it replaces, whose button has the same name.
    await school.getByTestId('detail-exam-num').waitFor()
    const shipment = school.getByRole('dialog')
    await button(school, '确认寄回').click()
    await shipment.locator('#shipment-number').waitFor()
    await shipment.getByRole('button', { name: /确\s*认\s*寄\s*回/ }).click()
    await shipment.getByRole('alert').filter({ hasText: '请选择' }).first().waitFor()
    await pickOption(school, shipment.locator('#shipment-company'), '中国邮政 EMS')
    await shipment.locator('#shipment-number').fill('EM998877')
    await snap(school, '54-confirm-return')
    await shipment.getByRole('button', { name: /确\s*认\s*寄\s*回/ }).click()
    await school.getByText('已确认寄回').first().waitFor()
    await school.getByText('中国邮政 EMS EM998877').waitFor()
  })

  it('the committee marks the papers returned, imports scores (all or nothing) and releases them', async () => {
    await committee.reload()
    await demoRow().getByText('学校寄回：中国邮政 EMS EM998877').waitFor()
    await demoRow()
      .getByRole('button', { name: /确认收到寄回/ })
      .click()
    await committee
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await demoRow().locator('[data-status="4"]').waitFor()

    const dialog = committee.getByRole('dialog')
    await demoRow()
      .getByRole('button', { name: /导\s*入\s*成\s*绩/ })
      .click()
    await dialog.getByRole('button', { name: /下载成绩模板/ }).waitFor()
    const input = dialog.locator('input[type=file]')
    await input.setInputFiles({
      name: 'bad.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await scoreSheet([
        ['A001', '张小明', '男', 1, 96, '中国', '13900001111'],
        ['A002', '', '女', 3, 1200, '中国', ''],
      ]),
    })
    await dialog.getByText('第 3 行：请填写姓名').waitFor()
    await dialog.getByText('第 3 行：成绩须为 0-1000 的数字').waitFor()
    await input.setInputFiles({
      name: 'scores.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await scoreSheet([
        ['A001', '张小明', '男', 1, 96, '中国', '13900001111'],
        ['A002', 'Emily Chen', '女', 3, 88.5, '美国', ''],
        ['A003', '李华', '男', 3, 91, '中国', '13900003333'],
      ]),
    })
    await committee.getByText('已导入 3 条成绩').first().waitFor()
    await demoRow().locator('[data-status="5"]').waitFor()
    await demoRow()
      .getByRole('button', { name: /成绩统计完成/ })
      .click()
    await committee
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await demoRow().locator('[data-status="6"]').waitFor()
    await demoRow()
      .getByRole('button', { name: /发\s*布\s*成\s*绩/ })
      .click()
    await committee
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await demoRow().locator('[data-status="7"]').waitFor()
    await snap(committee, '55-admin-released')
  })

  it('the school sees its released scores, searches them and exports them to .xlsx', async () => {
    await school.goto(`${site.url}/userInfo_IndividualPapers`)
    await school.locator('[data-status="7"]').waitFor()
    await school.getByRole('link', { name: '查看晋级结果' }).click()
    await school.waitForURL('**/userInfo_individualScore?season=3')
    await school.getByRole('cell', { name: '张小明' }).waitFor()
    await school.getByText('共 3 条').waitFor()
    await school.locator('#score-name').fill('李')
    await button(school, '查询').click()
    await school.getByText('共 1 条').waitFor()
    await school.locator('#score-name').fill('')
    await button(school, '查询').click()
    await school.getByText('共 3 条').waitFor()
    await snap(school, '56-scores')

    const download = school.waitForEvent('download')
    await button(school, '导出 Excel').click()
    const file = await (await download).path()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(file)
    const names = book.worksheets[0]?.getColumn(4).values.slice(2)
    expect(names).toEqual(['张小明', '李华', 'Emily Chen'])
  })
})
