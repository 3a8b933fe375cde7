import fs from 'node:fs'
import path from 'node:path'
import { REVIEW_SECONDS } from '@spell/shared/api/exams/progress'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CompiledInstance, runCompiledAdmin } from '../deploy/support/compiled-server'
import { consentWithGuardian, pickOption, profileCodeButton } from '../e2e/support/accounts'
import { ARTIFACTS, openReady, snap } from '../e2e/support/browser'
import { type JourneySite, staffSignsIn, startJourneySite } from './support/journey-site'
import { pickRegion } from './support/region'

/**
 * The product as a committee deploys it, from an empty database to a revoked certificate: the
 * compiled build in production mode on PostgreSQL and Redis, sandbox payments, codes sent over a real
 * SMTP server and through the Tencent Cloud SMS API (a local stand-in that checks signatures). Every
 * person works in Chromium and reads their codes from their mailbox or phone.
 *
 * It needs the real services (CI's second pass sets DATABASE_URL and REDIS_URL): production refuses
 * the embedded database, and the captcha of /query can only be answered by reading the shared store.
 */
const adminUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL

const COMMITTEE = { phone: '13800004401', name: '组委会 周老师', password: 'Committee#2027' }
const JUDGE = { phone: '13800004402', name: '评委 吴老师', password: 'Judge#2027' }
const SCHOOL = { phone: '13712344401', name: '深圳市南山区育才第三小学' }
const STUDENT = { email: 'lin.xiaoyu@family.example.cn', phone: '13598764401', password: 'Spell2027' }
const EXAM_NAME = '2026~2027 复选赛线上考试'

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
const button = (scope: Page | Locator, text: string) =>
  scope.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) })

/** The season's character bank password, as the committee sets it with the CLI. */
const BANK_PASSWORD = 'Zi@Ku2027'

/** Names of rounds the dictionary does not use: no page of the journey may show one. */
const otherRoundNames = /复赛|半决赛|分区决赛|semi-?finals?|division finals?/i

/** A screenshot of the page, once it is known to name every round as the dictionary does. */
async function look(page: Page, name: string) {
  // biome-ignore lint/performance/useDomNodeTextContent: what a person reads, scripts and hidden text left out
  expect(await page.locator('body').innerText(), name).not.toMatch(otherRoundNames)
  await snap(page, name)
}
const option = (page: Page, value: string) =>
  page
    .getByRole('button', { name: new RegExp(`选项 [A-D]：${value}$`) })
    .or(page.getByRole('checkbox', { name: new RegExp(`选项 [A-D]：${value}$`) }))
    .or(page.getByRole('radio', { name: new RegExp(`选项 [A-D]：${value}$`) }))

describe.skipIf(!adminUrl || !redisUrl)(
  'production journey: a season from setup to a revoked certificate',
  () => {
    let journey: JourneySite
    let env: NodeJS.ProcessEnv
    let site: CompiledInstance
    let codes: JourneySite['codes']
    let newPage: JourneySite['newPage']
    let allowResend: JourneySite['allowResend']
    let verify: JourneySite['verify']
    let committee: Page
    let committeeToken = ''
    let examId = 0
    let certificateCode = ''

    /** An API call with the committee's token, as the back office makes it. */
    async function api(method: string, apiPath: string, body?: unknown) {
      const response = await fetch(`${site.url}/api${apiPath}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: committeeToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
      return (await response.json()) as { code: number; msg: string; data: any }
    }

    beforeAll(async () => {
      journey = await startJourneySite(adminUrl as string, redisUrl as string)
      ;({ env, site, codes, newPage, allowResend, verify } = journey)
    })

    afterAll(async () => {
      await journey?.stop()
    })

    it('runs in production mode with no development outbox', async () => {
      const health = await fetch(`${site.url}/api/health`).then((r) => r.json())
      expect(health.data).toMatchObject({ database: 'ok', redis: 'ok' })
      const dev = await fetch(`${site.url}/api/dev/outbox?to=x`)
      expect(dev.status).toBe(404)
    })

    it('the committee account is made with the compiled CLI and signs in at /admin', async () => {
      const made = runCompiledAdmin(
        ['create-committee', COMMITTEE.phone, COMMITTEE.name, COMMITTEE.password],
        env,
      )
      expect(made.status, made.output).toBe(0)
      committee = await newPage(1440)
      await staffSignsIn(committee, `${site.url}/admin`, COMMITTEE)
      await committee.getByText(COMMITTEE.name).first().waitFor()
      committeeToken = (await committee.evaluate(() => localStorage.getItem('Authorization'))) ?? ''
      expect(committeeToken).not.toBe('')
      await look(committee, 'journey-01-admin-signed-in')
    })

    it('the committee adds 2026~2027 with its schedules, prices its contest entry and makes it current', async () => {
      await committee.goto(`${site.url}/admin/calendar`)
      await committee.getByRole('heading', { name: '赛季与赛程' }).waitFor()
      await committee.getByRole('button', { name: /添加赛季/ }).click()
      const dialog = committee.getByRole('dialog')
      await dialog.getByLabel('赛季编号').fill('4')
      await dialog.getByLabel('赛季名称').fill('2026~2027')
      await button(dialog, '保存').click()
      await dialog.waitFor({ state: 'hidden' })

      // The city preliminary takes entries now; the re-selection round's online exam is open from today.
      const preliminary = await api('POST', '/admin/raceSchedules', {
        season: 4,
        raceSchedule: 1,
        signUpStartTime: inDays(-1),
        signUpEndTime: inDays(60),
        examinationStartTime: inDays(90),
        examinationEndTime: inDays(150),
        publishTime: inDays(160),
      })
      expect(preliminary.code, preliminary.msg).toBe(200)
      const reselection = await api('POST', '/admin/raceSchedules', {
        season: 4,
        raceSchedule: 2,
        signUpStartTime: inDays(-3),
        signUpEndTime: inDays(-2),
        examinationStartTime: inDays(-1),
        examinationEndTime: inDays(30),
        publishTime: inDays(31),
      })
      expect(reselection.code, reselection.msg).toBe(200)

      // The products of 2025~2026 become those of 2026~2027; the contest entry gets its price and goes on sale.
      await committee.goto(`${site.url}/admin/products`)
      await committee.getByRole('row').filter({ hasText: '个人赛参赛报名' }).first().waitFor()
      await button(committee, '复制到其他赛季').click()
      await pickOption(committee, committee.getByLabel('目标赛季'), '2026~2027')
      await committee.getByRole('dialog').getByRole('button', { name: '复制到其他赛季' }).click()
      await committee.getByText(/已复制 \d+ 个商品/).waitFor()
      await pickOption(committee, committee.getByLabel('赛季', { exact: true }), '2026~2027')
      const entryRow = committee.getByRole('row').filter({ hasText: '个人赛参赛报名' }).first()
      await entryRow.getByText('已下架').waitFor()
      await committee.getByRole('button', { name: '编辑 个人赛参赛报名' }).click()
      const form = committee.getByRole('dialog')
      await form.getByLabel('价格（元）').first().fill('600')
      await button(form, '保存').click()
      await entryRow.getByText('¥600.00').first().waitFor()
      await committee.getByRole('switch', { name: '上架 个人赛参赛报名' }).click()
      await entryRow.getByText('在售').waitFor()
      await look(committee, 'journey-02-products-2026')

      await committee.goto(`${site.url}/admin/calendar`)
      await committee.getByRole('tab', { name: '2026~2027' }).click()
      await committee.getByRole('tabpanel').getByRole('button', { name: '设为当前赛季' }).click()
      await committee.getByRole('dialog').getByRole('button', { name: '设为当前赛季' }).click()
      await committee.getByText('2026~2027 已是当前赛季').waitFor()
      await look(committee, 'journey-03-calendar-current')
      const bank = runCompiledAdmin(['set-character-bank-password', BANK_PASSWORD], env)
      expect(bank.status, bank.output).toBe(0)
    })

    it('the home page names 2026~2027', async () => {
      const home = await newPage(1280)
      await home.goto(`${site.url}/`)
      await home.getByText('2026~2027 赛季').first().waitFor()
      await look(home, 'journey-04-home')
      // The public pages say the fee the committee set, not the specification's 580.
      for (const path of ['/invGameType', '/speRegisterFirCompetition']) {
        await home.goto(`${site.url}${path}`)
        await home
          .getByText(/600 元/)
          .first()
          .waitFor()
        // biome-ignore lint/performance/useDomNodeTextContent: what a person reads, scripts left out
        expect(await home.locator('body').innerText(), path).not.toContain('580')
        await look(home, `journey-04-fee${path.replace('/', '-')}`)
      }
      await home.context().close()
    })

    it('a school registers with an SMS code, the committee approves it, and its registration dialog names 2026~2027', async () => {
      const page = await newPage(1280)
      await openReady(page, `${site.url}/chnEngRegist`)
      await page.getByRole('heading', { name: '会员学校注册' }).waitFor()
      await pickRegion(page, page.locator('#school-region'), ['广东省', '深圳市', '南山区'])
      await page.locator('#school-name').fill(SCHOOL.name)
      await page.getByRole('combobox', { name: '学校类型' }).selectOption({ label: '公立' })
      await pickOption(page, page.locator('#school-grades'), '三年级')
      await page.keyboard.press('Escape')
      await page.locator('#school-teacher').fill('陈老师')
      await page.locator('#school-phone').fill(SCHOOL.phone)
      await page.locator('#school-email').fill('chen.teacher@yucai.example.cn')
      const code = await codes.newCode(SCHOOL.phone, () =>
        page.getByRole('button', { name: '获取验证码' }).click(),
      )
      await page.locator('#school-code').fill(code)
      await button(page, '提交注册').click()
      await page.getByText('注册成功！请等待后台审核，审核通过后即可登录！').first().waitFor()
      await look(page, 'journey-05-school-registered')

      await committee.goto(`${site.url}/admin`)
      await committee.getByRole('button', { name: `通过 ${SCHOOL.name}`, exact: true }).click()
      await committee
        .getByRole('tooltip')
        .getByRole('button', { name: /确\s*认\s*通\s*过/ })
        .click()
      await committee.getByText(`${SCHOOL.name} 已通过审核`).first().waitFor()
      // The teacher is told by SMS, with the review template, as the back office says.
      expect(codes.smsTo(SCHOOL.phone).at(-1)?.templateParams).toEqual([
        '会员学校注册',
        '通过',
        'member-school registration',
        'approved',
      ])

      await allowResend(SCHOOL.phone)
      await openReady(page, `${site.url}/chnEngLogin`)
      await page.getByRole('heading', { name: '会员学校登录' }).waitFor()
      await page.locator('#school-login-phone').fill(SCHOOL.phone)
      const loginCode = await codes.newCode(SCHOOL.phone, () =>
        page.getByRole('button', { name: '获取验证码' }).click(),
      )
      await page.locator('#school-login-code').fill(loginCode)
      await page
        .locator('form')
        .getByRole('button', { name: /登\s*录/ })
        .click()
      await page.waitForURL('**/userInfo_welcome')

      await page.goto(`${site.url}/userInfo_IndividualPapers`)
      const dialog = page.getByRole('dialog')
      for (let tries = 0; !(await dialog.isVisible()); tries++) {
        if (tries > 20) throw new Error('the registration dialog does not open')
        await button(page, '赛事报名').click()
        await dialog.waitFor({ timeout: 1000 }).catch(() => undefined)
      }
      // The team tab names the season; the paid school sign-up names the season's individual competition.
      await dialog
        .getByText(/2026~2027/)
        .first()
        .waitFor()
      await dialog.getByRole('tab', { name: /个人赛学校报名/ }).click()
      await dialog.getByText('2026~2027 中英双语汉字拼写大赛').first().waitFor()
      await look(page, 'journey-06-school-registration-dialog')
      await page.context().close()
    })

    it('a student registers by e-mail, completes the profile, and pays the contest entry of 2026~2027', async () => {
      const page = await newPage(1280)
      await openReady(page, `${site.url}/chnEngLogin`)
      await page.getByRole('link', { name: '我是选手，去选手登录' }).click()
      await page
        .getByRole('button', { name: '注册选手账号' })
        .or(page.getByRole('link', { name: '注册选手账号' }))
        .click()
      await page.locator('#register-email').fill(STUDENT.email)
      const code = await codes.newCode(STUDENT.email, () =>
        page.getByRole('button', { name: '获取验证码' }).click(),
      )
      expect(codes.mailsTo(STUDENT.email).at(-1)?.mail.subject).toContain('验证码 / Verification code')
      await page.locator('#register-code').fill(code)
      await page.locator('#register-password').fill(STUDENT.password)
      await page.locator('#register-confirm-password').fill(STUDENT.password)
      await page
        .locator('form')
        .getByRole('button', { name: /注\s*册/ })
        .click()
      await page.getByText('注册成功').first().waitFor()
      await page.getByRole('tab', { name: '邮箱登录' }).click()
      await page.locator('#student-login-email').fill(STUDENT.email)
      await page.locator('#student-login-email-password').fill(STUDENT.password)
      await page
        .locator('form')
        .getByRole('button', { name: /登\s*录/ })
        .click()
      await page.waitForURL('**/stu/index')

      await page.goto(`${site.url}/cebsbUserInfo?pushUrl=/stu/index`)
      await page.locator('#profile-name').fill('林小雨')
      await pickOption(page, page.locator('#profile-card-type'), '身份证')
      await page.locator('#profile-id-card').fill('110105201506150019')
      await expect.poll(() => page.locator('#profile-birth').inputValue()).toBe('2015-06-15')
      await page.locator('#profile-phone').fill(STUDENT.phone)
      await pickRegion(page, page.locator('#profile-area'), ['上海市', '市辖区', '徐汇区'])
      await page.locator('#profile-school').fill('上海市徐汇区第一中心小学')
      await pickOption(page, page.locator('#profile-grade'), '五年级')
      await consentWithGuardian(page, codes)
      const phoneCode = await codes.newCode(STUDENT.phone, () => profileCodeButton(page).click())
      await page.locator('#profile-code').fill(phoneCode)
      await button(page, '保存').click()
      await page.getByText('保存成功！').first().waitFor()
      await page.waitForURL('**/stu/index')

      // From the student home to the current season's contest entry, and through the sandbox.
      await page.getByRole('link', { name: '去报名' }).click()
      await page.waitForURL('**/stu/placeOrder')
      await page.getByTestId('place-order-total').filter({ hasText: '¥600.00' }).waitFor()
      await look(page, 'journey-07-place-order')
      await button(page, '确认下单').click()
      await page.getByText('林小雨').first().waitFor()
      // The entry includes a preparation gift pack: the first order asks where to send it.
      const field = (label: string) => page.getByLabel(label, { exact: true })
      await page.getByText('还没有收件地址，请填写：').waitFor()
      await field('收件人').fill('林妈妈')
      await field('联系电话').fill('13700005678')
      await pickRegion(page, field('所在地区'), ['上海市', '市辖区', '徐汇区'])
      await field('详细地址').fill('漕溪北路 100 号')
      await button(page, '保存地址').click()
      await page.getByText('地址已保存').first().waitFor()
      await look(page, 'journey-08-order-step0')
      await button(page, '下一步').click()
      await page.getByTestId('order-total').filter({ hasText: '¥600.00' }).waitFor()
      await page.getByRole('checkbox').check()
      await button(page, '去支付').click()
      await page.getByTestId('pay-amount').filter({ hasText: '¥600.00' }).waitFor()
      const link = page.getByRole('link', { name: '在手机上打开支付页（沙箱）' })
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toContain('/api/pay/sandbox/')
      await look(page, 'journey-09-pay-qr')
      const phone = await newPage(390, 780)
      await phone.goto(href)
      await phone.getByText('测试支付环境：不会真实扣款').waitFor()
      await phone.getByRole('button', { name: '确认支付 Confirm payment' }).click()
      await phone.getByRole('heading', { name: '支付成功' }).waitFor()
      await phone.context().close()
      await page.getByText('恭喜您，注册成功！').waitFor()
      await look(page, 'journey-10-paid')

      // The order is of 2026~2027, as the committee's order desk shows.
      const orders = await api('GET', `/admin/orders/list?keyword=${STUDENT.phone}`)
      expect(orders.code, orders.msg).toBe(200)
      expect(orders.data.list).toEqual([expect.objectContaining({ season: 4 })])
      await page.goto(`${site.url}/stu/index`)
      await page.getByText('报名费已支付。').waitFor()

      // The season's character bank password reaches the paid student: by e-mail and on the home page.
      await expect
        .poll(() =>
          codes.mailsTo(STUDENT.email).some(({ mail }) => (mail.text ?? '').includes(BANK_PASSWORD)),
        )
        .toBe(true)
      await page.getByText(BANK_PASSWORD, { exact: true }).waitFor()
      await page.getByRole('link', { name: '去字库输入' }).click()
      await page.waitForURL('**/speCharacterBank')
      await page.getByRole('textbox', { name: '密码' }).fill(BANK_PASSWORD)
      await page.getByRole('button', { name: /解\s*锁/ }).click()
      await page.getByText('2026~2027 赛季字库已解锁').waitFor()
      await look(page, 'journey-10-bank-unlocked')
      await page.context().close()
    })

    it('a judge runs the semi-final of 2026~2027 and the student answers in the browser', async () => {
      const made = runCompiledAdmin(['create-judge', JUDGE.phone, JUDGE.name, JUDGE.password], env)
      expect(made.status, made.output).toBe(0)
      const exam = await api('POST', '/admin/exams', {
        name: EXAM_NAME,
        season: 4,
        raceSchedule: 2,
        formExplain: '请根据英文释义和例句选出正确的汉字。',
        questionExplain: 'Choose the character that matches the meaning.',
        secondsPerQuestion: 10,
      })
      expect(exam.code, exam.msg).toBe(200)
      examId = exam.data.id
      const question = (answer: string, choice: string, quizForm: number) => ({
        quizForm,
        section: 'A',
        quizTypeStr: '英文释义与例句',
        description: '选出正确的汉字。',
        engDescription: `Meaning: ${answer === '水' ? 'water' : 'mountain'}.`,
        choice,
        answer,
      })
      const saved = await api('POST', '/admin/exam/questions', {
        quizId: examId,
        questions: [
          question('水', '水,火,木,土', 1),
          question('水', '水,火,木,土', 0),
          question('山', '山,川,日,月', 0),
        ],
      })
      expect(saved.code, saved.msg).toBe(200)
      const detail = await api('GET', `/admin/exam?quizId=${examId}`)
      const judge = detail.data.judges.find((j: { phone: string | null }) => j.phone === JUDGE.phone)
      expect(judge).toBeTruthy()
      expect(
        (await api('POST', '/admin/exam/judges', { quizId: examId, judgeIds: [judge.userId] })).code,
      ).toBe(200)
      // The student paid the entry of 2026~2027, so the new exam of that season already lists them.
      const enrolled = await api('POST', '/admin/exam/students', {
        quizId: examId,
        accounts: [STUDENT.email],
      })
      expect(enrolled.data).toEqual({ added: 0, already: 1 })

      const control = await newPage(1280, 860)
      await staffSignsIn(control, `${site.url}/judge`, JUDGE)
      await control.getByRole('link', { name: `进入控制页面：${EXAM_NAME}` }).click()

      const student = await newPage(1280, 860)
      await openReady(student, `${site.url}/chnEngLogin`)
      await student.getByRole('link', { name: '我是选手，去选手登录' }).click()
      await student.getByRole('tab', { name: '邮箱登录' }).click()
      await student.locator('#student-login-email').fill(STUDENT.email)
      await student.locator('#student-login-email-password').fill(STUDENT.password)
      await student
        .locator('form')
        .getByRole('button', { name: /登\s*录/ })
        .click()
      await student.waitForURL('**/stu/index')
      await student.goto(`${site.url}/stu/examSemi/be`)
      await student.getByRole('button', { name: /确认无误/ }).click()
      await student.getByText('请等待评委老师的指令').first().waitFor()
      await control.locator('[data-count="confirmed"]', { hasText: '1' }).waitFor()
      await look(control, 'journey-11-judge-lobby')

      await control.getByRole('button', { name: /开始考试/ }).click()
      await student.getByText('示例').first().waitFor({ timeout: 15_000 })
      await student.getByText('本题已作答完成，请等待。').first().waitFor({ timeout: 20_000 })
      await control.getByRole('button', { name: /下一题/ }).click()
      await student.getByText('第 1 题').first().waitFor({ timeout: 15_000 })
      await option(student, '水').click()
      await student.getByText('已保存').first().waitFor()
      await look(student, 'journey-12-student-question')
      await student.getByText('本题已作答完成，请等待。').first().waitFor({ timeout: 20_000 })
      await control.getByRole('button', { name: /下一题/ }).click()
      await student.getByText('第 2 题').first().waitFor({ timeout: 15_000 })
      await option(student, '山').click()
      await student.getByText('检查时间').first().waitFor({ timeout: 25_000 })
      await student.getByRole('button', { name: /交\s*卷/ }).click()
      const confirm = student.getByRole('button', { name: /^提\s*交$/ })
      const finished = student.getByText('恭喜你完成考试！').first()
      await confirm.or(finished).first().waitFor({ timeout: 15_000 })
      if (await confirm.isVisible()) await confirm.click()
      await finished.waitFor({ timeout: 15_000 })
      await look(student, 'journey-13-student-finished')

      // Nobody presses "end": the exam ends when the review time runs out, and is scored then.
      await control.locator('[data-phase="ended"]').waitFor({ timeout: (REVIEW_SECONDS + 30) * 1000 })
      await expect
        .poll(async () => (await api('GET', `/admin/exam/results?quizId=${examId}`)).data.rows, {
          timeout: 30_000,
        })
        .toEqual([expect.objectContaining({ correct: 2, score: 2 })])
      await control.context().close()
      await student.context().close()
    })

    it('the committee issues certificates from its results, the student downloads theirs, and /query verifies it', async () => {
      await committee.goto(`${site.url}/admin`)
      await committee.getByRole('link', { name: '证书管理' }).click()
      await committee.getByRole('heading', { name: '证书管理' }).waitFor()
      await pickOption(committee, committee.locator('#certificate-exam'), EXAM_NAME)
      await committee.locator('#rule-first').fill('100')
      await committee.locator('#rule-second').fill('0')
      await committee.locator('#rule-third').fill('0')
      await committee.locator('#rule-excellence').fill('0')
      await button(committee, '预览').click()
      await committee
        .getByRole('table')
        .getByRole('row', { name: /林小雨.*一等奖/ })
        .waitFor()
      await committee.getByRole('button', { name: /颁发证书/ }).click()
      await committee.getByRole('button', { name: /确\s*定|OK/ }).click()
      await committee.getByText(/已颁发 1 张证书/).waitFor()
      await look(committee, 'journey-14-certificates-issued')

      const student = await newPage(1360)
      await openReady(student, `${site.url}/chnEngLogin`)
      await student.getByRole('link', { name: '我是选手，去选手登录' }).click()
      await student.getByRole('tab', { name: '邮箱登录' }).click()
      await student.locator('#student-login-email').fill(STUDENT.email)
      await student.locator('#student-login-email-password').fill(STUDENT.password)
      await student
        .locator('form')
        .getByRole('button', { name: /登\s*录/ })
        .click()
      await student.waitForURL('**/stu/index')
      await student.goto(`${site.url}/stu/user`)
      await student.getByRole('heading', { name: '我的证书' }).waitFor()
      const item = student.getByRole('listitem').filter({ hasText: '一等奖' })
      await item.waitFor()
      certificateCode = /CEBS-2026-2-[0-9A-Z]{6}/.exec((await item.textContent()) ?? '')?.[0] ?? ''
      expect(certificateCode).not.toBe('')
      await item.scrollIntoViewIfNeeded()
      await look(student, 'journey-15-student-certificates')

      fs.mkdirSync(ARTIFACTS, { recursive: true })
      const png = student.waitForEvent('download')
      await item.getByRole('button', { name: `下载图片 ${certificateCode}` }).click()
      const pngFile = path.join(ARTIFACTS, `journey-${certificateCode}.png`)
      await (await png).saveAs(pngFile)
      expect(fs.readFileSync(pngFile).subarray(1, 4).toString()).toBe('PNG')
      const pdf = student.waitForEvent('download')
      await item.getByRole('button', { name: `下载 PDF ${certificateCode}` }).click()
      const pdfFile = path.join(ARTIFACTS, `journey-${certificateCode}.pdf`)
      await (await pdf).saveAs(pdfFile)
      expect(fs.readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-')
      await student.context().close()

      const visitor = await newPage(1280)
      await verify(visitor, certificateCode)
      await visitor.waitForURL('**/certificate')
      await visitor.getByRole('img', { name: /林小雨/ }).waitFor({ timeout: 15_000 })
      await look(visitor, 'journey-16-query-verified')
      await visitor.context().close()
    })

    it('the committee revokes the certificate and /query says it was revoked', async () => {
      await committee.goto(`${site.url}/admin/certificates`)
      await committee.getByRole('tab', { name: '证书列表' }).click()
      const search = committee.getByRole('searchbox', { name: '证书编号、姓名或手机号' })
      await search.fill(certificateCode)
      await search.press('Enter')
      const row = committee.getByRole('row', { name: new RegExp(certificateCode) })
      await row.getByRole('button', { name: /撤\s*销/ }).click()
      await committee.getByLabel('撤销原因').fill('成绩录入错误')
      await committee.getByRole('button', { name: /确认撤销/ }).click()
      await row.getByText(/已撤销/).waitFor()

      const visitor = await newPage(1280)
      await verify(visitor, certificateCode)
      // The query's own answer, not the toast that may say the same for a moment.
      const alert = visitor
        .getByRole('region', { name: '证书查询' })
        .getByRole('alert')
        .filter({ hasText: '被组委会撤销' })
      await alert.waitFor()
      expect(await alert.textContent()).toContain(`证书 ${certificateCode} 已于`)
      await look(visitor, 'journey-17-query-revoked')
      await visitor.context().close()
    })
  },
)
