import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schools, userSchools } from '../../server/src/db/schema'
import { buildSignedInUser, buildUser } from '../../server/src/test-support/factories'
import { call, startTestServer } from '../../server/src/test-support/test-server'
import { pickOption, sendCodeAndRead } from './support/accounts'
import { launchBrowser, openReady, snap } from './support/browser'
import { recordWebm, tinyPdf } from './support/sample-files'
import { contextFor, demoLogin } from './support/signed-in'
import type { Site } from './support/site'

const TEACHER_PHONE = '13700009999'
let site: Site
let browser: Browser
let page: Page
let committee: string

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestServer({ SEED_DEMO: '1' }), launchBrowser()])
  page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  ).newPage()
  committee = (await buildSignedInUser(site.db, 'committee')).token
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function upload(typeId: number, courseName: string, file: Buffer, fileName: string) {
  const form = new FormData()
  form.set('typeId', String(typeId))
  form.set('courseName', courseName)
  form.set('file', new Blob([new Uint8Array(file)]), fileName)
  const response = await fetch(`${site.url}/api/admin/course/upload`, {
    method: 'POST',
    headers: { authorization: committee },
    body: form,
  })
  const body = (await response.json()) as {
    code: number
    msg: string
    data: { id: number; courseUrl: string }
  }
  expect(body.code, body.msg).toBe(200)
  return body.data
}

describe('club courses', () => {
  it('a club teacher bound to a school opens a PDF course and a video course', async () => {
    // The committee's side: a type, a PDF and a video, opened to the demo school.
    const [school] = await site.db.select().from(schools).limit(1)
    const auth = { authorization: committee }
    const typeId = (await call(site, 'POST', '/admin/course/saveType', { typeName: '汉字文化' }, auth)).data
      .id
    const childId = (
      await call(site, 'POST', '/admin/course/saveType', { typeName: '部首', parentId: typeId }, auth)
    ).data.id
    await page.goto(`${site.url}/`)
    const pdf = await upload(childId, '部首入门', tinyPdf(), 'radicals.pdf')
    const video = await upload(childId, '笔顺动画', await recordWebm(page), 'strokes.mkv')
    for (const courseId of [pdf.id, video.id])
      await call(site, 'POST', '/admin/course/setSchools', { courseId, schoolIds: [school?.id] }, auth)
    const teacher = await buildUser(site.db, 'courseTeacher', {
      phone: TEACHER_PHONE,
      userName: '俱乐部老师',
    })
    await site.db.insert(userSchools).values({ userId: teacher.id, schoolId: school?.id ?? 0 })

    await openReady(page, `${site.url}/chnEngLogin`)
    // The sign-in page names the club teacher's way in.
    await page.getByText('俱乐部课程老师也在这里登录', { exact: false }).waitFor()
    await page.locator('#school-login-phone').fill(TEACHER_PHONE)
    await page
      .locator('#school-login-code')
      .fill(
        await sendCodeAndRead(site, page, page.getByRole('button', { name: '获取验证码' }), TEACHER_PHONE),
      )
    await page
      .locator('form')
      .getByRole('button', { name: /登\s*录/ })
      .click()
    await page.waitForURL('**/userInfo_welcome')
    await page.getByRole('link', { name: '我的课程 · 我的学校' }).click()
    await page.getByRole('heading', { name: '我的学校' }).waitFor()
    await page.getByText(school?.schoolName ?? '').waitFor()
    await snap(page, '90-bound-schools')
    await page.getByRole('link', { name: '本校课程' }).click()
    await page.getByRole('heading', { name: `${school?.schoolName} 的课程` }).waitFor()
    await page.getByRole('link', { name: '返回我的学校' }).waitFor()
    await page.getByRole('link', { name: '部首' }).click()
    await page.getByText('部首入门').waitFor()
    // Each course page has its heading and a way back.
    await page.getByRole('heading', { name: '部首', exact: true }).waitFor()
    await page.getByRole('link', { name: '返回课程类型' }).click()
    await page.getByRole('heading', { name: `${school?.schoolName} 的课程` }).waitFor()
    await page.getByRole('link', { name: '部首' }).click()
    await page.getByText('部首入门').waitFor()
    await snap(page, '91-course-list')
    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('link', { name: 'Back to course types' }).waitFor()
    await snap(page, '91c-course-list-en')
    await page.setViewportSize({ width: 375, height: 800 })
    await snap(page, '91d-course-list-en-375')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: '中文' }).click()
    await page.getByRole('link', { name: '返回课程类型' }).waitFor()
    await page.setViewportSize({ width: 375, height: 800 })
    await snap(page, '91b-course-list-375')
    await page.setViewportSize({ width: 1280, height: 900 })
    const pdfHref = await page.getByRole('link', { name: '浏览' }).first().getAttribute('href')
    const videoHref = await page.getByRole('link', { name: '浏览' }).nth(1).getAttribute('href')
    expect(pdfHref).toMatch(/_onlineBrowsingPDF\?fileUrl=/)

    await page.goto(`${site.url}${pdfHref}`)
    await page.getByRole('img', { name: '第 1 / 1 页' }).waitFor()
    await page.keyboard.press('Control+s')
    await page.getByText('保存文件被禁止').waitFor()
    const blocked = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
      document.body.dispatchEvent(event)
      return event.defaultPrevented
    })
    expect(blocked).toBe(true)
    await page.getByRole('link', { name: '返回课程管理' }).waitFor()
    await snap(page, '92-pdf-viewer')

    // Closed to the school: the viewer says so, not that the file is not of this platform.
    await call(site, 'POST', '/admin/course/setSchools', { courseId: pdf.id, schoolIds: [] }, auth)
    await page.reload()
    await page.getByText('该课程未向你绑定的学校开放').waitFor()
    expect(await page.getByText('只能浏览本平台的课程文件').count()).toBe(0)
    await snap(page, '92b-course-closed')
    await call(site, 'POST', '/admin/course/setSchools', { courseId: pdf.id, schoolIds: [school?.id] }, auth)

    await page.goto(`${site.url}${videoHref}`)
    const player = page.locator('video')
    await player.waitFor()
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1)
    expect(await page.getByText('异常，无法播放').count()).toBe(0)
    await snap(page, '93-video-viewer')
  })

  it("a school teacher or a student who opens a club teacher's address is sent to their own home, and a club teacher who opens a school's to the courses", async () => {
    const courseAddresses = [
      '/aboutUserData/cebsbCommunityInfoView/cebsbCourseManage/cebsbInfo_community_courseMember',
      '/aboutUserData/cebsbCommunityInfoView/cebsbCourseManage/cebsbInfo_user_bindSchoolData',
      '/cebsbCourseManage/1_onlineBrowsingPDF',
    ]
    for (const [role, home] of [
      ['school', '/userInfo_welcome'],
      ['student', '/stu/index'],
    ] as const) {
      const context = await contextFor(browser, await demoLogin(site, role), { lang: 'ZH', width: 1280 })
      const visitor = await context.newPage()
      for (const address of courseAddresses) {
        await visitor.goto(`${site.url}${address}`)
        await visitor.waitForURL(`**${home}`)
        await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' })
        expect(await visitor.getByText('您没有权限执行此操作').count(), `${role} ${address}`).toBe(0)
      }
      await context.close()
    }
    // The demo club teacher stays on the course pages; a school's page or a student's sends him to his courses.
    const context = await contextFor(browser, await demoLogin(site, 'clubTeacher'), {
      lang: 'ZH',
      width: 1280,
    })
    const teacher = await context.newPage()
    await openReady(teacher, `${site.url}${courseAddresses[1]}`)
    await teacher.getByRole('heading', { name: '我的学校' }).waitFor()
    expect(new URL(teacher.url()).pathname).toBe(courseAddresses[1])
    for (const address of ['/userInfo_schoolData', '/stu/index']) {
      await teacher.goto(`${site.url}${address}`)
      await teacher.waitForURL(`**${courseAddresses[0]}`)
      await teacher.getByRole('heading', { name: '课程管理' }).first().waitFor()
      expect(await teacher.getByText('您没有权限执行此操作').count(), address).toBe(0)
    }
    await context.close()
  })

  it('a viewer refuses a file that is not one of ours', async () => {
    await page.goto(
      `${site.url}/cebsbCourseManage/x_onlineBrowsingPDF?fileUrl=${encodeURIComponent('https://example.com/a.pdf')}`,
    )
    await page.getByText('只能浏览本平台的课程文件').waitFor()
    expect(await page.locator('canvas, iframe, embed, object').count()).toBe(0)
  })

  it('the committee uploads a course file with progress and opens courses to schools in /admin', async () => {
    const admin = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    ).newPage()
    await admin.goto(`${site.url}/admin`)
    await admin.getByLabel('账号').fill('13800000004')
    await admin.getByLabel('密码').fill('Committee@2024')
    await admin.getByRole('button', { name: /登\s*录/ }).click()
    await admin.getByRole('link', { name: '俱乐部课程' }).click()
    await admin.getByRole('cell', { name: '部首入门', exact: true }).waitFor()
    await admin.getByLabel('课程名称').first().fill('偏旁讲义')
    await pickOption(admin, admin.getByLabel('课程类型', { exact: true }), '汉字文化 / 部首')
    await admin
      .locator('input[type=file][accept=".pdf,.mp4,.m2v,.mkv"]')
      .setInputFiles({ name: 'handout.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Handout') })
    await admin.getByRole('button', { name: /^上\s*传$/ }).click()
    await admin.getByText('上传成功').waitFor()
    await admin.getByRole('cell', { name: '偏旁讲义', exact: true }).waitFor()
    await snap(admin, '94-admin-courses')
    // Deleting asks first.
    await admin
      .locator('tr', { hasText: '偏旁讲义' })
      .getByRole('button', { name: /删\s*除/ })
      .click()
    await admin.getByText('确定删除课程“偏旁讲义”吗？', { exact: false }).waitFor()
    await admin
      .getByRole('dialog')
      .filter({ hasText: '确定删除课程“偏旁讲义”吗？' })
      .getByRole('button', { name: /删\s*除/ })
      .click()
    await admin.getByText('课程“偏旁讲义”已删除').waitFor()
    await expect.poll(() => admin.getByRole('cell', { name: '偏旁讲义', exact: true }).count()).toBe(0)
    await admin.getByRole('button', { name: 'English' }).click()
    await admin.getByRole('heading', { name: 'Club course management' }).waitFor()
    await snap(admin, '95-admin-courses-en')
    await admin.context().close()
  })
})
