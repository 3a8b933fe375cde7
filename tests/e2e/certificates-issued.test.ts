import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examAnswers, examStudents, exams, seasons, userInfos } from '../../server/src/db/schema'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { call } from '../../server/src/test-support/test-server'
import { buildCommittee, pickOption } from './support/accounts'
import { ARTIFACTS, launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser
const COMMITTEE = { phone: '13800006601', password: 'Committee#2026' }
const STUDENT = { phone: '13800006602', password: 'Student#2026' }
let examName = ''

/** A semi-final of 2026~2027 that has ended: the ready student answered all three right, another one. */
async function seedEndedSemiFinal() {
  await site.db.insert(seasons).values({ id: 7, name: '2026~2027' }).onConflictDoNothing()
  const student = await buildReadyStudent(site, STUDENT.phone, STUDENT.password)
  const other = await buildSignedInUser(site.db, 'student')
  await site.db.insert(userInfos).values({ userId: other.user.id, grade: 4 })
  const judge = await buildSignedInUser(site.db, 'judge')
  const { exam, questions } = await buildExam(site.db, {
    real: 3,
    judgeIds: [judge.user.id],
    studentIds: [student.id, other.user.id],
  })
  examName = exam.name
  await site.db.update(exams).set({ season: 7 }).where(eq(exams.id, exam.id))
  const real = questions.filter((q) => q.quizForm === 0)
  for (const [userId, right] of [
    [student.id, 3],
    [other.user.id, 1],
  ] as const) {
    await site.db.insert(examAnswers).values(
      real.map((q, k) => ({
        examId: exam.id,
        userId,
        questionId: q.id,
        answer: k < right ? q.answer : '火',
        revision: 1,
        receivedAt: new Date(),
      })),
    )
  }
  await site.db.update(examStudents).set({ submittedAt: new Date() }).where(eq(examStudents.examId, exam.id))
  const asJudge = { authorization: judge.token }
  await call(site, 'POST', '/judge/command', { quizId: exam.id, type: 'start', fromIndex: -1 }, asJudge)
  await new Promise((resolve) => setTimeout(resolve, 1100))
  await call(site, 'POST', '/judge/command', { quizId: exam.id, type: 'next', fromIndex: 0 }, asJudge)
  const ended = await call(
    site,
    'POST',
    '/judge/command',
    { quizId: exam.id, type: 'end', fromIndex: 1 },
    asJudge,
  )
  if (ended.code !== 200) throw new Error(`exam not ended: ${ended.msg}`)
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  await seedEndedSemiFinal()
  await buildCommittee(site, COMMITTEE.phone, COMMITTEE.password)
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const newPage = async (): Promise<[BrowserContext, Page]> => {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, acceptDownloads: true })
  return [context, await context.newPage()]
}
const inEnglish = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('locale', 'EN'))
  await page.reload()
}
const inChinese = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('locale', 'ZH'))
  await page.reload()
}

/** Answers the captcha /query shows, asking the server's store (as only the server can). */
async function verify(page: Page, code: string) {
  // The body is read as soon as the answer comes, before anything on the page can move on.
  const captcha = page
    .waitForResponse((r) => r.url().includes('/api/common/captcha'))
    .then((r) => r.json() as Promise<{ data: { captchaId: string } }>)
  await page.goto(`${site.url}/query?code=${code}`)
  const body = await captcha
  const answer = await site.services.store.get(`captcha:${body.data.captchaId}`)
  if (!answer) throw new Error('unknown captcha')
  // The code comes filled in from the address; the visitor answers the captcha.
  expect(await page.locator('#certificate-code').inputValue()).toBe(code)
  await page.locator('#certificate-captcha').fill(answer)
  await page.locator('form').getByRole('button').last().click()
}

describe('certificates issued from results', () => {
  let code = ''
  let committee: Page

  it('The committee issues certificates from a semi-final’s results after a preview', async () => {
    ;[, committee] = await newPage()
    await committee.goto(`${site.url}/admin`)
    await committee.getByLabel('账号').fill(COMMITTEE.phone)
    await committee.getByLabel('密码').fill(COMMITTEE.password)
    await committee.getByRole('button', { name: /登\s*录/ }).click()
    await committee.getByRole('link', { name: '证书管理' }).click()
    await committee.getByRole('heading', { name: '证书管理' }).waitFor()
    await pickOption(committee, committee.locator('#certificate-exam'), examName)
    // Two took part: with 50 % first prize the best one gets it, the other a certificate of participation.
    await committee.locator('#rule-first').fill('50')
    await committee.locator('#rule-second').fill('0')
    await committee.locator('#rule-third').fill('0')
    await committee.locator('#rule-excellence').fill('0')
    await committee.getByRole('button', { name: /预\s*览/ }).click()
    const preview = committee.getByRole('table').filter({ hasText: '林小雨' })
    await preview.getByRole('row', { name: /林小雨.*一等奖/ }).waitFor()
    await preview.getByRole('row', { name: /参赛证书/ }).waitFor()
    await snap(committee, 'certificates-01-panel-preview-zh')
    await committee.getByRole('button', { name: /颁发证书/ }).click()
    await committee.getByRole('button', { name: /确\s*定|OK/ }).click()
    await committee.getByText(/已颁发 2 张证书/).waitFor()
    // Issuing again adds none, and says so.
    await committee.getByRole('button', { name: /颁发证书/ }).click()
    await committee.getByRole('button', { name: /确\s*定|OK/ }).click()
    await committee.getByText(/已颁发 0 张证书；2 名学生已有本赛程证书/).waitFor()
    await inEnglish(committee)
    await committee.getByRole('heading', { name: 'Certificates' }).waitFor()
    await snap(committee, 'certificates-02-panel-en')
    await inChinese(committee)
    await committee.getByRole('heading', { name: '证书管理' }).waitFor()
  })

  it('The student sees it in their profile and downloads it as PNG and PDF', async () => {
    const [, student] = await newPage()
    await studentLogsIn(site, student, STUDENT.phone, STUDENT.password)
    await student.goto(`${site.url}/stu/user`)
    const section = student.getByRole('heading', { name: '我的证书' })
    await section.waitFor()
    const item = student.getByRole('listitem').filter({ hasText: '一等奖' })
    await item.waitFor()
    const text = (await item.textContent()) ?? ''
    code = /CEBS-2026-2-[0-9A-Z]{6}/.exec(text)?.[0] ?? ''
    expect(code).not.toBe('')
    expect(text).toContain('小中组')
    expect(text).toContain('复选赛')
    await item.scrollIntoViewIfNeeded()
    await snap(student, 'certificates-03-profile-zh')

    const png = student.waitForEvent('download')
    await item.getByRole('button', { name: `下载图片 ${code}` }).click()
    const pngFile = path.join(ARTIFACTS, `issued-${code}.png`)
    await (await png).saveAs(pngFile)
    const pngBytes = fs.readFileSync(pngFile)
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG')
    expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([1600, 1131])

    const pdf = student.waitForEvent('download')
    await item.getByRole('button', { name: `下载 PDF ${code}` }).click()
    const pdfDownload = await pdf
    expect(pdfDownload.suggestedFilename()).toBe(`certificate-${code}.pdf`)
    const pdfFile = path.join(ARTIFACTS, `issued-${code}.pdf`)
    await pdfDownload.saveAs(pdfFile)
    expect(fs.readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-')

    await inEnglish(student)
    await student.getByRole('heading', { name: 'My certificates' }).waitFor()
    await student.getByRole('listitem').filter({ hasText: 'First Prize' }).scrollIntoViewIfNeeded()
    await snap(student, 'certificates-04-profile-en')
  })

  it('/query?code=… verifies it', async () => {
    const [, visitor] = await newPage()
    await verify(visitor, code)
    await visitor.waitForURL('**/certificate')
    await visitor.getByRole('img', { name: /林小雨/ }).waitFor({ timeout: 15_000 })
    await snap(visitor, 'certificates-05-certificate-zh')
    await inEnglish(visitor)
    await visitor.getByRole('img', { name: /林小雨/ }).waitFor({ timeout: 15_000 })
    await snap(visitor, 'certificates-06-certificate-en')
  })

  it('The committee revokes it, and /query then says it was revoked and when', async () => {
    await committee.goto(`${site.url}/admin/certificates`)
    await committee.getByRole('heading', { name: '证书管理' }).waitFor()
    await committee.getByRole('tab', { name: '证书列表' }).click()
    await committee.getByRole('searchbox', { name: '证书编号、姓名或手机号' }).fill(code)
    await committee.getByRole('searchbox', { name: '证书编号、姓名或手机号' }).press('Enter')
    const row = committee.getByRole('row', { name: new RegExp(code) })
    await row.getByRole('button', { name: /撤\s*销/ }).click()
    await committee.getByLabel('撤销原因').fill('成绩录入错误')
    await committee.getByRole('button', { name: /确认撤销/ }).click()
    await row.getByText(/已撤销/).waitFor()
    await snap(committee, 'certificates-07-revoked-list-zh')

    const [, visitor] = await newPage()
    await verify(visitor, code)
    const alert = visitor.getByRole('alert').filter({ hasText: '被组委会撤销' })
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(
      new RegExp(`证书 ${code} 已于 \\d{4}-\\d{2}-\\d{2} 被组委会撤销，不再有效`),
    )
    expect(visitor.url()).toMatch(/\/query\?code=/)
    await snap(visitor, 'certificates-08-revoked-zh')

    await visitor.evaluate(() => localStorage.setItem('locale', 'EN'))
    await verify(visitor, code)
    const english = visitor.getByRole('alert').filter({ hasText: 'was revoked' })
    await english.waitFor()
    expect(await english.textContent()).toMatch(/and is no longer valid/)
    await snap(visitor, 'certificates-09-revoked-en')
  })
})
