import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { toBoxPoint } from '@spell/shared/handwriting/grade-character'
import { asc, eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practiceQuestions } from '../../server/src/db/schema'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

type Median = [number, number][]

let site: Site
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  await buildReadyStudent(site, '13588880021', 'Spell2026')
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The stroke data the server grades with (hanzi-writer-data), one median per stroke. */
const dataDir = path.dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'))
const mediansOf = (character: string): Median[] =>
  JSON.parse(fs.readFileSync(path.join(dataDir, `${character}.json`), 'utf8')).medians

/** The answers, read from the server's database as only a test can (the page never receives them). */
const answersOf = (quizId: number) =>
  site.db
    .select()
    .from(practiceQuestions)
    .where(eq(practiceQuestions.quizId, quizId))
    .orderBy(asc(practiceQuestions.quizNumber))

const writingBox = () => page.getByRole('img', { name: /书写区|Writing box/ })
const strokeCount = (count: number) =>
  page.getByText(new RegExp(`已写 ${count} 笔|${count} strokes? written`))

/** Writes the character with the mouse: each median traced from its start to its end, point by point. */
async function write(character: string) {
  const box = await writingBox().boundingBox()
  if (!box) throw new Error('the writing box is not on the page')
  const onScreen = ([x, y]: [number, number]) => {
    const [bx, by] = toBoxPoint(x, y, box.width)
    return { x: box.x + bx, y: box.y + by }
  }
  for (const [n, median] of mediansOf(character).entries()) {
    const start = onScreen(median[0] as [number, number])
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    for (const point of median.slice(1)) {
      const { x, y } = onScreen(point)
      await page.mouse.move(x, y, { steps: 4 })
    }
    await page.mouse.up()
    await strokeCount(n + 1).waitFor()
  }
}

describe('listen and write', () => {
  it('A student hears a character, writes it with the mouse and the server grades it right, and another character wrong', async () => {
    await studentLogsIn(site, page, '13588880021', 'Spell2026')
    await page.goto(`${site.url}/stu/exer/index`)
    await page.getByRole('link', { name: /听音写字/ }).click()
    await page.waitForURL('**/stu/exer/answer?type=1**')
    const quizId = Number(new URL(page.url()).searchParams.get('id'))
    const [first, second, third] = await answersOf(quizId)
    if (!first || !second || !third) throw new Error('the writing trial has fewer than three questions')

    for (const name of ['拼音', '释义', '例句']) await page.getByRole('button', { name }).waitFor()
    await page.getByText(first.question, { exact: true }).waitFor()
    expect(await page.getByText(first.answer, { exact: true }).count()).toBe(0)
    await write(first.answer)
    await snap(page, 'practice-writing-drawn-zh-1440')
    await page.getByRole('button', { name: /检\s*查/ }).click()
    await page.getByRole('status').getByText('写对了！').waitFor()
    await snap(page, 'practice-writing-right-zh-1440')

    await page.getByRole('button', { name: /下一题/ }).click()
    await expect.poll(() => page.getByTestId('progress-counter').textContent()).toContain('2 / 3')
    await write(first.answer)
    await page.getByRole('button', { name: /检\s*查/ }).click()
    await page
      .getByRole('status')
      .getByText(/还不对/)
      .waitFor()

    await page.getByRole('button', { name: /下一题/ }).click()
    await write(third.answer)
    await page.getByRole('button', { name: /完\s*成/ }).click()
    await page.waitForURL('**/stu/exer/result?**')
    await expect.poll(() => page.getByTestId('result-score').textContent()).toBe('67')
    await page.getByRole('heading', { name: '听音写字' }).waitFor()
    await page.getByRole('listitem', { name: '第 1 题: 答对' }).waitFor()
    await page.getByRole('listitem', { name: '第 2 题: 答错' }).waitFor()
    await page.getByRole('listitem', { name: '第 3 题: 答对' }).waitFor()
    await snap(page, 'practice-writing-result-zh-1440')
  })

  it('The writing page reads in English and fits a 375 px phone', async () => {
    await page.goto(`${site.url}/stu/exer/index`)
    await page.getByRole('link', { name: /听音写字/ }).click()
    await page.waitForURL('**/stu/exer/answer?type=1**')
    await writingBox().waitFor()
    await page.setViewportSize({ width: 375, height: 812 })
    await snap(page, 'practice-writing-zh-375')

    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.reload()
    await page.getByRole('heading', { name: 'Listen and write' }).waitFor()
    for (const name of ['Pinyin', 'Definition', 'Sentence'])
      await page.getByRole('button', { name }).waitFor()
    const quizId = Number(new URL(page.url()).searchParams.get('id'))
    const [first] = await answersOf(quizId)
    await write(first?.answer ?? '')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByRole('status').getByText('Written right!').waitFor()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await snap(page, 'practice-writing-en-375')
    await page.setViewportSize({ width: 1440, height: 900 })
    await snap(page, 'practice-writing-en-1440')
    await page.evaluate(() => localStorage.setItem('locale', 'ZH'))
  })
})
