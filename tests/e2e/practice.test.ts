import { asc, eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  practiceLevels,
  practicePurchases,
  practiceQuestions,
  practiceQuizzes,
} from '../../server/src/db/schema'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser
let context: BrowserContext
let page: Page
let studentId: number
const shots = process.env.SHOTS_DIR ?? '/tmp/lexicon-shots'

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  studentId = (await buildReadyStudent(site, '13588880001', 'Spell2026')).id
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The answers, read from the server's database as only a test can (the page never receives them). */
async function answersOf(quizId: number) {
  return site.db
    .select()
    .from(practiceQuestions)
    .where(eq(practiceQuestions.quizId, quizId))
    .orderBy(asc(practiceQuestions.quizNumber))
}
const option = (name: string) => page.getByRole('button', { name, exact: true })

describe('fun learning', () => {
  it('A student sees the levels, the free trial cards and papers 1-4 locked with an unlock button', async () => {
    await studentLogsIn(site, page, '13588880001', 'Spell2026')
    await page.goto(`${site.url}/stu/exer/index`)
    await page.getByRole('tab', { name: /小初/ }).waitFor()
    await page.getByRole('heading', { name: /练习体验/ }).waitFor()
    await page.getByRole('link', { name: /看释义选汉字/ }).waitFor()
    expect(await page.getByRole('img', { name: '未解锁' }).count()).toBe(4)
    await snap(page, 'practice-index-locked-zh')
    const [level] = await site.db.select().from(practiceLevels).orderBy(asc(practiceLevels.sort)).limit(1)
    await page.getByRole('button', { name: /解锁试卷 1-4/ }).click()
    // The unlock leads to the level's fun-learning product (orders, issue 6).
    await page.waitForURL(`**/stu/placeOrder?id=${level?.productId}`)
  })

  it('The free trial: 请选择答案 first, then the right answer, 恭喜答对 and the result page', async () => {
    await page.goto(`${site.url}/stu/exer/index`)
    await page.getByRole('link', { name: /看释义选汉字/ }).click()
    await page.waitForURL('**/stu/exer/answer?type=1**')
    const quizId = Number(new URL(page.url()).searchParams.get('id'))
    const [question] = await answersOf(quizId)
    await page.getByRole('timer').waitFor()
    await page.getByRole('button', { name: /提\s*交/ }).click()
    await page.locator('.ant-message').getByText('请选择答案').waitFor()
    await snap(page, 'practice-trial-zh')
    await option(question?.answer ?? '').click()
    await page.getByRole('button', { name: /提\s*交/ }).click()
    await page.getByText('恭喜答对').waitFor()
    await expect.poll(() => page.getByTestId('progress-counter').textContent()).toContain('100%')
    await snap(page, 'practice-trial-right-zh')
    await page.getByRole('button', { name: /查看答案/ }).click()
    await page.waitForURL('**/stu/exer/result?**')
    await expect.poll(() => page.getByTestId('result-score').textContent()).toBe('100')
  })

  it('Skipping a two-tile trial asks first; continuing keeps the question', async () => {
    await page.goto(`${site.url}/stu/exer/index`)
    await page.getByRole('link', { name: /双字组词/ }).click()
    await page.getByRole('button', { name: /跳\s*过/ }).click()
    await page.getByText('是否跳过本题？确认跳过将结束体验').waitFor()
    await page.getByRole('button', { name: /继续答题/ }).click()
    await page.getByText('是否跳过本题？确认跳过将结束体验').waitFor({ state: 'hidden' })
    const quizId = Number(new URL(page.url()).searchParams.get('id'))
    const [question] = await answersOf(quizId)
    const [a, b] = (question?.answer ?? '').split(',')
    const wrong = (question?.choice ?? '').split(',').find((c) => c !== a && c !== b) ?? ''
    await option(a ?? '').click()
    await option(wrong).click()
    await page.locator('.ant-message').getByText('错误 -20s').waitFor()
    await page.getByRole('button', { name: /跳\s*过/ }).click()
    await page.getByRole('button', { name: /确认跳过/ }).click()
    await page.waitForURL('**/stu/exer/index?level=**')
  })

  it('A bought paper runs question by question to the result page with the real score, time and attempts', async () => {
    const [level] = await site.db.select().from(practiceLevels).orderBy(asc(practiceLevels.sort)).limit(1)
    await site.db.insert(practicePurchases).values({ userId: studentId, levelId: level?.id ?? 0 })
    await page.goto(`${site.url}/stu/exer/index`)
    await page.getByRole('link', { name: /试卷 1/ }).click()
    await page.waitForURL('**/stu/exer/answer?type=2**')
    const quizId = Number(new URL(page.url()).searchParams.get('quizId'))
    const [paper] = await site.db.select().from(practiceQuizzes).where(eq(practiceQuizzes.id, quizId))
    expect(paper?.paperNo).toBe(1)
    const questions = await answersOf(quizId)
    for (const [index, question] of questions.entries()) {
      await expect
        .poll(() => page.getByTestId('progress-counter').textContent())
        .toContain(`${index + 1} / 10`)
      if (index === 7) await snap(page, 'practice-paper-tiles-zh')
      for (const item of question.answer.split(',')) await option(item).click()
      // Two tiles are checked by themselves; other questions go on with Next (Submit on the last).
      if (question.quizType !== 3) await page.getByRole('button', { name: /下一题|提\s*交/ }).click()
    }
    await page.waitForURL('**/stu/exer/result?**')
    await page.getByRole('heading', { name: '练习完成！' }).waitFor()
    await expect.poll(() => page.getByTestId('result-score').textContent()).toBe('100')
    await expect.poll(() => page.getByTestId('result-attempts').textContent()).toBe('1')
    expect(await page.getByTestId('result-time').textContent()).toMatch(/^\d\d:\d\d$/)
    expect(await page.getByRole('listitem', { name: /答对/ }).count()).toBe(10)
    await snap(page, 'practice-result-zh')
  })

  it('The pages read in English and fit a 390 px phone', async () => {
    const [paper] = await site.db
      .select()
      .from(practiceQuizzes)
      .where(eq(practiceQuizzes.paperNo, 1))
      .orderBy(asc(practiceQuizzes.id))
      .limit(1)
    const phone = await context.newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    for (const lang of ['ZH', 'EN']) {
      await phone.goto(`${site.url}/stu/exer/index`)
      await phone.evaluate((l) => localStorage.setItem('locale', l), lang)
      for (const [name, path] of [
        ['index', '/stu/exer/index'],
        ['answer', `/stu/exer/answer?type=2&quizId=${paper?.id}`],
        ['result', `/stu/exer/result?quizId=${paper?.id}`],
      ] as const) {
        await phone.goto(`${site.url}${path}`)
        await phone.locator('main h1').first().waitFor()
        if (lang === 'EN' && name === 'result') await phone.getByText('Practice complete!').waitFor()
        if (lang === 'EN' && name === 'index') await phone.getByText('Practice experience').waitFor()
        await phone.waitForLoadState('networkidle')
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${name} in ${lang} is wider than the phone`).toBeLessThanOrEqual(0)
        await phone.screenshot({ path: `${shots}/practice-${name}-${lang}-390.png`, fullPage: true })
      }
    }
    await phone.close()
  })
})
