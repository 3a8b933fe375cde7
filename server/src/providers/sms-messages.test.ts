import fs from 'node:fs'
import path from 'node:path'
import { applyStatus } from '@spell/shared/api/school-console/paper-apply'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paperApplies, schools, userSchools } from '../db/schema'
import { currentSeasonId } from '../modules/seasons/seasons.service'
import { buildSignedInUser, buildUser } from '../test-support/factories'
import { startTencentSmsStandIn } from '../test-support/tencent-sms-stand-in'
import { call, fromAnotherClient, startTestServer, type TestServer } from '../test-support/test-server'
import { type SmsContent, smsParams, smsTemplates, smsText } from './sms-messages'

/**
 * Every kind of SMS the site sends goes out through Tencent Cloud with its own approved template and
 * its parameters in the documented order: codes, review results (school registrations and paper
 * applications), papers sent, scores released. Against the local stand-in, which accepts only the
 * approved templates and checks the request's signature.
 */
const tencent = {
  secretId: 'AKIDkinds0000000000000000000000000000',
  secretKey: 'kinds-secret-key-0000000000000000',
  sdkAppId: '1400000003',
  signName: '中英双语汉字拼写大赛',
}
const templates = {
  code: '3000001',
  review: '3000002',
  papersSent: '3000003',
  scoresReleased: '3000004',
}

let server: TestServer
let sms: Awaited<ReturnType<typeof startTencentSmsStandIn>>
let committee: { authorization: string }
beforeAll(async () => {
  sms = await startTencentSmsStandIn({
    ...tencent,
    signNames: [tencent.signName],
    templateIds: Object.values(templates),
  })
  server = await startTestServer({
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: tencent.secretId,
    TENCENT_SMS_SECRET_KEY: tencent.secretKey,
    TENCENT_SMS_SDK_APP_ID: tencent.sdkAppId,
    TENCENT_SMS_SIGN_NAME: tencent.signName,
    TENCENT_SMS_TEMPLATE_ID: templates.code,
    TENCENT_SMS_REVIEW_TEMPLATE_ID: templates.review,
    TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID: templates.papersSent,
    TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID: templates.scoresReleased,
    TENCENT_SMS_ENDPOINT: sms.endpoint,
  })
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
})
afterAll(async () => {
  await server?.stop()
  await sms?.close()
})

const sentTo = (phone: string) =>
  sms.received
    .filter((m) => m.phoneNumbers.includes(`+86${phone}`))
    .map((m) => ({ templateId: m.templateId, templateParams: m.templateParams }))

/** A school registered through the site, by a teacher who proves the phone with a code. */
async function registerSchool(phone: string, n: number) {
  const asked = await call(
    server,
    'POST',
    '/common/smsVerificationCode',
    { phone, codeType: 2 },
    fromAnotherClient(),
  )
  expect(asked.code).toBe(200)
  const code = sms.received.findLast((m) => m.phoneNumbers.includes(`+86${phone}`))?.templateParams[0]
  const registered = await call(
    server,
    'POST',
    '/login/registeredSchool',
    {
      schoolName: `深圳市南山区第${n}小学`,
      schoolType: 0,
      schoolLevel: '1,2,3,4,5,6',
      schoolTeacherName: '陈老师',
      phone,
      email: `teacher${n}@school.cn`,
      provinceCode: '440000',
      cityCode: '440300',
      areaCode: '440305',
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      code,
    },
    fromAnotherClient(),
  )
  expect(registered.code).toBe(200)
  const pending = await call(server, 'GET', '/admin/schoolRegistrations', { status: 'pending' }, committee)
  return pending.data.find((r: { phone: string }) => r.phone === phone)?.userId as number
}

/** An application of an approved school, in a given status, submitted by its teacher. */
async function paperApplication(phone: string, status: number) {
  const teacher = await buildUser(server.db, 'schoolTeacher', { phone })
  const [school] = await server.db
    .insert(schools)
    .values({
      schoolName: `北京市海淀区第${phone.slice(-3)}小学`,
      schoolType: 0,
      schoolLevel: '1,2,3,4,5,6',
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110108',
      approved: true,
    })
    .returning()
  if (!school) throw new Error('no school')
  await server.db.insert(userSchools).values({ userId: teacher.id, schoolId: school.id })
  const [apply] = await server.db
    .insert(paperApplies)
    .values({
      schoolId: school.id,
      userId: teacher.id,
      season: await currentSeasonId(server.db),
      activityName: '个人赛',
      expectedTime: new Date(Date.now() + 86_400_000),
      gradeStr: '1',
      classStr: 1,
      gradeList: [],
      examNum: 30,
      teacherName: '王老师',
      phone,
      receiptName: '李收件',
      receiptPhone: '13900001111',
      email: 'audio@school.cn',
      provinceCode: '110000',
      cityCode: '110100',
      receiptAddress: '中关村大街 1 号',
      applyStatus: status,
    })
    .returning()
  if (!apply) throw new Error('no application')
  return apply.id
}

const examples: SmsContent[] = [
  { kind: 'code', code: '483920' },
  { kind: 'review', subject: 'registration', approved: true },
  { kind: 'papersSent', expressType: 'SF', expressNumber: 'SF1234567890' },
  { kind: 'scoresReleased' },
]

describe('the kinds of SMS', () => {
  it('fill every variable of their wording, and no other, with a documented parameter', () => {
    expect(examples.map((e) => e.kind).sort()).toEqual(Object.keys(smsTemplates).sort())
    for (const example of examples) {
      const { wording, parameters } = smsTemplates[example.kind]
      const variables = new Set([...wording.matchAll(/\{(\d)\}/g)].map((m) => Number(m[1])))
      expect([...variables].sort(), example.kind).toEqual(parameters.map((_, i) => i + 1))
      expect(smsParams(example), example.kind).toHaveLength(parameters.length)
      expect(smsText(example), example.kind).not.toMatch(/\{\d\}/)
    }
  })

  it('are listed in docs/configuration.md under SMS templates with their setting, parameters and wording', () => {
    const readme = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/configuration.md'),
      'utf8',
    )
    for (const { setting, parameters, wording } of Object.values(smsTemplates)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${setting}\` |`))
      expect(row, setting).toBeDefined()
      expect(row, setting).toContain(wording)
      for (const [i, parameter] of parameters.entries())
        expect(row, setting).toContain(`{${i + 1}} ${parameter}`)
    }
  })

  it('read in Chinese and English after the signature', () => {
    expect(smsText({ kind: 'review', subject: 'paperApplication', approved: false })).toBe(
      '【中英双语汉字拼写大赛】您的试卷申请审核结果：未通过，请登录网站查看。Your paper application review result: not approved. Log in to see it.',
    )
    expect(smsText({ kind: 'papersSent', expressType: 'SF', expressNumber: 'SF1234567890' })).toBe(
      '【中英双语汉字拼写大赛】您申请的试卷已寄出：顺丰速运，单号 SF1234567890。Your papers are on the way: SF Express, tracking number SF1234567890.',
    )
  })
})

describe('SMS through Tencent Cloud, each kind with its own template', () => {
  it('sends a code with the code template: [code, minutes]', async () => {
    const sent = await call(
      server,
      'POST',
      '/common/smsVerificationCode',
      { phone: '13900000301', codeType: 2 },
      fromAnotherClient(),
    )
    expect(sent.code).toBe(200)
    expect(sentTo('13900000301')).toEqual([
      { templateId: templates.code, templateParams: [expect.stringMatching(/^\d{6}$/), '5'] },
    ])
  })

  it("tells a school's teacher the review of the registration with the review template", async () => {
    const approvedId = await registerSchool('13900000302', 302)
    const rejectedId = await registerSchool('13900000303', 303)
    const review = (userId: number, decision: string, reason: string) =>
      call(server, 'POST', '/admin/schoolRegistrations/review', { userId, decision, reason }, committee)
    expect((await review(approvedId, 'approve', '')).code).toBe(200)
    expect((await review(rejectedId, 'reject', '学校名称与公章不一致')).code).toBe(200)

    expect(sentTo('13900000302').at(-1)).toEqual({
      templateId: templates.review,
      templateParams: ['会员学校注册', '通过', 'member-school registration', 'approved'],
    })
    // The reason is for the e-mail and the login page: a template parameter holds a few words only.
    expect(sentTo('13900000303').at(-1)).toEqual({
      templateId: templates.review,
      templateParams: ['会员学校注册', '未通过', 'member-school registration', 'not approved'],
    })
    expect(sms.refusals).toEqual([])
  })

  it('tells a school the review of its paper application, the papers sent and the scores released', async () => {
    const approved = await paperApplication('13900000304', applyStatus.applying)
    const rejected = await paperApplication('13900000305', applyStatus.applying)
    const review = (id: number, decision: string, reason = '') =>
      call(server, 'POST', '/admin/paperApplies/review', { id, decision, reason }, committee)
    expect((await review(approved, 'approve')).code).toBe(200)
    expect((await review(rejected, 'reject', '人数与班级不符')).code).toBe(200)
    const dispatched = await call(
      server,
      'POST',
      '/admin/paperApplies/dispatch',
      { id: approved, expressType: 'SF', expressNumber: 'SF1234567890' },
      committee,
    )
    expect(dispatched.code).toBe(200)
    await server.db
      .update(paperApplies)
      .set({ applyStatus: applyStatus.awaitingRelease })
      .where(eq(paperApplies.id, approved))
    const released = await call(
      server,
      'POST',
      '/admin/paperApplies/advance',
      { id: approved, to: 7 },
      committee,
    )
    expect(released.code).toBe(200)

    expect(sentTo('13900000304')).toEqual([
      {
        templateId: templates.review,
        templateParams: ['试卷申请', '通过', 'paper application', 'approved'],
      },
      {
        templateId: templates.papersSent,
        templateParams: ['顺丰速运', 'SF1234567890', 'SF Express'],
      },
      { templateId: templates.scoresReleased, templateParams: [] },
    ])
    expect(sentTo('13900000305')).toEqual([
      {
        templateId: templates.review,
        templateParams: ['试卷申请', '未通过', 'paper application', 'not approved'],
      },
    ])
    expect(sms.refusals).toEqual([])
  })
})
