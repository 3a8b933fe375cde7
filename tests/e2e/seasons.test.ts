import { eq } from 'drizzle-orm'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productDetails } from '../../server/src/db/schema'
import { buildSignedInUser } from '../../server/src/test-support/factories'
import { call } from '../../server/src/test-support/test-server'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

/**
 * The season as data: the committee adds 2026~2027 in the calendar, sets its character bank password
 * and makes it current; the home page and the competition page follow without a restart.
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

async function pageAs(token: string | null, locale = 'zh-CN', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale })
  if (token)
    await context.addInitScript((t) => {
      localStorage.setItem('Authorization', t)
      localStorage.setItem('LOGIN_TYPE', '4')
    }, token)
  return context.newPage()
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()

describe('A new season, set by the committee', () => {
  it('is created, given a password and made current, and the public pages follow at once', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const admin = await pageAs(committee.token)
    await admin.goto(`${site.url}/admin/calendar`)
    await admin.getByRole('heading', { name: '赛季与赛程' }).waitFor()

    // A wrong name is refused with the rule; the right one is added.
    await admin.getByRole('button', { name: /添加赛季/ }).click()
    const dialog = admin.getByRole('dialog')
    await dialog.getByLabel('赛季编号').fill('4')
    await dialog.getByLabel('赛季名称').fill('2026~2028')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await dialog.getByText('赛季的第二个年份应比第一个大 1').waitFor()
    await dialog.getByLabel('赛季名称').fill('2026~2027')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await dialog.waitFor({ state: 'hidden' })

    // Its preliminary: entries open now, the examination from next March.
    const march = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 1, 2))
    const schedule = await call(
      site,
      'POST',
      '/admin/raceSchedules',
      {
        season: 4,
        raceSchedule: 1,
        signUpStartTime: inDays(-1),
        signUpEndTime: inDays(60),
        examinationStartTime: march.toISOString(),
        examinationEndTime: new Date(march.getTime() + 100 * 86_400_000).toISOString(),
        publishTime: new Date(march.getTime() + 120 * 86_400_000).toISOString(),
      },
      { authorization: committee.token },
    )
    expect(schedule.code).toBe(200)

    await admin.reload()
    await admin.getByRole('tab', { name: '2026~2027' }).click()
    const panel = admin.getByRole('tabpanel')
    await panel.getByRole('button', { name: '字库密码' }).click()
    await admin.getByRole('dialog').getByLabel('字库密码').fill('Bank@2027')
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click()
    await admin.getByText('字库密码已保存').waitFor()

    await panel.getByRole('button', { name: '设为当前赛季' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: '设为当前赛季' }).click()
    await admin.getByText('2026~2027 已是当前赛季').waitFor()
    await admin.getByRole('tabpanel').getByText('当前赛季').waitFor()
    await snap(admin, 'season-calendar-zh')

    // The home page, in both languages, names the new season and its dates.
    const home = await pageAs(null)
    await home.goto(`${site.url}/`)
    await home.getByText('2026~2027 赛季').first().waitFor()
    await home
      .getByText(`市级初赛于 ${march.getUTCFullYear()} 年 3 月开始`, { exact: false })
      .first()
      .waitFor()
    await home.getByText('个人赛报名进行中').first().waitFor()
    await snap(home, 'season-home-zh')
    const homeEn = await pageAs(null, 'en-US')
    await homeEn.goto(`${site.url}/`)
    await homeEn.evaluate(() => localStorage.setItem('locale', 'EN'))
    await homeEn.reload()
    await homeEn.getByText('2026~2027 season').first().waitFor()
    await homeEn
      .getByText(`the city preliminary starts in March ${march.getUTCFullYear()}`, { exact: false })
      .first()
      .waitFor()
    await snap(homeEn, 'season-home-en')

    const competition = await pageAs(null)
    await competition.goto(`${site.url}/invGameType`)
    await competition.getByText('2026~2027 赛季赛程').waitFor()
    await competition.getByRole('cell', { name: `${march.getUTCFullYear()} 年 3 月–6 月` }).waitFor()
    expect(await competition.getByText('2024~2025').count()).toBe(0)

    // The new season's password opens the character bank.
    const bank = await call(site, 'POST', '/public/characterBank/unlock', { password: 'Bank@2027' })
    expect(bank.data.season).toBe('2026~2027')
  })
})

/** True when a person sees the whole of it: nothing clips or covers its left or right edge. */
const wholeInSight = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const y = box.top + box.height / 2
    return [box.left + 2, box.right - 2].every(
      (x) => x >= 0 && x <= window.innerWidth && el.contains(document.elementFromPoint(x, y)),
    )
  })

describe('The schedule table on a 1366 px screen', () => {
  it('shows every column, the edit buttons included, in both languages', async () => {
    const committee = await buildSignedInUser(site.db, 'committee')
    const admin = await pageAs(committee.token, 'zh-CN', 1366)
    for (const [lang, edit] of [
      ['ZH', '修改'],
      ['EN', 'Edit'],
    ] as const) {
      await admin.addInitScript((l) => localStorage.setItem('locale', l), lang)
      await admin.goto(`${site.url}/admin/calendar`)
      await admin.getByRole('tab', { name: /2024~2025/ }).click()
      const table = admin.getByRole('tabpanel').getByRole('table')
      const buttons = table.getByRole('button', { name: edit })
      await buttons.nth(2).waitFor()
      await snap(admin, `season-calendar-1366-${lang.toLowerCase()}`)
      const headers = await table.getByRole('columnheader').all()
      expect(headers.length).toBe(5)
      for (const cell of [...headers, ...(await buttons.all())])
        expect(await wholeInSight(cell), (await cell.textContent()) ?? '').toBe(true)
    }
  })
})

describe("The fees and the team entries the pages state, set by the season's products", () => {
  it('a new entry price and the team product on or off sale show on the competition pages in both languages', async () => {
    const committee = { authorization: (await buildSignedInUser(site.db, 'committee')).token }
    expect((await call(site, 'POST', '/admin/seasons/current', { id: 3 }, committee)).code).toBe(200)
    // The entry is priced at 600 yuan; the team product (9) is on sale.
    await site.db.update(productDetails).set({ price: 60000 }).where(eq(productDetails.id, 1))

    const zh = await pageAs(null)
    await zh.goto(`${site.url}/invGameType`)
    await zh.getByText('报名费：600 元', { exact: false }).waitFor()
    await zh.goto(`${site.url}/speRegisterFirCompetition`)
    await zh.getByText('个人赛报名费：600 元').waitFor()
    expect(await zh.getByText('580', { exact: false }).count()).toBe(0)
    await zh.goto(`${site.url}/teamGameType`)
    await zh.getByRole('heading', { name: '本赛季团体赛报名进行中' }).waitFor()
    await zh.getByText('团体赛报名费每队每赛季：480 元', { exact: false }).waitFor()
    await snap(zh, 'season-team-open-zh')

    const en = await pageAs(null, 'en-US')
    await en.goto(`${site.url}/invGameType`)
    await en.evaluate(() => localStorage.setItem('locale', 'EN'))
    await en.reload()
    await en.getByText('Registration fee: 600 yuan', { exact: false }).waitFor()
    await en.goto(`${site.url}/speRegisterFirCompetition`)
    await en.getByText('Individual competition fee: 600 yuan').waitFor()
    await snap(en, 'season-register-fee-en')

    // Off sale, the team page says team entries are closed.
    expect(
      (await call(site, 'POST', '/admin/products/onSale', { id: 9, active: false }, committee)).code,
    ).toBe(200)
    await en.goto(`${site.url}/teamGameType`)
    await en.getByRole('heading', { name: 'Team entries are closed this season' }).waitFor()
    await snap(en, 'season-team-closed-en')
    expect(
      (await call(site, 'POST', '/admin/products/onSale', { id: 9, active: true }, committee)).code,
    ).toBe(200)
  })
})
