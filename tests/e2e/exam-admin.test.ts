import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { testClock } from '../../server/src/test-support/test-clock'
import { call } from '../../server/src/test-support/test-server'
import { pickOption } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

/**
 * The committee's side of the semi-final: a race schedule's window, a new exam in it, its paper
 * imported from the .xlsx template (after a bad file is refused), a judge, a student, and after the
 * exam the results on screen and as an .xlsx.
 */
let site: Site
let browser: Browser
/** The semi-final's time: the test lets a question's ten seconds pass at once. */
const clock = testClock()

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ examClock: clock }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function committeePage(token: string, locale = 'zh-CN', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale,
    acceptDownloads: true,
  })
  await context.addInitScript((t) => {
    localStorage.setItem('Authorization', t)
    localStorage.setItem('LOGIN_TYPE', '4')
  }, token)
  return context.newPage()
}

async function xlsxFile(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('questions')
  for (const row of rows) sheet.addRow(row)
  const file = path.join(os.tmpdir(), `paper-${Date.now()}.xlsx`)
  fs.writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()))
  return file
}

describe('the committee’s exam management', () => {
  it('sets a schedule, creates an exam, imports its paper, assigns a judge, enrols a student and exports results', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const judge = await buildSignedInUser(site.db, 'judge')
    const student = await buildSignedInUser(site.db, 'student')
    const page = await committeePage(committee.token)

    // The calendar: open the current season's re-selection round from yesterday for a week.
    await page.goto(`${site.url}/admin/calendar`)
    await page.getByRole('heading', { name: '赛季与赛程' }).waitFor()
    const row = page.getByRole('row').filter({ hasText: '复选赛（全国晋级赛）' })
    await row.getByRole('button', { name: '修改' }).click()
    const dialog = page.getByRole('dialog', { name: '修改赛程' })
    const day = (days: number) => {
      const d = new Date(Date.now() + days * 86_400_000)
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 08:00`
    }
    const typeDate = async (label: string, value: string) => {
      const input = dialog.getByLabel(label, { exact: true })
      await input.click()
      await input.fill(value)
      await input.press('Enter')
    }
    // Backwards first: the dialog names the problem and nothing is saved.
    await typeDate('考试开始时间', day(7))
    await typeDate('考试结束时间', day(-1))
    await typeDate('成绩公布时间', day(8))
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click()
    await dialog.getByText('考试结束时间必须晚于考试开始时间').waitFor()
    await typeDate('考试开始时间', day(-1))
    await typeDate('考试结束时间', day(7))
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click()
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(day(7))
    await snap(page, 'exam-admin-calendar')

    // A new exam in that schedule.
    await page.getByRole('link', { name: '线上考试' }).click()
    await page.getByRole('button', { name: '新建考试' }).click()
    const create = page.getByRole('dialog', { name: '新建考试' })
    // Nothing filled in: the form names each missing field in the page's language.
    await create.getByLabel('考试名称').waitFor()
    await create.getByRole('button', { name: /^保\s?存$/ }).click()
    await create.getByText('请填写 中文考试说明').waitFor()
    await create.getByLabel('考试名称').fill('复选赛线上考试')
    await create.getByLabel('每题时间').fill('10')
    await create.getByLabel('考试说明（中文）').fill('听评委指令作答。')
    await create.getByLabel('考试说明（英文）').fill('Answer when the judge says so.')
    await create.getByRole('button', { name: /^保\s?存$/ }).click()
    // The new exam's page, once saved (its code is fetched on the way).
    await page.getByRole('heading', { name: /复选赛线上考试/ }).waitFor()
    const quizId = Number(page.url().split('/').pop())

    // A bad file is refused with its row named; the template goes in whole.
    const header = ['quizForm', 'section', 'quizTypeStr', 'description', 'engDescription', 'choice', 'answer']
    const bad = await xlsxFile([header, [0, 'A', '题型', '题目', 'Question', '水,火', '石']])
    await page.locator('input[type=file]').setInputFiles(bad)
    await page.getByText('第 2 行：答案必须是选项之一').waitFor()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '下载 Excel 模板' }).click()
    const template = await (await download).path()
    await page.locator('input[type=file]').setInputFiles({
      name: 'questions-template.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: fs.readFileSync(template),
    })
    await page.getByText('已导入 3 道题目').waitFor()
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: '第 2 题' }).textContent())
      .toContain('红')
    await snap(page, 'exam-admin-questions')

    // The judge and the student.
    await page.getByRole('tab', { name: /评委/ }).click()
    await page.getByRole('checkbox', { name: new RegExp(judge.user.userName) }).check()
    await page.getByRole('button', { name: '保存评委' }).click()
    await page.getByRole('tab', { name: '评委 (1)' }).waitFor()
    await page.getByRole('tab', { name: '学生与成绩' }).click()
    await page.getByLabel(/输入学生账号/).fill(`${student.user.phone}\n19911112222`)
    await page.getByRole('button', { name: /^报\s?名$/ }).click()
    await page.getByText(/未做任何报名：19911112222/).waitFor()
    await page.getByLabel(/输入学生账号/).fill(String(student.user.phone))
    await page.getByRole('button', { name: /^报\s?名$/ }).click()
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: student.user.userName }).count(), {
        timeout: 15_000,
      })
      .toBe(1)

    // The exam is run (the live pages have their own test) and ended early by the judge.
    const asJudge = { authorization: judge.token }
    await call(site, 'POST', '/judge/command', { quizId, type: 'start', fromIndex: -1 }, asJudge)
    await clock.advance(10_200)
    await call(site, 'POST', '/judge/command', { quizId, type: 'next', fromIndex: 0 }, asJudge)
    const paper = await call(site, 'GET', '/admin/exam', { quizId }, { authorization: committee.token })
    const first = paper.data.questions[1]
    await call(
      site,
      'POST',
      '/formMatch/saveTheOnlineFormAnswer',
      { quizId, quizInfoId: first.id, userAnswer: first.answer, revision: 1 },
      { authorization: student.token },
    )
    await call(site, 'POST', '/judge/command', { quizId, type: 'end', fromIndex: 1 }, asJudge)
    // The answers close 2 s after the end; the scores follow.
    await clock.advance(3000)

    await page.reload()
    await page.getByRole('tab', { name: '学生与成绩' }).click()
    const scored = page.getByRole('row').filter({ hasText: student.user.userName })
    await expect.poll(() => scored.textContent(), { timeout: 15_000 }).toContain('1 / 2')
    const exported = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出 Excel' }).click()
    const file = await (await exported).path()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(file)
    expect(book.worksheets[0]?.getRow(2).getCell(2).text).toBe(student.user.userName)
    expect(book.worksheets[0]?.getRow(2).getCell(6).text).toBe('1')
    await snap(page, 'exam-admin-results')
    // A started exam keeps its paper.
    await page.getByRole('tab', { name: /^试题 \(/ }).click()
    await page.getByText('考试已经开始，试题不能再修改。').waitFor()
    expect(await page.getByRole('button', { name: '添加题目' }).count()).toBe(0)
  })

  it('adds a write question in the editor, refusing a meaning that shows the character', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const { exam } = await buildExam(site.db, { seconds: 30, opensAt: new Date(Date.now() + 86_400_000) })
    const page = await committeePage(committee.token)
    await page.goto(`${site.url}/admin/exams/${exam.id}`)
    await page.getByRole('tab', { name: /^试题 \(/ }).click()
    await page.getByRole('button', { name: '添加题目' }).click()
    const dialog = page.getByRole('dialog', { name: '添加题目' })
    await dialog.waitFor()
    // antd draws its radio buttons over the inputs it hides: the label takes the click.
    await dialog.locator('label', { hasText: '书写' }).click()
    await dialog.locator('#question-pinyin').waitFor()
    await dialog.locator('#question-type').fill('听写')
    await dialog.locator('#question-description').fill('木头的木，树干和树枝的材料。')
    await dialog.locator('#question-eng-description').fill('Wood, timber.')
    await dialog.locator('#question-pinyin').fill('mù')
    await dialog.locator('#question-answer').fill('木')
    await dialog.locator('#question-seconds').fill('40')
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click()
    await dialog
      .getByText(/写出了正确答案/)
      .first()
      .waitFor()
    await dialog.locator('#question-description').fill('树干和树枝的材料。')
    await snap(page, 'exam-admin-write-question')
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: '树干和树枝的材料' }).textContent())
      .toContain('木')
    await snap(page, 'exam-admin-write-question-listed')
  })

  it('a new exam in a season without schedules shows no bare round number and says the season has none', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const added = await call(
      site,
      'POST',
      '/admin/seasons',
      { id: 4, name: '2026~2027' },
      { authorization: committee.token },
    )
    expect(added.code).toBe(200)
    const page = await committeePage(committee.token, 'zh-CN', 1366)
    await page.goto(`${site.url}/admin/exams`)
    await page.getByRole('button', { name: '新建考试' }).click()
    const create = page.getByRole('dialog', { name: '新建考试' })
    /** The schedule field as a person reads it: its label, what the select shows, the note under it. */
    const scheduleField = create
      .locator('div')
      .filter({ has: page.getByText('赛程', { exact: true }) })
      .filter({ has: page.getByRole('combobox') })
      .last()

    // The new season is the one chosen: it has no schedules yet, and the field says so.
    await create.getByText('2026~2027').waitFor()
    expect(await scheduleField.textContent()).not.toMatch(/\d/)
    await scheduleField.getByText('该赛季还没有赛程，请先在“赛季与赛程”中添加').waitFor()
    expect(await create.getByRole('combobox', { name: '赛程' }).isDisabled()).toBe(true)
    await snap(page, 'exam-admin-new-exam-no-schedules')
    await create.getByLabel('考试名称').fill('新赛季复选赛')
    await create.getByLabel('考试说明（中文）').fill('听评委指令作答。')
    await create.getByLabel('考试说明（英文）').fill('Answer when the judge says so.')
    await create.getByRole('button', { name: /^保\s?存$/ }).click()
    await create.getByText('所选赛季没有这个赛程，请先在"赛季与赛程"中添加').waitFor()

    // A season with schedules names its rounds as the dictionary does.
    await pickOption(page, create.getByRole('combobox', { name: '赛季' }), '2024~2025')
    await scheduleField.getByText('复选赛（全国晋级赛）').waitFor()
    expect(await scheduleField.getByText('该赛季还没有赛程', { exact: false }).count()).toBe(0)
  })

  it('reads in English and fits a phone', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const page = await committeePage(committee.token, 'en-US', 390)
    await page.addInitScript(() => localStorage.setItem('locale', 'EN'))
    await page.goto(`${site.url}/admin/exams`)
    await page.getByRole('heading', { name: 'Online exams' }).waitFor()
    await page.getByRole('button', { name: 'New exam' }).click()
    await page.getByRole('dialog', { name: 'New exam' }).getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(() => page.getByText('Please fill in name').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await snap(page, 'exam-admin-phone-en')
  })
})
