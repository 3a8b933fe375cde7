import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { accessibilityViolations } from './support/axe'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

/**
 * On exam day the committee watches the room from the back office: the system panel lists the
 * instances running the site, and the students connected to each move as students join.
 */
let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** A page signed in with `token` as LOGIN_TYPE `loginType` (1 student, 3 judge, 4 committee). */
async function pageAs(token: string, loginType: string, options: { lang: 'ZH' | 'EN'; width: number }) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 500 ? 844 : 900 },
  })
  await context.addInitScript(
    ([t, type, lang]) => {
      localStorage.setItem('Authorization', t)
      localStorage.setItem('LOGIN_TYPE', type)
      localStorage.setItem('locale', lang)
    },
    [token, loginType, options.lang] as const,
  )
  return context.newPage()
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

describe('the system panel', () => {
  it('The committee sees its instance, and the students connected to it go up when a student joins an exam', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const alice = await buildSignedInUser(site.db, 'student')
    const { exam } = await buildExam(site.db, { seconds: 8, studentIds: [alice.user.id] })
    const joinedText = new RegExp(`考试 ${exam.id}：1 人`)

    const page = await pageAs(committee.token, '4', { lang: 'ZH', width: 1440 })
    await page.goto(`${site.url}/admin/system`)
    await page.getByRole('heading', { name: '系统面板', level: 1 }).waitFor()
    expect(await page.getByRole('link', { name: '系统面板' }).getAttribute('aria-current')).toBe('page')
    const ownRow = page.getByRole('row', { name: /本机/ })
    await ownRow.getByText('在线', { exact: true }).waitFor()
    expect(await ownRow.getByText(joinedText).count()).toBe(0)

    // Alice opens the semi-final's waiting page: her socket joins the exam's room on this instance.
    const student = await pageAs(alice.token, '1', { lang: 'ZH', width: 1280 })
    await student.goto(`${site.url}/stu/examSemi/be`)
    await student.getByRole('button', { name: /确认无误/ }).click()
    await student.getByText('请等待评委老师的指令').first().waitFor()

    // The panel refreshes itself every 5 s: no reload.
    await ownRow.getByText(joinedText).waitFor({ timeout: 15_000 })
    await snap(page, 'system-panel-zh-1440')
    expect(await accessibilityViolations(page)).toEqual([])

    // She leaves: the count goes back down.
    await student.context().close()
    await page.getByText(joinedText).waitFor({ state: 'detached', timeout: 15_000 })
    await page.context().close()
  })

  it('An English reader on a phone reads each instance as a card, with nothing scrolling sideways', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    for (const [lang, width] of [
      ['EN', 375],
      ['ZH', 375],
      ['EN', 1440],
    ] as const) {
      const page = await pageAs(committee.token, '4', { lang, width })
      await page.goto(`${site.url}/admin/system`)
      const title = lang === 'EN' ? 'System panel' : '系统面板'
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      const own = lang === 'EN' ? /this one/ : /本机/
      if (width < 500) {
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: own }) })
        await card.getByText(lang === 'EN' ? 'Alive' : '在线', { exact: true }).waitFor()
        expect(await scrollsSideways(page)).toBe(false)
      } else {
        await page.getByRole('row', { name: own }).getByText('Alive', { exact: true }).waitFor()
      }
      await snap(page, `system-panel-${lang.toLowerCase()}-${width}`)
      expect(await accessibilityViolations(page)).toEqual([])
      await page.context().close()
    }
  })

  it('A judge who opens the panel meets the committee sign-in, not the figures', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    const page = await pageAs(judge.token, '3', { lang: 'ZH', width: 1440 })
    await page.goto(`${site.url}/admin/system`)
    await page.getByRole('heading', { name: '组委会管理后台' }).waitFor()
    expect(await page.getByRole('heading', { name: '系统面板' }).count()).toBe(0)
    await page.context().close()
  })
})
