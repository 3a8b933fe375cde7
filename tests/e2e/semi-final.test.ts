import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examStudents } from '../../server/src/db/schema'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

/**
 * A whole semi-final in one browser: the judge's page and three students' pages. The judge starts and
 * advances; the students answer; one goes offline during a question and comes back; the review;
 * submitting; the scores.
 */
let site: Site
let browser: Browser
const SECONDS = 8

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function pageFor(token: string, loginType: string): Promise<{ context: BrowserContext; page: Page }> {
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
  return { context, page: await context.newPage() }
}

const option = (page: Page, value: string) =>
  page
    .getByRole('button', { name: new RegExp(`选项 [A-D]：${value}$`) })
    .or(page.getByRole('checkbox', { name: new RegExp(`选项 [A-D]：${value}$`) }))
    .or(page.getByRole('radio', { name: new RegExp(`选项 [A-D]：${value}$`) }))

describe('the live semi-final', () => {
  it('A judge runs a whole exam for three students, one of whom drops offline and comes back', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    const students = await Promise.all([0, 1, 2].map(() => buildSignedInUser(site.db, 'student')))
    const { exam } = await buildExam(site.db, {
      seconds: SECONDS,
      real: 3,
      judgeIds: [judge.user.id],
      studentIds: students.map((s) => s.user.id),
    })

    const control = await pageFor(judge.token, '3')
    await control.page.goto(`${site.url}/judge`)
    await control.page.getByRole('link', { name: `进入控制页面：${exam.name}` }).click()

    const pages = await Promise.all(students.map((s) => pageFor(s.token, '1')))
    const [alice, bob, carol] = pages
    if (!alice || !bob || !carol) throw new Error('three student pages expected')
    for (const { page } of pages) {
      await page.goto(`${site.url}/stu/examSemi/be`)
      await page.getByRole('button', { name: /确认无误/ }).click()
      await page.getByText('请等待评委老师的指令').first().waitFor()
    }
    await snap(alice.page, '40-exam-waiting')
    await control.page.locator('[data-count="confirmed"]', { hasText: '3' }).waitFor()
    await snap(control.page, '41-judge-lobby')

    await control.page.getByRole('button', { name: /开始考试/ }).click()
    for (const { page } of pages) await page.getByText('示例').first().waitFor({ timeout: 10_000 })
    await snap(alice.page, '42-exam-example')
    await alice.page.getByText('本题已作答完成，请等待。').first().waitFor({ timeout: 15_000 })

    // Question 1: everyone answers; Alice and Carol right, Bob wrong.
    const answers = ['水', '火', '水']
    const nextQuestion = async (n: number) => {
      await control.page.getByRole('button', { name: /下一题/ }).click()
      for (const { page } of pages) await page.getByText(`第 ${n} 题`).first().waitFor({ timeout: 10_000 })
    }
    await nextQuestion(1)
    for (const [i, { page }] of pages.entries()) await option(page, answers[i] as string).click()
    for (const { page } of pages) await page.getByText('已保存').first().waitFor()
    await snap(alice.page, '43-exam-question')
    await snap(control.page, '44-judge-question')
    await alice.page.getByText('本题已作答完成，请等待。').first().waitFor({ timeout: 15_000 })

    // Question 2: Carol's network drops; she answers offline and is back before the time is up.
    await nextQuestion(2)
    await carol.context.setOffline(true)
    await option(carol.page, '水').click()
    await option(alice.page, '水').click()
    await option(bob.page, '火').click()
    await carol.context.setOffline(false)
    await alice.page.getByText('本题已作答完成，请等待。').first().waitFor({ timeout: 15_000 })

    // Question 3 (several answers): Alice picks both right ones; Bob one; Carol none.
    await nextQuestion(3)
    await option(alice.page, '水').click()
    await option(alice.page, '木').click()
    await option(bob.page, '火').click()
    await alice.page.getByText('检查时间').first().waitFor({ timeout: 20_000 })
    await snap(alice.page, '45-exam-review')

    for (const { page } of pages) {
      await page.getByRole('button', { name: /交\s*卷/ }).click()
      // The confirmation comes once the server has answered the unfinished check: wait for it or the end.
      const confirm = page.getByRole('button', { name: /^提\s*交$/ })
      const finished = page.getByText('恭喜你完成考试！').first()
      await confirm.or(finished).first().waitFor({ timeout: 15_000 })
      if (await confirm.isVisible()) await confirm.click()
      await finished.waitFor({ timeout: 15_000 })
    }
    // Handed in during the review time: the result says the review goes on, not that the exam is over.
    await alice.page
      .getByText(/复选赛仍在检查时间/)
      .first()
      .waitFor({ timeout: 10_000 })
    expect(await alice.page.getByText(/复选赛已经结束/).count()).toBe(0)
    await snap(alice.page, '46-exam-result')

    await control.page.getByRole('button', { name: /结束考试/ }).click()
    await control.page.getByRole('button', { name: /确认结束/ }).click()
    await control.page.locator('[data-phase="ended"]').waitFor()
    await alice.page
      .getByText(/复选赛已经结束/)
      .first()
      .waitFor({ timeout: 15_000 })
    expect(await alice.page.getByText(/复选赛仍在检查时间/).count()).toBe(0)
    await snap(control.page, '47-judge-ended')

    // Scored once the answers have closed, about 3 s after the end.
    await expect
      .poll(
        async () => {
          const rows = await site.db.select().from(examStudents)
          return students.map((s) => rows.find((r) => r.examId === exam.id && r.userId === s.user.id)?.score)
        },
        { timeout: 10_000 },
      )
      .toEqual([3, 0, 2])
    // A whole exam in four browsers with its questions' real time limits: about 90 s on two cores.
  }, 180_000)
})

describe('the live semi-final without WebSockets', () => {
  it('A student whose network blocks socket.io follows the exam by the 1 s poll and is scored', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    const student = await buildSignedInUser(site.db, 'student')
    const { exam } = await buildExam(site.db, {
      seconds: 4,
      real: 1,
      judgeIds: [judge.user.id],
      studentIds: [student.user.id],
    })
    const { context, page } = await pageFor(student.token, '1')
    // Every socket.io request fails, as behind a proxy that refuses them.
    await context.route('**/socket.io/**', (route) => route.abort())
    await context.routeWebSocket('**/socket.io/**', (ws) => ws.close())
    await page.goto(`${site.url}/stu/examSemi/be`)
    await page.getByRole('button', { name: /确认无误/ }).click()
    await page.getByText('请等待评委老师的指令').first().waitFor()

    const press = (type: string, fromIndex: number) =>
      fetch(`${site.url}/api/judge/command`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: judge.token },
        body: JSON.stringify({ quizId: exam.id, type, fromIndex }),
      }).then((r) => r.json() as Promise<{ code: number; data: { endTime: number } }>)
    const started = await press('start', -1)
    await page.getByText('示例').first().waitFor({ timeout: 10_000 })
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started.data.endTime - Date.now()) + 100))
    expect((await press('next', 0)).code).toBe(200)
    await page.getByText('第 1 题').first().waitFor({ timeout: 10_000 })
    await option(page, '水').click()
    await page.getByText('已保存').first().waitFor()
    // The page says it follows by the plain (polling) connection, not the live socket.
    expect(await page.getByText('普通连接').first().isVisible()).toBe(true)
    await snap(page, '48-exam-poll-only')
    await page.getByText('检查时间').first().waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: /交\s*卷/ }).click()
    await page.getByText('恭喜你完成考试！').first().waitFor({ timeout: 15_000 })
    const rows = await site.db.select().from(examStudents)
    expect(rows.find((r) => r.examId === exam.id)?.submittedAt).toBeTruthy()
  })
})
