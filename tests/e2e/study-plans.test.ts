import fs from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../server/src/test-support/test-server'
import { pickOption, sendCodeAndRead } from './support/accounts'
import { ARTIFACTS, launchBrowser, openReady, snap } from './support/browser'
import type { Site } from './support/site'
import { tableRows } from './support/tables'

const SCHOOL_PHONE = '13800000001'

let site: Site
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer({ SEED_DEMO: '1' }), launchBrowser()])
  page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  ).newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const button = (p: Page | Locator, text: string) =>
  p.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

async function sheet(name: string, header: string[], rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const ws = book.addWorksheet('sheet1')
  ws.addRow(header)
  for (const row of rows) ws.addRow(row)
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  const file = path.join(ARTIFACTS, name)
  await book.xlsx.writeFile(file)
  return file
}

describe('study plans, words and student lists', () => {
  it('a teacher creates a study plan with its required fields checked', async () => {
    await openReady(page, `${site.url}/chnEngLogin`)
    await page.locator('#school-login-phone').fill(SCHOOL_PHONE)
    await page
      .locator('#school-login-code')
      .fill(await sendCodeAndRead(site, page, page.getByRole('button', { name: '获取验证码' }), SCHOOL_PHONE))
    await page
      .locator('form')
      .getByRole('button', { name: /登\s*录/ })
      .click()
    await page.waitForURL('**/userInfo_welcome')
    await page.getByRole('link', { name: '学习计划与学生管理' }).click()
    await button(page, '新建学习计划').click()
    const dialog = page.getByRole('dialog', { name: '新建学习计划' })
    await dialog.locator('#plan-name').waitFor()
    await button(dialog, '保存').click()
    await dialog.getByText('请输入计划名称').waitFor()
    await dialog.getByText('请选择计划类型').waitFor()
    await dialog.locator('#plan-name').fill('春季第一周')
    await pickOption(page, dialog.locator('#plan-type'), '周计划')
    await dialog.locator('#plan-first').fill('三年级')
    await dialog.locator('#plan-second').fill('2班')
    // A plan that starts next year has not started yet.
    const year = new Date().getFullYear() + 1
    await dialog.locator('#plan-start').fill(`${year}-03-03`)
    await dialog.locator('#plan-end').fill(`${year}-03-09`)
    await snap(page, '80-plan-create')
    await button(dialog, '保存').click()
    await page.getByText('已保存学习计划“春季第一周”').waitFor()
    await page.locator('tr', { hasText: '春季第一周' }).getByText('周计划').waitFor()
    await page.locator('tr', { hasText: '春季第一周' }).getByText('未开始').waitFor()
    await snap(page, '81-plan-list')
  })

  it('imports words from an .xlsx (a bad sheet adds nothing) and with the scanning pen', async () => {
    await page.locator('tr', { hasText: '春季第一周' }).getByRole('link', { name: '单词列表' }).click()
    await page.waitForURL('**/userInfo_studyPlanWords?planId=*')
    await button(page, '批量导入').click()
    const upload = page.getByRole('dialog', { name: '批量导入' })
    await button(upload, '开始上传').click()
    await page.getByText('请选择需要上传的文件').waitFor()
    const bad = await sheet(
      'words-bad.xlsx',
      ['单词', '教学任务', '来源', '难度'],
      [
        ['春', '会认', '课本', 1],
        ['夏', '会写', '课本', 9],
      ],
    )
    await upload.locator('input[type=file]').setInputFiles(bad)
    await button(upload, '开始上传').click()
    await upload.getByText('第 3 行：难度须为“合格”“提高”“思考”（或 1、2、3）').waitFor()
    await snap(page, '82-words-import-failed')
    // The template names the difficulties the import takes, and a sheet filled in that way imports.
    const download = page.waitForEvent('download')
    await upload.getByRole('button', { name: /下\s*载\s*模\s*板/ }).click()
    const template = new ExcelJS.Workbook()
    await template.xlsx.readFile((await (await download).path()) ?? '')
    const header = ((template.worksheets[0]?.getRow(1).values ?? []) as string[]).filter(Boolean)
    expect(header).toContain('难度 Difficulty（合格 / 提高 / 思考）')
    const good = await sheet('words-good.xlsx', header, [
      ['春', '会认', '课本', '合格'],
      ['夏', '会写', '课本', '提高'],
    ])
    await upload.locator('input[type=file]').setInputFiles(good)
    await button(upload, '开始上传').click()
    await page.getByText('上传成功').first().waitFor()
    await page.getByRole('cell', { name: '夏', exact: true }).waitFor()
    expect(await tableRows(page).count()).toBe(2)

    await button(page, '扫描笔导入').click()
    const pen = page.getByRole('dialog', { name: '扫描笔导入' })
    // The pen's own button: the import dialog has one of the same name.
    await button(pen, '开始上传').click()
    await pen.getByText('上传过程中请勿刷新页面！').waitFor()
    const box = pen.getByRole('textbox')
    await box.focus()
    // The pen types like a keyboard: each word followed by Enter.
    for (const word of ['秋', '冬']) {
      await page.keyboard.type(word)
      await page.keyboard.press('Enter')
    }
    // A word already in the plan: the refusal names the scanned word, once, and closes the confirmation.
    await page.keyboard.type('夏')
    await pen.getByText('已扫描 3 个单词').waitFor()
    await button(page, '结束上传').click()
    await page.getByText('确定导入已扫描的 3 个单词吗？').waitFor()
    await button(page, '确定').click()
    await pen.getByRole('alert').getByText('扫描的第 3 个词：单词重复：夏', { exact: false }).waitFor()
    await expect.poll(() => page.getByText('确定导入已扫描的 3 个单词吗？').count()).toBe(0)
    expect(await page.getByText(/上传失败.*上传失败/).count()).toBe(0)
    await snap(page, '83b-scanning-pen-refused')
    await box.press('Control+End')
    await box.press('Backspace')
    await pen.getByText('已扫描 2 个单词').waitFor()
    await snap(page, '83-scanning-pen')
    await button(page, '结束上传').click()
    await page.getByText('确定导入已扫描的 2 个单词吗？').waitFor()
    await button(page, '确定').click()
    await page.getByRole('cell', { name: '冬', exact: true }).waitFor()
    expect(await tableRows(page).count()).toBe(4)

    await page
      .locator('tr', { hasText: '冬' })
      .getByRole('button', { name: /删\s*除/ })
      .click()
    await page.getByText('确定删除单词“冬”吗？').waitFor()
    await button(page, '确定').click()
    await expect.poll(() => tableRows(page).count()).toBe(3)
    await snap(page, '84-word-list')
  })

  it('imports a student list all or nothing', async () => {
    await page.goto(`${site.url}/userInfo_studyPlan?tab=students`)
    await button(page, '批量导入').click()
    const upload = page.getByRole('dialog', { name: '批量导入' })
    const bad = await sheet(
      'students-bad.xlsx',
      ['姓名', '手机号'],
      [
        ['张三', '13900001111'],
        ['李四', '139'],
      ],
    )
    await upload.locator('input[type=file]').setInputFiles(bad)
    await button(upload, '开始上传').click()
    await upload.getByText('上传失败').waitFor()
    await upload.getByText('第 3 行：请输入正确手机号').waitFor()
    await snap(page, '85-students-import-failed')
    await button(page, '取消').click()
    await page.getByText('暂无学生').waitFor()
    await button(page, '批量导入').click()
    const good = await sheet(
      'students-good.xlsx',
      ['姓名', '手机号'],
      [
        ['张三', '13900001111'],
        ['李四', '13900002222'],
      ],
    )
    await page.getByRole('dialog', { name: '批量导入' }).locator('input[type=file]').setInputFiles(good)
    await button(page, '开始上传').click()
    await page.getByRole('cell', { name: '李四' }).waitFor()
    await page
      .locator('tr', { hasText: '李四' })
      .getByRole('button', { name: /禁\s*用/ })
      .click()
    await page.locator('tr', { hasText: '李四' }).getByText('禁用', { exact: true }).first().waitFor()
    await snap(page, '86-students')
  })

  it('the plan, word and student pages read in English', async () => {
    await page.goto(`${site.url}/userInfo_studyPlan`)
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('tab', { name: 'Study plans' }).waitFor()
    await page.locator('tr', { hasText: '春季第一周' }).getByText('Weekly').waitFor()
    await page.locator('tr', { hasText: '春季第一周' }).getByText('Not started').waitFor()
    await snap(page, '87-plans-en')
    await page.setViewportSize({ width: 375, height: 800 })
    await snap(page, '87b-plans-en-375')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.locator('tr', { hasText: '春季第一周' }).getByRole('link', { name: 'Word list' }).click()
    await page.getByRole('button', { name: 'Scanning-pen import' }).waitFor()
    await page.getByRole('cell', { name: 'Improve' }).waitFor()
    await snap(page, '88-words-en')
    await page.goto(`${site.url}/userInfo_studyPlan?tab=students`)
    await page.getByRole('cell', { name: 'Forbidden' }).waitFor()
    await snap(page, '89-students-en')
    await page.getByRole('button', { name: '中文' }).click()
  })
})
