import { chinaDate, startOfChinaDay } from '@spell/shared/time/china-time'
import { eq } from 'drizzle-orm'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { raceSchedules, schoolEnrollments, users } from '../../server/src/db/schema'
import { startTestServer } from '../../server/src/test-support/test-server'
import { sendCodeAndRead } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { pickerDay, pickerOk } from './support/popups'
import { contextFor, demoLogin, post, schoolCode } from './support/signed-in'
import type { Site } from './support/site'

/** The demo school (13800000001) of the seeded demo data. */
const SCHOOL_PHONE = '13800000001'
const SCHOOL_NAME = '北京市海淀区实验小学（演示 Demo）'

let site: Site
let browser: Browser
let school: Page

/** This season's paper application of the demo school: grades 1 and 3, two classes each, 113 students. */
async function applyForPapers(authorization: string) {
  await post(
    site,
    '/paper/v2/savePersonalPaperApply',
    {
      expectedTime: `${chinaDate(new Date())} 10:00:00`,
      gameGroupList: [1, 3],
      classStr: 2,
      gradeList: [
        {
          grade: 1,
          classListDto: [
            { className: '1班', number: 30 },
            { className: '2班', number: 28 },
          ],
        },
        {
          grade: 3,
          classListDto: [
            { className: '1班', number: 35 },
            { className: '2班', number: 20 },
          ],
        },
      ],
      teacherName: '王老师',
      phone: SCHOOL_PHONE,
      code: await schoolCode(site, SCHOOL_PHONE, 4),
      receiptName: '李主任',
      receiptPhone: '13911112222',
      email: 'audio@demo-school.cn',
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110108',
      receiptAddress: '中关村大街 27 号 教务处',
    },
    authorization,
  )
}

/** The season's last examination ends 60 days from now: its end is the sign-up's last exam day. */
const SEASON_DAYS_LEFT = 60

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer({ SEED_DEMO: '1' }), launchBrowser()])
  await site.db.insert(raceSchedules).values({
    season: 3,
    activityType: 1,
    raceSchedule: 9,
    examinationStartTime: new Date(),
    examinationEndTime: new Date(Date.now() + SEASON_DAYS_LEFT * 86_400_000),
  })
  const login = await demoLogin(site, 'school')
  if (!login) throw new Error('the demo school did not sign in')
  await applyForPapers(login.authorization)
  school = await (await contextFor(browser, login, { lang: 'ZH', width: 1280 })).newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

/** Presses the dialog's 关闭 and waits for it to go. */
async function closeDialog(page: Page, dialog: Locator) {
  await button(page, '关闭').click()
  await dialog.waitFor({ state: 'hidden' })
}

/** A China calendar day `days` from today, as the pickers' cells name it ("2026-12-06"). */
const dayAhead = (days: number) => chinaDate(startOfChinaDay(Date.now(), days))

/** The picker's cell of a day, turning to the next month when the day is not shown yet. */
async function dayCell(page: Page, day: string) {
  const nextMonth = page
    .getByRole('button', { name: /^(下个月|Next month)/ })
    .filter({ visible: true })
    .last()
  await nextMonth.waitFor()
  const cell = pickerDay(page, day)
  if ((await cell.count()) === 0) await nextMonth.click()
  return cell
}

/** Picks a day in an antd date-time picker and confirms it. */
async function pickDay(page: Page, input: Locator, day: string) {
  await input.click()
  await (await dayCell(page, day)).click()
  await pickerOk(page).click()
  await expect.poll(() => input.inputValue()).toContain(day)
}

describe('the school’s registration dialog', () => {
  it('a typed exam time is kept as typed when its day is allowed, and refused with the reason when not', async () => {
    await school.goto(`${site.url}/userInfo_IndividualPapers`)
    // The paper application the tab fills itself from arrives only once the school has typed, as on a
    // slow line: what was typed stays.
    let answerPaper = () => {}
    const typedFirst = new Promise<void>((resolve) => {
      answerPaper = resolve
    })
    await school.route('**/api/paper/v2/getInfoSeason', async (route) => {
      await typedFirst
      await route.continue()
    })
    const paperAnswered = school.waitForResponse('**/api/paper/v2/getInfoSeason')
    const dialog = school.getByRole('dialog')
    await button(school, '赛事报名').click()
    await dialog.getByRole('tab', { name: '个人赛学校报名（缴费）' }).click()
    const input = dialog.getByLabel('预计考试时间')
    const type = async (text: string) => {
      await input.fill(text)
      await input.press('Enter')
    }
    const refusal = (text: string) => dialog.getByRole('alert').filter({ hasText: text })

    await type(`${dayAhead(10)} 09:00`)
    await expect.poll(() => input.inputValue()).toBe(`${dayAhead(10)} 09:00`)
    answerPaper()
    await (await paperAnswered).finished()
    await school.unroute('**/api/paper/v2/getInfoSeason')
    await input.blur()
    expect(await input.inputValue()).toBe(`${dayAhead(10)} 09:00`)
    expect(await refusal('预计考试时间').count()).toBe(0)

    // Too soon, after the season, not a time: the field is emptied and says why, never another day.
    await type(`${dayAhead(1)} 09:00`)
    await refusal('预计考试时间最早为 5 天后').waitFor()
    await expect.poll(() => input.inputValue()).toBe('')
    // The picker has closed: nothing hides the reason.
    await school.getByRole('button', { name: /^确\s*定$/ }).waitFor({ state: 'hidden' })
    await snap(school, '57-registration-dialog-typed-time-refused')
    await type(`${dayAhead(SEASON_DAYS_LEFT + 2)} 09:00`)
    await refusal('预计考试时间不能晚于本赛季结束日').waitFor()
    await type(`${dayAhead(10)} 9点`)
    await refusal('请按“年-月-日 时:分”填写预计考试时间').waitFor()
    await expect.poll(() => input.inputValue()).toBe('')

    await type(`${dayAhead(5)} 14:30`)
    await expect.poll(() => input.inputValue()).toBe(`${dayAhead(5)} 14:30`)
    await refusal('请按').waitFor({ state: 'detached' })
    await closeDialog(school, dialog)
  })

  it('the registration dialog: not closable by Escape, 报名 / 提交申请, the paid school sign-up filled from the paper application, to payment, unpaid prompt', async () => {
    await school.goto(`${site.url}/userInfo_IndividualPapers`)
    const dialog = school.getByRole('dialog')
    await button(school, '赛事报名').click()
    await dialog.waitFor()
    await dialog.getByRole('tab', { name: '团体赛战队报名' }).waitFor()
    // No close button in its corner: its only 关闭 is the footer's.
    expect(await dialog.getByRole('button', { name: /^(关\s*闭|Close)$/ }).count()).toBe(1)
    await school.keyboard.press('Escape')
    await dialog.getByRole('button', { name: /^报\s*名$/ }).waitFor()
    await dialog.getByRole('tab', { name: '个人赛学校报名（缴费）' }).click()
    // The tab says what it charges and how it differs from the free paper application.
    await dialog.getByText(/个人赛学校报名费（每校 1000 元）/).waitFor()
    await dialog.getByText(/不同于免费的「个人赛试卷申请」/).waitFor()
    // What the school gave in its paper application this season is not asked again.
    await dialog.getByText('年级、班级、人数和负责老师已按本校本赛季的试卷申请填好，可按需修改。').waitFor()
    expect(await dialog.locator('#register-class-1-1').inputValue()).toBe('30')
    expect(await dialog.locator('#register-class-3-2').inputValue()).toBe('20')
    expect(await dialog.locator('#register-teacher').inputValue()).toBe('王老师')
    expect(await dialog.locator('#register-phone').inputValue()).toBe(SCHOOL_PHONE)
    await expect.poll(() => dialog.getByTestId('register-total').textContent()).toBe('113')

    // The exam day lies between five days ahead and the season's end, and the dialog says so.
    const end = chinaDate(new Date(Date.now() + SEASON_DAYS_LEFT * 86_400_000))
    await dialog
      .getByText(`可选日期：${dayAhead(5)} 至 ${end}（最早为 5 天后，最晚为本赛季结束日）。`)
      .waitFor()
    await dialog.getByRole('button', { name: /提\s*交\s*申\s*请/ }).click()
    await dialog.getByRole('alert').filter({ hasText: '请选择预计考试时间' }).waitFor()
    await dialog.locator('#register-time').click()
    for (const [day, disabled] of [
      [dayAhead(0), true],
      [dayAhead(4), true],
      [dayAhead(5), false],
    ] as const) {
      const cell = await dayCell(school, day)
      expect(await cell.getAttribute('class'), day).toMatch(
        disabled ? /cell-disabled/ : /^(?!.*cell-disabled)/,
      )
    }
    await school.keyboard.press('Escape')
    await pickDay(school, dialog.locator('#register-time'), dayAhead(10))
    // Minutes after the sign-in its proof has lapsed: the sign-up asks for a code again.
    const [teacher] = await site.db.select().from(users).where(eq(users.phone, SCHOOL_PHONE))
    await site.services.store.delete(`code-proof:${teacher?.id}`)
    await dialog.getByRole('tab', { name: '团体赛战队报名' }).click()
    await dialog.getByRole('tab', { name: '个人赛学校报名（缴费）' }).click()
    await school.evaluate(() => sessionStorage.clear())
    await dialog
      .locator('#register-code')
      .fill(
        await sendCodeAndRead(site, school, dialog.getByRole('button', { name: '获取验证码' }), SCHOOL_PHONE),
      )
    await snap(school, '57-registration-dialog')
    await dialog.getByRole('button', { name: /提\s*交\s*申\s*请/ }).click()
    await school.waitForURL('**/paymentProcess?processType=1')
    const draft = await school.evaluate(() => JSON.parse(localStorage.getItem('orderPayDataForm') ?? '{}'))
    expect(draft).toMatchObject({ stepIndex: '0', productFlag: 'applyTestPaper', season: 3 })

    // Unpaid now: opening the individual tab again offers to view it, in the specification's words.
    await school.goto(`${site.url}/userInfo_IndividualPapers`)
    await button(school, '赛事报名').click()
    await school.getByRole('dialog').getByRole('tab', { name: '个人赛学校报名（缴费）' }).click()
    const confirm = school
      .getByRole('dialog')
      .filter({ hasText: '您有未完成的申请考量信息，是否去查看？', visible: true })
    await confirm.getByText('温馨提示').filter({ visible: true }).waitFor()
    await confirm.getByRole('button', { name: /去\s*查\s*看/ }).click()
    await school.waitForURL('**/userInfo_welcome?jumpSource=registrants')
    await school.getByText('本赛季个人赛报名尚未支付').waitFor()
  })

  it('the membership page opens the registration dialog on the tab of the competition chosen', async () => {
    await school.goto(`${site.url}/schoolMemberShip`)
    // Signed in already: the page does not ask the school to log in.
    await school.getByText('学校账号已登录，选择要报名的赛事：').waitFor()
    expect(await school.getByText(/请先登录学校账号/).count()).toBe(0)
    const dialog = school.getByRole('dialog', { name: '赛事报名' })
    await school.getByRole('button', { name: '团体赛' }).click()
    await expect
      .poll(() => dialog.getByRole('tab', { name: '团体赛战队报名' }).getAttribute('aria-selected'))
      .toBe('true')
    await closeDialog(school, dialog)

    await school.getByRole('button', { name: '个人赛' }).click()
    await expect
      .poll(() => dialog.getByRole('tab', { name: '个人赛学校报名（缴费）' }).getAttribute('aria-selected'))
      .toBe('true')
    // The sign-up made above is unpaid: the tab offers to view it.
    const confirm = school
      .getByRole('dialog')
      .filter({ hasText: '您有未完成的申请考量信息，是否去查看？', visible: true })
    await confirm.waitFor()
    await snap(school, '58-membership-registration-dialog')
    await confirm.getByRole('button', { name: /取\s*消/ }).click()
    await closeDialog(school, dialog)

    // Paid: the tab says the season's work is done and goes back to the team tab.
    await site.db.update(schoolEnrollments).set({ orderState: 3003 }).where(eq(schoolEnrollments.season, 3))
    await school.getByRole('button', { name: '个人赛' }).click()
    const done = school
      .getByRole('dialog')
      .filter({ hasText: '您已完成本赛季考量申请工作，若有需求请联系组委会老师！', visible: true })
    await done.getByText('温馨提示').filter({ visible: true }).waitFor()
    await expect
      .poll(() => dialog.getByRole('tab', { name: '团体赛战队报名' }).getAttribute('aria-selected'))
      .toBe('true')
    await done.getByRole('button', { name: /确\s*定/ }).click()
    await closeDialog(school, dialog)
  })

  it('on a phone the user centre menu is one line naming the page, and folds again after a choice', async () => {
    const phone = await school.context().newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    await phone.goto(`${site.url}/userInfo_welcome`)
    const menu = phone.getByRole('navigation', { name: '用户中心菜单' })
    const summary = menu.locator('summary')
    await summary.waitFor()
    // Folded: the page's own content is the first thing below the header.
    expect(await menu.getByRole('link', { name: '学校基本信息' }).isVisible()).toBe(false)
    await snap(phone, '59-console-phone-menu-folded')
    await summary.click()
    await menu.getByRole('link', { name: '学校基本信息' }).click()
    await phone.getByRole('heading', { name: SCHOOL_NAME }).waitFor()
    await summary.getByText('学校基本信息').waitFor()
    expect(await menu.getByRole('link', { name: '学校基本信息' }).isVisible()).toBe(false)
    await snap(phone, '59-console-phone-menu-after-choice')
    await phone.close()
  })
})
