import { asc, eq } from 'drizzle-orm'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practiceQuestions } from '../../server/src/db/schema'
import { buildExam } from '../../server/src/test-support/factories'
import { launchBrowser, openReady, snap } from './support/browser'
import { focusRing, ringWeakness } from './support/focus-ring'
import { type Site, startSite } from './support/site'
import { buildReadyStudent } from './support/students'

/**
 * A student who uses the keyboard alone: no click, no tap, only page.keyboard. Each step checks where
 * the focus is, by the role and name of the element that should have it, and every element the Tab
 * key reaches is measured for a focus ring one can see (2 px or more, at 3:1 against its ground).
 */
let site: Site
let browser: Browser

const texts = {
  zh: {
    locale: 'ZH',
    toStudent: '我是选手，去选手登录',
    studentTitle: '选手登录',
    phone: '手机号',
    password: '密码',
    semiFinal: '复选赛',
    confirm: '确认无误',
    waiting: '请等待评委老师的指令',
    exercise: '趣味学习',
    trial: /看释义选汉字/,
    extend: '延长时间',
    extended: /已延长 60 秒/,
    question: (n: number) => new RegExp(`^第 ${n} 题，共 5 题`),
    next: '下一题',
    submit: /^提\s*交$/,
    account: '我的账户',
    home: '选手主页',
    logout: '退出登录',
  },
  en: {
    locale: 'EN',
    toStudent: 'I am a speller: speller login',
    studentTitle: 'Speller login',
    phone: 'Mobile phone',
    password: 'Password',
    semiFinal: 'Re-selection',
    confirm: 'Confirm',
    waiting: "Please wait for the judge's instruction",
    exercise: 'Fun learning',
    trial: /Meaning to character/,
    extend: 'Extend time',
    extended: /Extended by 60 seconds/,
    question: (n: number) => new RegExp(`^Question ${n} of 5`),
    next: 'Next',
    submit: /^Submit$/,
    account: 'My account',
    home: 'Player home',
    logout: 'Log out',
  },
}

const students = { zh: '13577770001', en: '13577770002' }
const PASSWORD = 'Keys2026'

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  const ids = []
  for (const phone of Object.values(students)) ids.push((await buildReadyStudent(site, phone, PASSWORD)).id)
  await buildExam(site.db, { seconds: 60, studentIds: ids })
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** Whether the element the locator finds has the keyboard's focus. */
const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement)

/** Every element the Tab key reached whose focus ring is thinner than 2 px or below 3:1. */
const weakRings = new Set<string>()

/** Presses Tab until `target` has the focus and says how many presses that took. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  await target.waitFor()
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab')
    const weakness = ringWeakness(await focusRing(page))
    if (weakness) weakRings.add(weakness)
    if (await focused(target)) return presses
  }
  throw new Error(`${target} was not reached in ${most} presses of Tab`)
}

describe.each(['zh', 'en'] as const)('the keyboard alone (%s)', (lang) => {
  const t = texts[lang]
  let page: Page

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript((locale) => localStorage.setItem('locale', locale), t.locale)
    page = await context.newPage()
  })

  it('A student signs in with the keyboard', async () => {
    await openReady(page, `${site.url}/chnEngLogin`)
    await tabTo(page, page.getByRole('link', { name: t.toStudent }))
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: t.studentTitle }).waitFor()
    await tabTo(page, page.getByRole('textbox', { name: t.phone }))
    await page.keyboard.type(students[lang])
    await page.keyboard.press('Tab')
    expect(await focused(page.getByLabel(t.password, { exact: true }))).toBe(true)
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/stu/index')
  })

  it('The lobby’s information dialog, confirmed with Enter, hands the focus to the wait for the judge', async () => {
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: t.semiFinal, exact: true }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    const confirm = dialog.getByRole('button', { name: t.confirm })
    await expect.poll(() => confirm.isEnabled()).toBe(true)
    // The dialog keeps the focus inside it: Tab reaches its button without leaving it.
    await tabTo(page, confirm, 5)
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page.getByRole('heading', { name: t.waiting }))).toBe(true)
    expect(await dialog.isVisible()).toBe(false)
    await snap(page, `keyboard-lobby-${lang}`)
  })

  it('A practice paper is answered with Tab, Space and Enter; each new question takes the focus', async () => {
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: t.exercise, exact: true }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('link', { name: t.trial }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/stu/exer/answer?**')
    const quizId = Number(new URL(page.url()).searchParams.get('id'))
    const questions = await site.db
      .select()
      .from(practiceQuestions)
      .where(eq(practiceQuestions.quizId, quizId))
      .orderBy(asc(practiceQuestions.quizNumber))
    expect(questions).toHaveLength(5)

    // The clock can be extended from the keyboard, and the extension is announced.
    const secondsLeft = async () => {
      const [, minutes = '0', seconds = '0'] =
        (await page.getByRole('timer').textContent())?.match(/(\d+):(\d+)/) ?? []
      return Number(minutes) * 60 + Number(seconds)
    }
    await tabTo(page, page.getByRole('button', { name: t.extend }))
    await page.keyboard.press('Enter')
    await expect.poll(secondsLeft).toBeGreaterThan(60)
    await page.getByRole('status').filter({ hasText: t.extended }).waitFor({ state: 'attached' })

    const option = (answer: string) => page.getByRole('button', { name: answer, exact: true })
    for (const [index, question] of questions.entries()) {
      const last = index === questions.length - 1
      // From the question's heading (or the extend button, first), a few presses reach the options.
      expect(await tabTo(page, option(question.answer))).toBeLessThanOrEqual(6)
      await page.keyboard.press('Space')
      expect(await option(question.answer).getAttribute('aria-pressed')).toBe('true')
      await tabTo(page, page.getByRole('button', { name: last ? t.submit : t.next }), 8)
      await page.keyboard.press('Enter')
      if (last) break
      const heading = page.getByRole('heading', { name: t.question(index + 2) })
      await expect.poll(() => focused(heading)).toBe(true)
      await page
        .getByRole('status')
        .filter({ hasText: t.question(index + 2) })
        .waitFor({ state: 'attached' })
      if (index === 0) await snap(page, `keyboard-practice-${lang}`)
    }
    const result = page.getByRole('dialog')
    await result.waitFor()
    expect(await result.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await page.waitForURL('**/stu/exer/index**')
  })

  it('The account menu opens with Enter, is walked with Tab and the arrows, and Escape gives the focus back', async () => {
    const account = page.getByRole('button', { name: t.account })
    await tabTo(page, account)
    expect(await account.getAttribute('aria-haspopup')).toBe('menu')
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    expect(await account.getAttribute('aria-expanded')).toBe('true')
    expect(await focused(account)).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(page.getByRole('menuitem', { name: t.home }))).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focused(page.getByRole('menuitem', { name: t.logout }))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => focused(account)).toBe(true)
    expect(await account.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('menu').isVisible()).toBe(false)
  })
})

describe('what the keyboard reached', () => {
  it('Every control the Tab key reached showed a focus ring of 2 px or more at 3:1 or more', () => {
    expect([...weakRings]).toEqual([])
  })
})
