import { eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examQuestions } from '../../server/src/db/schema'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

/**
 * The hall's projector: the judge opens it from the control page in a second window and it follows
 * the exam by itself — the lobby, each question in large type with its countdown and the answers coming
 * in, the shares of the options once the question closes — in either language.
 */
let site: Site
let browser: Browser
const SECONDS = 15

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function contextWith(token: string, loginType: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'zh-CN' })
  await context.addInitScript(
    ([t, type]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('Authorization', t as string)
        localStorage.setItem('LOGIN_TYPE', type as string)
        sessionStorage.setItem('seeded', '1')
      }
    },
    [token, loginType],
  )
  return context
}

const option = (page: Page, value: string) =>
  page
    .getByRole('button', { name: new RegExp(`选项 [A-D]：${value}$`) })
    .or(page.getByRole('checkbox', { name: new RegExp(`选项 [A-D]：${value}$`) }))
    .or(page.getByRole('radio', { name: new RegExp(`选项 [A-D]：${value}$`) }))

const fontSizeOf = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))

describe('the projector view', () => {
  it('The projector follows the exam the judge runs and shows the option shares once a question closes', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    const students = await Promise.all([0, 1].map(() => buildSignedInUser(site.db, 'student')))
    const { exam, questions } = await buildExam(site.db, {
      seconds: SECONDS,
      real: 2,
      judgeIds: [judge.user.id],
      studentIds: students.map((s) => s.user.id),
    })
    const [example, first] = questions
    if (!example || !first) throw new Error('an example and a question expected')
    await site.db
      .update(examQuestions)
      .set({ description: '下面哪个字是“人”？', engDescription: 'Which character is "person"?' })
      .where(eq(examQuestions.id, example.id))
    await site.db
      .update(examQuestions)
      .set({ description: '哪个字的意思是水？', engDescription: 'Which character means water?' })
      .where(eq(examQuestions.id, first.id))

    const judgeContext = await contextWith(judge.token, '3')
    const control = await judgeContext.newPage()
    await control.goto(`${site.url}/judge`)
    await control.getByRole('link', { name: `进入控制页面：${exam.name}` }).click()
    const [projector] = await Promise.all([
      judgeContext.waitForEvent('page'),
      control.getByRole('button', { name: /^投屏/ }).click(),
    ])
    await projector.setViewportSize({ width: 1920, height: 1080 })
    await projector.getByRole('heading', { level: 1, name: exam.name }).waitFor()
    expect(new URL(projector.url()).pathname).toBe(`/judge/screen/${exam.id}`)

    // The students join: the lobby counts them.
    const pages: Page[] = []
    for (const student of students) {
      const page = await (await contextWith(student.token, '1')).newPage()
      await page.goto(`${site.url}/stu/examSemi/be`)
      await page.getByRole('button', { name: /确认无误/ }).click()
      await page.getByText('请等待评委老师的指令').first().waitFor()
      pages.push(page)
    }
    await projector.getByText('等待开始').waitFor()
    await projector.locator('[data-count="connected"]', { hasText: /^2$/ }).waitFor({ timeout: 10_000 })
    await snap(projector, 'projector-1-lobby')

    // The example: large, marked as the example, its answer shown once its time is up.
    await control.getByRole('button', { name: /开始考试/ }).click()
    await projector.getByText('下面哪个字是“人”？').waitFor({ timeout: 10_000 })
    await projector.getByRole('heading', { name: '示例' }).waitFor()
    expect(await fontSizeOf(projector, '下面哪个字是“人”？')).toBeGreaterThanOrEqual(48)
    // The countdown follows the server's end time: never more than the question's seconds.
    const left = (await projector.getByRole('timer').textContent({ timeout: 5000 })) ?? ''
    const [minutes, seconds] = left.split(':').map(Number)
    expect((minutes ?? 99) * 60 + (seconds ?? 99)).toBeLessThanOrEqual(SECONDS)
    await snap(projector, 'projector-2-example')
    await projector.getByText('时间到').waitFor({ timeout: (SECONDS + 5) * 1000 })
    await projector.getByRole('listitem').filter({ hasText: '正确答案' }).filter({ hasText: '人' }).waitFor()

    // Question 1: no answer marked while it is open; the answered count grows.
    await control.getByRole('button', { name: /下一题/ }).click()
    await projector.getByText('哪个字的意思是水？').waitFor({ timeout: 10_000 })
    expect(await fontSizeOf(projector, '哪个字的意思是水？')).toBeGreaterThanOrEqual(48)
    expect(await fontSizeOf(projector, 'Which character means water?')).toBeGreaterThanOrEqual(48)
    expect(await projector.getByText('正确答案').count()).toBe(0)
    const [alice, bob] = pages
    if (!alice || !bob) throw new Error('two student pages expected')
    await alice.getByText('第 1 题').first().waitFor({ timeout: 10_000 })
    await option(alice, '水').click()
    await alice.getByText('已保存').first().waitFor()
    await projector.locator('[data-count="answered"]', { hasText: /^1$/ }).waitFor({ timeout: 10_000 })
    await bob.getByText('第 1 题').first().waitFor({ timeout: 10_000 })
    await option(bob, '火').click()
    await bob.getByText('已保存').first().waitFor()
    await projector.locator('[data-count="answered"]', { hasText: /^2$/ }).waitFor({ timeout: 10_000 })
    expect(await projector.getByText('正确答案').count()).toBe(0)
    await snap(projector, 'projector-3-question')
    await snap(control, 'projector-0-control')

    // Closed: each option's share, the right one marked.
    const shares = projector.getByRole('list', { name: '作答分布' })
    await shares.waitFor({ timeout: (SECONDS + 10) * 1000 })
    const water = shares.getByRole('listitem').filter({ hasText: '水' })
    const fire = shares.getByRole('listitem').filter({ hasText: '火' })
    await expect.poll(() => water.textContent()).toContain('50%')
    expect(await water.textContent()).toContain('正确答案')
    expect(await fire.textContent()).toContain('50%')
    expect(await fire.textContent()).not.toContain('正确答案')
    expect(await shares.getByRole('listitem').filter({ hasText: '木' }).textContent()).toContain('0%')
    await snap(projector, 'projector-4-shares')

    // In English, switched on the screen itself.
    await projector.getByRole('button', { name: 'English' }).click()
    const sharesEn = projector.getByRole('list', { name: 'How the students answered' })
    await sharesEn.waitFor()
    await projector.getByRole('heading', { name: 'Question 1' }).waitFor()
    expect(await sharesEn.getByRole('listitem').filter({ hasText: '水' }).textContent()).toContain(
      'Correct answer',
    )
    await snap(projector, 'projector-5-shares-en')

    // The last question runs into the review; the end shows how many submitted. Both student pages
    // hand their papers in by themselves once the exam has ended, and the screen follows.
    await control.getByRole('button', { name: /下一题/ }).click()
    await projector.getByText('Review time', { exact: true }).waitFor({ timeout: (SECONDS + 10) * 1000 })
    await control.getByRole('button', { name: /结束考试/ }).click()
    await control.getByRole('button', { name: /确认结束/ }).click()
    await projector.getByText('Exam ended').waitFor({ timeout: 10_000 })
    await projector.getByText('2 of 2 students submitted').waitFor({ timeout: 15_000 })
    await snap(projector, 'projector-6-ended-en')
  }, 240_000)

  it('A student who opens the projector address gets the staff sign-in, and another judge a refusal', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    const otherJudge = await buildSignedInUser(site.db, 'judge')
    const student = await buildSignedInUser(site.db, 'student')
    const { exam } = await buildExam(site.db, { judgeIds: [judge.user.id], studentIds: [student.user.id] })

    const studentPage = await (await contextWith(student.token, '1')).newPage()
    await studentPage.goto(`${site.url}/judge/screen/${exam.id}`)
    await studentPage.getByRole('heading', { name: '评委登录' }).waitFor()
    await studentPage.getByText('当前已登录的账号无权访问此页面').waitFor()
    expect(await studentPage.getByRole('heading', { name: exam.name }).count()).toBe(0)

    const otherPage = await (await contextWith(otherJudge.token, '3')).newPage()
    await otherPage.goto(`${site.url}/judge/screen/${exam.id}`)
    await otherPage
      .getByRole('alert')
      .filter({ hasText: '您未被指派到本场考试' })
      .waitFor({ timeout: 10_000 })
    expect(await otherPage.getByText(exam.name).count()).toBe(0)
    await snap(otherPage, 'projector-7-refused')
  })
})
