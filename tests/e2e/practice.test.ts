import { asc, eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  practiceLevels,
  practicePurchases,
  practiceQuestions,
  practiceQuizzes,
  raceSchedules,
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
    // The unlock leads to the level's fun-learning product (orders).
    await page.waitForURL(`**/stu/placeOrder?id=${level?.productId}`)
  })

  it('The free trial is a set of five questions: 请选择答案 first, all right earns the trophy and 太棒了', async () => {
    await page.goto(`${site.url}/stu/exer/index`)
    await page.getByRole('link', { name: /看释义选汉字/ }).click()
    await page.waitForURL('**/stu/exer/answer?type=1**')
    const quizId = Number(new URL(page.url()).searchParams.get('id'))
    const questions = await answersOf(quizId)
    expect(questions).toHaveLength(5)
    await page.getByRole('timer').waitFor()
    await expect.poll(() => page.getByTestId('progress-counter').textContent()).toContain('1 / 5')
    await page.getByRole('button', { name: /下一题/ }).click()
    await page.getByText('请选择答案', { exact: true }).waitFor()
    await snap(page, 'practice-trial-zh')
    for (const [i, question] of questions.entries()) {
      await expect.poll(() => page.getByTestId('progress-counter').textContent()).toContain(`${i + 1} / 5`)
      await option(question.answer).click()
      await page.getByRole('button', { name: i === 4 ? /提\s*交/ : /下一题/ }).click()
    }
    const dialog = page.getByRole('dialog')
    await dialog.getByText('太棒了！').waitFor()
    await dialog.getByText('答对 5 / 5 题').waitFor()
    expect(await dialog.getByText('恭喜答对').count()).toBe(5)
    expect(await dialog.getByTestId('score-face').getAttribute('data-band')).toBe('excellent')
    await expect.poll(() => page.getByTestId('progress-counter').textContent()).toContain('100%')
    await snap(page, 'practice-trial-right-zh')
    await dialog.getByRole('button', { name: /查看答案/ }).click()
    await page.waitForURL('**/stu/exer/result?**')
    await expect.poll(() => page.getByTestId('result-score').textContent()).toBe('100')
    await page.getByText('太棒了！').waitFor()
    expect(await page.getByTestId('score-face').getAttribute('data-band')).toBe('excellent')
  })

  it('A trial with every answer wrong scores 0 with encouragement, not a trophy, in both languages', async () => {
    await page.goto(`${site.url}/stu/exer/index`)
    await page.getByRole('link', { name: /看释义选汉字/ }).click()
    await page.waitForURL('**/stu/exer/answer?type=1**')
    const quizId = Number(new URL(page.url()).searchParams.get('id'))
    const questions = await answersOf(quizId)
    for (const [i, question] of questions.entries()) {
      await expect.poll(() => page.getByTestId('progress-counter').textContent()).toContain(`${i + 1} / 5`)
      const wrong = question.choice.split(',').find((c) => c !== question.answer) ?? ''
      await option(wrong).click()
      await page.getByRole('button', { name: i === 4 ? /提\s*交/ : /下一题/ }).click()
    }
    const dialog = page.getByRole('dialog')
    await dialog.getByText('继续加油！').waitFor()
    await dialog.getByText('答对 0 / 5 题').waitFor()
    await dialog.getByText(`正确答案：${questions[0]?.answer}`).first().waitFor()
    expect(await dialog.getByText('太棒了').count()).toBe(0)
    await snap(page, 'practice-trial-wrong-zh')
    await dialog.getByRole('button', { name: /查看答案/ }).click()
    await page.waitForURL('**/stu/exer/result?**')
    await expect.poll(() => page.getByTestId('result-score').textContent()).toBe('0')
    await page.getByText('继续加油！').waitFor()
    expect(await page.getByTestId('score-face').getAttribute('data-band')).toBe('keepGoing')
    expect(await page.getByText('太棒了').count()).toBe(0)
    await snap(page, 'practice-result-zero-zh')

    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.reload()
    await page.getByText('Keep going!').waitFor()
    expect(await page.getByText('Excellent!').count()).toBe(0)
    await snap(page, 'practice-result-zero-en')
    await page.evaluate(() => localStorage.setItem('locale', 'ZH'))
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
    await page.getByText('错误 -20s', { exact: true }).waitFor()
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

  it('A level tied to a competition stage outside its windows says so and lets nobody in', async () => {
    const levels = await site.db.select().from(practiceLevels).orderBy(asc(practiceLevels.sort))
    const level = levels[1]
    if (!level) throw new Error('the seed has no second level')
    const day = 24 * 3600_000
    const [stage] = await site.db
      .insert(raceSchedules)
      .values({
        season: 3,
        activityType: 1,
        raceSchedule: 60,
        signUpStartTime: new Date(Date.now() - 30 * day),
        signUpEndTime: new Date(Date.now() - 20 * day),
        examinationStartTime: new Date(Date.now() + 10 * day),
        examinationEndTime: new Date(Date.now() + 20 * day),
      })
      .returning()
    await site.db
      .update(practiceLevels)
      .set({ raceScheduleId: stage?.id })
      .where(eq(practiceLevels.id, level.id))
    const [trial] = await site.db
      .select()
      .from(practiceQuizzes)
      .where(eq(practiceQuizzes.levelId, level.id))
      .orderBy(asc(practiceQuizzes.kind), asc(practiceQuizzes.id))
      .limit(1)

    // The language is stored once the app has started (the last test left it in English).
    await page.goto(`${site.url}/stu/exer/index`)
    await page.locator('main h1').first().waitFor()
    await page.evaluate(() => localStorage.setItem('locale', 'ZH'))
    await page.goto(`${site.url}/stu/exer/index?level=${level.id}`)
    await page.getByText('本阶段现在未开放', { exact: true }).waitFor()
    await page.getByText('报名时间', { exact: true }).waitFor()
    // The trial cards are no longer links; pressing one explains why.
    expect(await page.getByRole('link', { name: /看释义选汉字/ }).count()).toBe(0)
    // The card is marked disabled for assistive technology; pressing it still explains why.
    const card = page.getByRole('button', { name: /看释义选汉字/ })
    expect(await card.getAttribute('aria-disabled')).toBe('true')
    await card.focus()
    await page.keyboard.press('Enter')
    await page.getByText('本阶段现在未开放，请在报名或考试时间内再来').waitFor()
    await snap(page, 'practice-stage-closed-zh')
    // Typing the address does not get around it: the server refuses with its own message.
    await page.goto(`${site.url}/stu/exer/answer?type=1&level=${level.id}&id=${trial?.id}`)
    // The page says it, and so may the toast every refused call shows.
    await page
      .locator('main')
      .getByText(/本阶段只在报名时间（北京时间 .+）或考试时间（.+）内开放/)
      .waitFor()

    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.goto(`${site.url}/stu/exer/index?level=${level.id}`)
    await page.getByText('This stage is not open now', { exact: true }).waitFor()
    await snap(page, 'practice-stage-closed-en')
    await page.evaluate(() => localStorage.setItem('locale', 'ZH'))
    await site.db.update(practiceLevels).set({ raceScheduleId: null }).where(eq(practiceLevels.id, level.id))
  })
})
