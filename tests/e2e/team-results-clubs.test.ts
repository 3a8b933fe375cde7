import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubs, courses, schools, teams, userSchools } from '../../server/src/db/schema'
import { currentSeasonId } from '../../server/src/modules/seasons/seasons.service'
import { buildSignedInUser, buildUser } from '../../server/src/test-support/factories'
import { call, startTestServer } from '../../server/src/test-support/test-server'
import { pickOption, sendCodeAndRead } from './support/accounts'
import { launchBrowser, openReady, snap } from './support/browser'
import { tinyPdf } from './support/sample-files'
import type { Site } from './support/site'
import { tableRows } from './support/tables'

/** The demo school (13800000001) and committee (13800000004) of the seeded demo data. */
const SCHOOL_PHONE = '13800000001'
const TEACHER_PHONE = '13700008888'
const TEAM = '墨韵战队'

let site: Site
let browser: Browser
let committee: Page
let school: Page
let schoolName = ''

const newPage = async () =>
  (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })).newPage()

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer({ SEED_DEMO: '1' }), launchBrowser()])
  const [demo] = await site.db
    .select()
    .from(schools)
    .where(eq(schools.schoolName, '北京市海淀区实验小学（演示 Demo）'))
  const [primary] = await site.db.select().from(clubs).where(eq(clubs.clubLevel, 1))
  schoolName = demo?.schoolName ?? ''
  // A team of this season that the committee approved; results come later, in the test.
  await site.db.insert(teams).values({
    schoolId: demo?.id ?? 0,
    clubId: primary?.id ?? 0,
    season: await currentSeasonId(site.db),
    teamName: TEAM,
    teamLevel: 1,
    teacherName: '王老师',
    phone: SCHOOL_PHONE,
    status: 'approved',
    payed: 1,
  })
  committee = await newPage()
  school = await newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function committeeSignIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.getByLabel('账号').fill('13800000004')
  await page.getByLabel('密码').fill('Committee@2024')
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.getByRole('navigation').waitFor()
}

async function smsSignIn(page: Page, phone: string) {
  await openReady(page, `${site.url}/chnEngLogin`)
  await page.locator('#school-login-phone').fill(phone)
  await page
    .locator('#school-login-code')
    .fill(await sendCodeAndRead(site, page, page.getByRole('button', { name: '获取验证码' }), phone))
  await page
    .locator('form')
    .getByRole('button', { name: /登\s*录/ })
    .click()
  await page.waitForURL('**/userInfo_welcome')
}

/** A real picture, drawn in the browser and cut out as a PNG. */
async function drawPng(text: string, color: string) {
  const sketch = await newPage()
  await sketch.setContent(
    `<div id="p" style="width:160px;height:100px;display:flex;align-items:center;justify-content:center;background:${color};color:#fff;font:bold 40px sans-serif">${text}</div>`,
  )
  const png = await sketch.locator('#p').screenshot({ type: 'png' })
  await sketch.context().close()
  return png
}

describe('committee clubs', () => {
  it('the committee manages clubs: bad input is refused, a club is created, found, edited and deleted, a used one is kept', async () => {
    await committeeSignIn(committee)
    await committee.getByRole('link', { name: '俱乐部', exact: true }).click()
    await committee.getByRole('heading', { name: '俱乐部管理' }).waitFor()
    const used = committee.locator('tr', { hasText: '小学组 Primary' })
    await used.getByRole('cell', { name: '1', exact: true }).waitFor()
    expect(await used.getByRole('button', { name: /删\s*除/ }).isDisabled()).toBe(true)

    await committee.getByRole('button', { name: /新建俱乐部/ }).click()
    const dialog = committee.getByRole('dialog')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await dialog.getByText('请输入俱乐部名称').waitFor()
    await dialog.getByText('请选择俱乐部组别（小学、初中或高中）').waitFor()
    await snap(committee, 'i7-80-admin-club-errors')
    await dialog.locator('#club-name').fill('飞龙俱乐部')
    await pickOption(committee, dialog.locator('#club-school'), schoolName)
    await pickOption(committee, dialog.locator('#club-level'), '初中俱乐部')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await committee.getByText('俱乐部已保存').waitFor()
    const created = committee.locator('tr', { hasText: '飞龙俱乐部' })
    await created.getByText(schoolName).waitFor()

    await committee.getByLabel('按名称搜索').fill('飞龙')
    await committee.getByRole('button', { name: /查\s*询/ }).click()
    await expect.poll(() => tableRows(committee).count()).toBe(1)
    await created.getByRole('button', { name: /编\s*辑/ }).click()
    // The form is filled with the club once the dialog opens; typing before that would be overwritten.
    await expect.poll(() => dialog.locator('#club-name').inputValue()).toBe('飞龙俱乐部')
    await dialog.locator('#club-name').fill('飞龙初中俱乐部')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await committee.locator('tr', { hasText: '飞龙初中俱乐部' }).waitFor()
    await snap(committee, 'i7-81-admin-clubs')

    // The school's sign-up list offers the new club.
    const offered = await call(
      site,
      'GET',
      '/admin/club/list',
      { clubName: '飞龙初中' },
      {
        authorization: (await buildSignedInUser(site.db, 'committee')).token,
      },
    )
    expect(offered.data).toEqual([expect.objectContaining({ clubLevel: 2, teamCount: 0 })])

    await committee
      .locator('tr', { hasText: '飞龙初中俱乐部' })
      .getByRole('button', { name: /删\s*除/ })
      .click()
    await committee
      .getByRole('tooltip')
      .getByRole('button', { name: /删\s*除/ })
      .click()
    await committee.getByText('俱乐部已删除').waitFor()
    await committee.getByLabel('按名称搜索').fill('')
    await committee.getByRole('button', { name: /查\s*询/ }).click()
    await committee.getByRole('button', { name: 'English' }).click()
    await committee.getByRole('heading', { name: 'Clubs' }).waitFor()
    await committee.locator('tr', { hasText: 'Junior-high club' }).first().waitFor()
    await snap(committee, 'i7-82-admin-clubs-en')
    await committee.getByRole('button', { name: /New club/ }).click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByText('Please enter the club name').waitFor()
    await snap(committee, 'i7-83-admin-club-errors-en')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await committee.getByRole('button', { name: '中文' }).click()
  })
})

describe('team results', () => {
  it('the school sees "no results yet" until the committee records the four game scores, then the real results', async () => {
    await smsSignIn(school, SCHOOL_PHONE)
    await school.goto(`${site.url}/userInfo_teamScoreSearch`)
    await school.getByText('暂无成绩：组委会录入团体赛成绩后将在此显示').waitFor()
    await snap(school, 'i7-84-team-scores-none')
    await school.goto(`${site.url}/userInfo_teamProcessMembers`)
    const progressRow = school.locator('tr', { hasText: TEAM })
    await progressRow.getByText('待组委会确认').waitFor()
    await progressRow.getByText('暂无成绩').waitFor()
    await school.getByText('暂无成绩：组委会录入团体赛成绩后将在此显示').waitFor()
    await snap(school, 'i7-85-team-progress-none')
    await school.goto(`${site.url}/userInfo_teamHistoryScoreSearch`)
    await school.getByText('暂无历史成绩：往届战队的成绩由组委会录入后将在此显示').waitFor()
    await school.getByRole('button', { name: 'English' }).click()
    await school
      .getByText(
        "No past results yet: past seasons' team results appear here once the committee records them",
      )
      .waitFor()
    await school.goto(`${site.url}/userInfo_teamScoreSearch`)
    await school
      .getByText('No results yet: they appear here once the committee records the team results')
      .waitFor()
    await snap(school, 'i7-84b-team-scores-none-en')
    await school.getByRole('button', { name: '中文' }).click()

    await committee.getByRole('link', { name: '战队审核' }).click()
    const row = committee.locator('tr', { hasText: TEAM })
    await row.getByRole('button', { name: /录\s*入\s*成\s*绩/ }).click()
    const dialog = committee.getByRole('dialog')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await dialog.getByText('请填写四项比赛的成绩').first().waitFor()
    await dialog.getByText('请填写战队进度（如晋级情况）').waitFor()
    await snap(committee, 'i7-86-admin-result-errors')
    await dialog.locator('#result-speedSpell').fill('18')
    await dialog.locator('#result-magicComponents').fill('22.5')
    await dialog.locator('#result-pastPresent').fill('30')
    await dialog.locator('#result-showSpell').fill('25')
    await dialog.locator('#result-rank').fill('2')
    await dialog.locator('#result-progress').fill('晋级全国总决赛')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await committee.getByText('成绩已保存，总分 95.5').waitFor()
    await row.getByText('95.5 · 第2').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await snap(committee, 'i7-87-admin-teams-results')

    await school.goto(`${site.url}/userInfo_teamScoreSearch`)
    const scores = school.locator('tr', { hasText: TEAM })
    for (const cell of ['18', '22.5', '30', '25', '95.5', '2', '晋级全国总决赛'])
      await scores.getByRole('cell', { name: cell, exact: true }).waitFor()
    await school.getByRole('columnheader', { name: '极速拼字' }).waitFor()
    await snap(school, 'i7-88-team-scores')
    await school.goto(`${site.url}/userInfo_teamProcessMembers`)
    await school.locator('tr', { hasText: TEAM }).getByText('晋级全国总决赛').waitFor()
    await snap(school, 'i7-89-team-progress')
    await school.goto(`${site.url}/userInfo_teamHistoryScoreSearch`)
    await school.locator('tr', { hasText: TEAM }).getByText('2024~2025').waitFor()
    await snap(school, 'i7-89b-team-history')

    await school.getByRole('button', { name: 'English' }).click()
    await school.getByRole('columnheader', { name: 'Speed spell' }).waitFor()
    await snap(school, 'i7-89c-team-history-en')
    await school.goto(`${site.url}/userInfo_teamScoreSearch`)
    await school.getByRole('columnheader', { name: 'Show and spell' }).waitFor()
    await snap(school, 'i7-89d-team-scores-en')
    await school.goto(`${site.url}/userInfo_teamProcessMembers`)
    await school.getByText('Awaiting committee confirmation').waitFor()
    await snap(school, 'i7-89e-team-progress-en')
    await committee.getByRole('button', { name: 'English' }).click()
    await committee.locator('tr', { hasText: TEAM }).getByRole('button', { name: 'Edit result' }).click()
    await committee.getByRole('dialog').getByLabel('Magic components').waitFor()
    await snap(committee, 'i7-89f-admin-result-en')
    await committee.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await committee.getByRole('button', { name: '中文' }).click()
    await school.getByRole('button', { name: '中文' }).click()
  })

  it("another school sees none of this team's results", async () => {
    const other = await buildSchoolOther()
    const answer = await call(
      site,
      'GET',
      '/team/getTeamResults',
      { scope: 'history' },
      { authorization: other },
    )
    expect(answer.code).toBe(200)
    expect(answer.data).toEqual([])
  })
})

async function buildSchoolOther() {
  const { buildSchoolUser } = await import('../../server/src/test-support/school-factory')
  return (await buildSchoolUser(site.db)).token
}

describe('course images', () => {
  it('the committee gives a type a logo and a course a thumbnail with progress; the club teacher sees them, or a placeholder', async () => {
    const [demo] = await site.db.select().from(schools).where(eq(schools.schoolName, schoolName))
    const auth = { authorization: (await buildSignedInUser(site.db, 'committee')).token }
    const typeId = (await call(site, 'POST', '/admin/course/saveType', { typeName: '书法' }, auth)).data.id
    const childId = (
      await call(site, 'POST', '/admin/course/saveType', { typeName: '楷书', parentId: typeId }, auth)
    ).data.id
    for (const name of ['楷书基础', '楷书进阶']) {
      const form = new FormData()
      form.set('typeId', String(childId))
      form.set('courseName', name)
      form.set(
        'file',
        new Blob([new Uint8Array(tinyPdf(name === '楷书基础' ? 'Basics' : 'Advanced'))]),
        'k.pdf',
      )
      const body = (await (
        await fetch(`${site.url}/api/admin/course/upload`, { method: 'POST', headers: auth, body: form })
      ).json()) as { data: { id: number } }
      await call(
        site,
        'POST',
        '/admin/course/setSchools',
        { courseId: body.data.id, schoolIds: [demo?.id] },
        auth,
      )
    }

    await committee.getByRole('link', { name: '俱乐部课程' }).click()
    const typeRow = committee.getByTestId('course-types').locator('tr', { hasText: '楷书' })
    await typeRow.waitFor()
    // A text file named .png: the extension passes, the content does not.
    await typeRow
      .locator('input[type=file]')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
    await committee.getByText('图片须为 PNG、JPG、BMP 或 GIF 格式').waitFor()
    await typeRow
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawPng('楷', '#a8071a') })
    await committee.getByText('图片已上传').first().waitFor()
    await typeRow.getByRole('img', { name: '课程类型“楷书”的图标' }).and(committee.locator('img')).waitFor()
    const courseRow = committee.locator('tr', { hasText: '楷书基础' })
    await courseRow.locator('input[type=file]').setInputFiles({
      name: 'thumb.png',
      mimeType: 'image/png',
      buffer: await drawPng('永字八法', '#d46b08'),
    })
    await courseRow
      .getByRole('img', { name: '课程“楷书基础”的缩略图' })
      .and(committee.locator('img'))
      .waitFor()
    const [course] = await site.db.select().from(courses).where(eq(courses.courseName, '楷书基础'))
    expect(course?.courseThumbnail).toMatch(/^\/uploads\/course-images\/[0-9a-f]+\.png$/)
    await snap(committee, 'i7-96-admin-course-images')
    await committee.getByRole('button', { name: 'English' }).click()
    await committee.getByRole('img', { name: 'Thumbnail of the course "楷书基础"' }).waitFor()
    await snap(committee, 'i7-97-admin-course-images-en')

    const teacher = await buildUser(site.db, 'courseTeacher', { phone: TEACHER_PHONE, userName: '书法老师' })
    await site.db.insert(userSchools).values({ userId: teacher.id, schoolId: demo?.id ?? 0 })
    const viewer = await newPage()
    await smsSignIn(viewer, TEACHER_PHONE)
    await viewer.goto(
      `${site.url}/aboutUserData/cebsbCommunityInfoView/cebsbCourseManage/cebsbInfo_community_courseMember`,
    )
    const logo = viewer.getByRole('img', { name: '课程类型“楷书”的图标' })
    await logo.waitFor()
    // Shown (its box and name) before the picture has arrived: wait for the picture itself.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await snap(viewer, 'i7-98-course-types-logos')
    await logo.click()
    const thumb = viewer.getByRole('img', { name: '课程“楷书基础”的缩略图' })
    await thumb.waitFor()
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const placeholder = viewer.getByRole('img', { name: '课程“楷书进阶”的缩略图' })
    expect(await placeholder.getAttribute('data-placeholder')).toBe('true')
    await viewer.getByText('暂无图片').waitFor()
    await snap(viewer, 'i7-99-course-list-thumbnails')
    await viewer.getByRole('button', { name: 'English' }).click()
    await viewer.getByRole('img', { name: 'Thumbnail of the course "楷书基础"' }).waitFor()
    await viewer.getByText('No picture yet').waitFor()
    await snap(viewer, 'i7-99b-course-list-thumbnails-en')
    await viewer.goBack()
    await viewer.getByRole('img', { name: 'Logo of the course type "楷书"' }).waitFor()
    await snap(viewer, 'i7-99c-course-types-logos-en')
    await viewer.context().close()
  })
})
