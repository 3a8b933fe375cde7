import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { toBoxPoint } from '@spell/shared/handwriting/grade-character'
import { eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examQuestions, examStudents } from '../../server/src/db/schema'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

type Median = [number, number][]

let site: Site
let browser: Browser
/** The example's time; the write question has its own, long enough to write by mouse. */
const SECONDS = 6
const WRITE_SECONDS = 40

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The stroke data the server grades with (hanzi-writer-data), one median per stroke. */
const dataDir = path.dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'))
const mediansOf = (character: string): Median[] =>
  JSON.parse(fs.readFileSync(path.join(dataDir, `${character}.json`), 'utf8')).medians

async function pageFor(
  token: string,
  loginType: string,
  options: { width: number; locale: 'ZH' | 'EN' },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: options.width, height: 900 } })
  await context.addInitScript(
    ([t, type, locale]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('Authorization', t as string)
        localStorage.setItem('LOGIN_TYPE', type as string)
        localStorage.setItem('locale', locale as string)
        sessionStorage.setItem('seeded', '1')
      }
    },
    [token, loginType, options.locale],
  )
  return { context, page: await context.newPage() }
}

const writingBox = (page: Page) => page.getByRole('img', { name: /书写框|Writing box/ })
const strokeCount = (page: Page, count: number) =>
  page.getByText(new RegExp(`^(已写 ${count} 笔|${count} strokes?)$`))

/** Writes a character with the mouse: each median traced from its start to its end, mapped to the box. */
async function write(page: Page, medians: Median[]) {
  const box = await writingBox(page).boundingBox()
  if (!box) throw new Error('the writing box is not on the page')
  const onScreen = ([x, y]: [number, number]) => {
    const [bx, by] = toBoxPoint(x, y, box.width)
    return { x: box.x + bx, y: box.y + by }
  }
  for (const [n, median] of medians.entries()) {
    const start = onScreen(median[0] as [number, number])
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    for (const point of median.slice(1)) {
      const { x, y } = onScreen(point)
      await page.mouse.move(x, y, { steps: 4 })
    }
    await page.mouse.up()
    await strokeCount(page, n + 1).waitFor()
  }
}

describe('a write question in the live semi-final', () => {
  it('A student writes the character with the mouse, it is saved, and the results score it right', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    const alice = await buildSignedInUser(site.db, 'student')
    const bob = await buildSignedInUser(site.db, 'student')
    const { exam, questions } = await buildExam(site.db, {
      seconds: SECONDS,
      real: 1,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id, bob.user.id],
    })
    const written = questions[1]?.id ?? 0
    await site.db
      .update(examQuestions)
      .set({
        kind: 'write',
        quizTypeStr: '听写',
        pinyin: 'mù',
        description: '树干和树枝的材料。',
        engDescription: 'Wood, timber.',
        choice: '',
        answer: '木',
        seconds: WRITE_SECONDS,
      })
      .where(eq(examQuestions.id, written))

    const control = await pageFor(judge.token, '3', { width: 1440, locale: 'ZH' })
    await control.page.goto(`${site.url}/judge`)
    await control.page.getByRole('link', { name: `进入控制页面：${exam.name}` }).click()

    const wide = await pageFor(alice.token, '1', { width: 1440, locale: 'ZH' })
    const narrow = await pageFor(bob.token, '1', { width: 375, locale: 'EN' })
    for (const { page } of [wide, narrow]) {
      await page.goto(`${site.url}/stu/examSemi/be`)
      await page.getByRole('button', { name: /确认无误|Confirm/ }).click()
      await page
        .getByText(/请等待评委老师的指令|wait for the judge/i)
        .first()
        .waitFor()
    }
    await control.page.locator('[data-count="confirmed"]', { hasText: '2' }).waitFor()

    await control.page.getByRole('button', { name: /开始考试/ }).click()
    await wide.page
      .getByText('本题已作答完成，请等待。')
      .first()
      .waitFor({ timeout: (SECONDS + 10) * 1000 })
    await control.page.getByRole('button', { name: /下一题/ }).click()
    await wide.page.getByText('第 1 题').first().waitFor({ timeout: 10_000 })
    await narrow.page.getByText('mù').first().waitFor({ timeout: 10_000 })

    // The page shows the pinyin and meaning, never the character.
    await wide.page.getByText('mù').first().waitFor()
    await wide.page.getByText('树干和树枝的材料。').first().waitFor()
    expect(await wide.page.locator('body').textContent()).not.toContain('木')
    await snap(narrow.page, 'semi-writing-1-question-375-en')

    await write(wide.page, mediansOf('木'))
    await wide.page.getByText('已保存').first().waitFor({ timeout: 10_000 })
    await snap(wide.page, 'semi-writing-2-written-1440-zh')
    // Bob writes the strokes in reverse: saved, but wrong.
    await write(
      narrow.page,
      mediansOf('木').map((median) => [...median].reverse()),
    )
    await narrow.page
      .getByText(/^Saved/)
      .first()
      .waitFor({ timeout: 10_000 })
    await snap(narrow.page, 'semi-writing-3-written-375-en')

    await control.page.locator('[data-count="answered"]', { hasText: /^2$/ }).waitFor({ timeout: 10_000 })
    await control.page.getByText('mù').first().waitFor()
    await snap(control.page, 'semi-writing-4-judge-card')

    // Time up: the review; the judge ends the exam and the results score it.
    await wide.page
      .getByText('检查时间')
      .first()
      .waitFor({ timeout: (WRITE_SECONDS + 10) * 1000 })
    const [projector] = await Promise.all([
      control.context.waitForEvent('page'),
      control.page.getByRole('button', { name: /^投屏/ }).click(),
    ])
    await projector.getByRole('heading', { level: 1, name: exam.name }).waitFor()
    await snap(projector, 'semi-writing-5-projector')

    await control.page.getByRole('button', { name: /结束考试/ }).click()
    await control.page.getByRole('button', { name: /确认结束/ }).click()
    await control.page.locator('[data-phase="ended"]').waitFor()
    // Scored once the answers have closed, about 3 s after the end.
    await expect
      .poll(
        async () => {
          const rows = await site.db.select().from(examStudents).where(eq(examStudents.examId, exam.id))
          return [alice.user.id, bob.user.id].map((id) => rows.find((r) => r.userId === id)?.score)
        },
        { timeout: 10_000 },
      )
      .toEqual([1, 0])
  }, 180_000)
})
