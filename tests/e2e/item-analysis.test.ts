import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examAnswers, examStudents } from '../../server/src/db/schema'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { testClock } from '../../server/src/test-support/test-clock'
import { call } from '../../server/src/test-support/test-server'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

/**
 * The committee reads a finished semi-final question by question: four students, two questions
 * opened by the judge twenty seconds apart, their answers seeded with the time they arrived.
 */
let site: Site
let browser: Browser
let quizId: number
let committeeToken: string
const clock = testClock()

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite({ examClock: clock }), launchBrowser()])
  committeeToken = (await buildSignedInUser(site.db, 'committee')).token
  const judge = await buildSignedInUser(site.db, 'judge')
  const students = await Promise.all([1, 2, 3, 4].map(() => buildSignedInUser(site.db, 'student')))
  const ids = students.map((s) => s.user.id).sort((a, b) => a - b)
  const { exam, questions } = await buildExam(site.db, {
    seconds: 20,
    real: 2,
    judgeIds: [judge.user.id],
    studentIds: ids,
  })
  quizId = exam.id
  const [, first, second] = questions
  if (!first || !second) throw new Error('questions missing')
  const asJudge = { authorization: judge.token }
  const opened: number[] = []
  await call(site, 'POST', '/judge/command', { quizId, type: 'start', fromIndex: -1 }, asJudge)
  await clock.advance(20_500)
  await call(site, 'POST', '/judge/command', { quizId, type: 'next', fromIndex: 0 }, asJudge)
  opened.push(clock.now())
  await clock.advance(20_500)
  await call(site, 'POST', '/judge/command', { quizId, type: 'next', fromIndex: 1 }, asJudge)
  opened.push(clock.now())
  await clock.advance(20_500)
  await call(site, 'POST', '/judge/command', { quizId, type: 'end', fromIndex: 2 }, asJudge)

  // Question 1 (水): all four right, after 3, 5, 9 and 4 s. Question 2 (水 and 木): only the first
  // student right (10 s); the second 水 (12 s), the third 木 (15 s), the fourth nothing.
  const given: [number, number, string, number][] = [
    [0, 0, '水', 3],
    [1, 0, '水', 5],
    [2, 0, '水', 9],
    [3, 0, '水', 4],
    [0, 1, '水,木', 10],
    [1, 1, '水', 12],
    [2, 1, '木', 15],
  ]
  for (const [student, k, answer, seconds] of given)
    await site.db.insert(examAnswers).values({
      examId: quizId,
      userId: ids[student] as number,
      questionId: (k === 0 ? first : second).id,
      answer,
      revision: 1,
      receivedAt: new Date((opened[k] as number) + seconds * 1000),
    })
  await site.db.update(examStudents).set({ confirmedAt: new Date() }).where(eq(examStudents.examId, quizId))
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function committeePage(locale: 'zh' | 'en', width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: locale === 'zh' ? 'zh-CN' : 'en-US',
    acceptDownloads: true,
  })
  await context.addInitScript(
    ([token, lang]) => {
      localStorage.setItem('Authorization', token as string)
      localStorage.setItem('LOGIN_TYPE', '4')
      if (lang === 'en') localStorage.setItem('locale', 'EN')
    },
    [committeeToken, locale],
  )
  const page = await context.newPage()
  await page.goto(`${site.url}/admin/exams/${quizId}`)
  return page
}

const card = (page: Page, title: string) =>
  page.getByTestId('item-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

describe('the item analysis of a semi-final', () => {
  it('shows each question’s numbers to the committee, and the export carries them', async () => {
    const page = await committeePage('zh', 1440)
    await page.getByRole('tab', { name: '试题分析' }).click()
    await page.getByText('参加考试 4 人，高分组与低分组各 1 人').waitFor()

    const first = card(page, '第 1 题')
    await expect.poll(() => first.textContent()).toContain('过易：答对率高于 0.95')
    const firstText = await first.textContent()
    // Facility 4/4, discrimination 1 − 1 = 0, median of 3, 4, 5, 9 s.
    expect(firstText).toContain('答对率1.00')
    expect(firstText).toContain('区分度0.00')
    expect(firstText).toContain('4.5 秒')
    expect(firstText).toContain('4 人 · 100%')

    const second = card(page, '第 2 题')
    const secondText = await second.textContent()
    // Facility 1/4; upper group (the first student) right, lower (the fourth) not: 1 − 0.
    expect(secondText).toContain('答对率0.25')
    expect(secondText).toContain('区分度1.00')
    expect(secondText).toContain('12.0 秒')
    expect(secondText).not.toContain('过')
    // 水 chosen twice, 火 and 土 never, 木 twice, one student with no answer.
    const counts = await second.locator('li').evaluateAll((rows) => rows.map((r) => r.textContent))
    expect(counts.join('|')).toMatch(
      /A 水.*2 人 · 50%\|B 火.*0 人 · 0%\|C 木.*2 人 · 50%\|D 土.*0 人 · 0%\|未作答1 人 · 25%/,
    )
    await snap(page, 'item-analysis-1440-zh')

    await page.getByRole('tab', { name: '学生与成绩' }).click()
    const exported = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出 Excel' }).click()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(await (await exported).path())
    const sheet = book.getWorksheet('item analysis 试题分析')
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      1,
      '水',
      1,
      0,
      4,
      0,
      0,
      0,
      0,
      4.5,
      expect.stringContaining('Too easy'),
    ])
    expect(sheet?.getRow(3).values).toEqual([undefined, 2, '水,木', 0.25, 1, 2, 0, 2, 0, 1, 12, ''])
  })

  it('reads in English and fits a phone', async () => {
    for (const [lang, width] of [
      ['en', 1440],
      ['en', 375],
      ['zh', 375],
    ] as const) {
      const page = await committeePage(lang, width)
      await page.getByRole('tab', { name: lang === 'en' ? 'Item analysis' : '试题分析' }).click()
      if (lang === 'en') {
        await page.getByText('4 students took the exam; 1 in each of the upper and lower groups').waitFor()
        const first = card(page, 'Question 1')
        expect(await first.textContent()).toContain('Too easy: facility over 0.95')
        expect(await first.textContent()).toContain('4.5 s')
      } else await page.getByText('参加考试 4 人').waitFor()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await snap(page, `item-analysis-${width}-${lang}`)
      await page.context().close()
    }
  })
})
