import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  characterBankPasswords,
  outboxMessages,
  paperApplies,
  schoolEnrollments,
  userAddresses,
  users,
} from '../../db/schema'
import { buildSignedInUser, buildUser } from '../../test-support/factories'
import { buildSchoolUser } from '../../test-support/school-factory'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { startSession } from '../auth/sessions.service'
import { ordersFixtures } from '../orders/orders.fixtures'
import { currentSeason } from '../seasons/seasons.service'

/**
 * The character bank password reaches those entitled to it: the confirmation e-mail of a paid entry
 * or an approved paper application, and the paid student's own area, and it opens the bank.
 */
const lines: string[] = []
let server: TestServer
let committee: { authorization: string }
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'trace' },
    { logDestination: { write: (line) => lines.push(line) } },
  )
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
})
afterAll(() => server?.stop())

const { get, post, notify } = ordersFixtures(() => server)

async function setPassword(password: string) {
  const season = (await currentSeason(server.db)).id
  const set = await post('/admin/seasons/characterBankPassword', committee.authorization, {
    season,
    password,
  })
  expect(set.code).toBe(200)
}

const mailsTo = (to: string) =>
  server.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'mail'), eq(outboxMessages.recipient, to)))
    .orderBy(desc(outboxMessages.id))

/** A student with an e-mail and a mailing address, and their unpaid entry order. */
async function studentWithEntryOrder(email: string) {
  const user = await buildUser(server.db, 'student', { email })
  const token = await startSession(server.db, user.id)
  const [address] = await server.db
    .insert(userAddresses)
    .values({
      userId: user.id,
      receiptName: '林小雨',
      receiptPhone: '13800001111',
      provinceCode: '110000',
      cityCode: '110100',
      receiptAddress: '海淀区学院路 1 号',
      isDefault: true,
    })
    .returning()
  const order = await post('/order/creatTbProductOrder', token, {
    productId: 1,
    tbProductDetail: [1],
    addressId: address?.id,
  })
  expect(order.code).toBe(200)
  return { user, token, orderNo: order.data.orderNo as string }
}

const unlock = (password: string) => call(server, 'POST', '/public/characterBank/unlock', { password })
const areaPassword = (token: string | null, lang = 'zh-CN') =>
  get('/stu/characterBankPassword', token, {}, lang)

describe('the character bank password after payment', () => {
  it('reaches a paying student by e-mail and in their area, and opens the bank', async () => {
    await setPassword('Bank@Paid1')
    const s = await studentWithEntryOrder('lin.xiaoyu@family.cn')
    expect(await mailsTo('lin.xiaoyu@family.cn')).toEqual([])

    expect(await notify(s.orderNo, 58000)).toMatchObject({ status: 200, body: { message: 'paid' } })

    const [mail, ...more] = await mailsTo('lin.xiaoyu@family.cn')
    expect(more).toEqual([])
    expect(mail?.subject).toBe('报名缴费成功 / Entry paid')
    expect(mail?.body).toContain('本赛季字库密码：Bank@Paid1')
    expect(mail?.body).toContain("This season's character bank password: Bank@Paid1")
    expect(mail?.body).toContain(s.orderNo)
    expect(mail?.body).toContain('/speCharacterBank')
    const fromMail = mail?.body.match(/字库密码：(\S+)/)?.[1] ?? ''

    const area = await areaPassword(s.token)
    expect(area).toMatchObject({ code: 200, data: { password: 'Bank@Paid1' } })
    expect(area.data.season).toBe((await currentSeason(server.db)).name)

    expect((await unlock(fromMail)).code).toBe(200)
    expect((await unlock(area.data.password)).code).toBe(200)
  })

  it('shows paid students the new password after the committee changes it; the old one no longer opens', async () => {
    await setPassword('Bank@Old22')
    const s = await studentWithEntryOrder('old.new@family.cn')
    await notify(s.orderNo, 58000)
    expect((await areaPassword(s.token)).data.password).toBe('Bank@Old22')
    await setPassword('Bank@New33')
    expect((await areaPassword(s.token)).data.password).toBe('Bank@New33')
    expect((await unlock('Bank@Old22')).code).toBe(4003)
    expect((await unlock('Bank@New33')).code).toBe(200)
  })

  it('refuses the password to an unpaid student, other roles and visitors, in their language', async () => {
    await setPassword('Bank@Kept44')
    const unpaid = await studentWithEntryOrder('unpaid@family.cn')
    expect(await areaPassword(unpaid.token)).toMatchObject({
      code: 4003,
      msg: '缴费报名本赛季后才能查看字库密码',
      data: null,
    })
    expect((await areaPassword(unpaid.token, 'en')).msg).toBe(
      "The character bank password is shown once you have paid this season's entry",
    )
    const never = await buildSignedInUser(server.db, 'student')
    expect((await areaPassword(never.token)).code).toBe(4003)
    for (const role of ['schoolTeacher', 'judge', 'committee'] as const) {
      const other = await buildSignedInUser(server.db, role)
      const answer = await areaPassword(other.token)
      expect(answer.code).toBe(4003)
      expect(JSON.stringify(answer)).not.toContain('Bank@Kept44')
    }
    const visitor = await areaPassword(null)
    expect(visitor.code).toBe(401)
    expect(JSON.stringify(visitor)).not.toContain('Bank@Kept44')
  })

  it('tells a paid student the password is not published yet, then shows it once it is', async () => {
    const season = await currentSeason(server.db)
    await server.db.delete(characterBankPasswords).where(eq(characterBankPasswords.season, season.id))
    const s = await studentWithEntryOrder('early@family.cn')
    await notify(s.orderNo, 58000)
    const [mail] = await mailsTo('early@family.cn')
    expect(mail?.body).toContain('本赛季字库密码尚未公布，公布后请登录个人中心查看。')
    expect(mail?.code).toBeNull()
    expect((await areaPassword(s.token)).data).toEqual({ season: season.name, password: null })
    await setPassword('Bank@Late55')
    expect((await areaPassword(s.token)).data.password).toBe('Bank@Late55')
  })
})

describe('the character bank password for schools', () => {
  it("reaches the teacher who pays the school's sign-up, by e-mail", async () => {
    await setPassword('Bank@School6')
    const teacher = await buildSchoolUser(server.db)
    await server.db.update(users).set({ email: 'teacher@school.cn' }).where(eq(users.id, teacher.user.id))
    const [enrollment] = await server.db
      .insert(schoolEnrollments)
      .values({
        schoolId: teacher.schoolId,
        userId: teacher.user.id,
        season: (await currentSeason(server.db)).id,
        expectedTime: new Date(Date.now() + 86_400_000),
        gradeStr: '1',
        classStr: 1,
        gradeList: [],
        examNum: 30,
        teacherName: '王老师',
        phone: '13800002222',
      })
      .returning()
    const order = await post('/order/creatTbProductOrder', teacher.token, {
      productId: 8,
      tbProductDetail: [8],
      enrollmentId: enrollment?.id,
    })
    expect(order.code).toBe(200)
    expect(await notify(order.data.orderNo, 100000)).toMatchObject({ status: 200 })
    const [mail] = await mailsTo('teacher@school.cn')
    expect(mail?.body).toContain('贵校')
    expect(mail?.body).toContain('本赛季字库密码：Bank@School6')
    expect(mail?.body).toContain('Please pass it on to your spellers.')
  })

  it('reaches a school whose paper application is approved, at the e-mail the application gives', async () => {
    await setPassword('Bank@Paper7')
    const teacher = await buildSchoolUser(server.db)
    const [apply] = await server.db
      .insert(paperApplies)
      .values({
        schoolId: teacher.schoolId,
        userId: teacher.user.id,
        season: (await currentSeason(server.db)).id,
        activityName: '市级初赛',
        expectedTime: new Date(Date.now() + 86_400_000),
        gradeStr: '3',
        classStr: 1,
        gradeList: [],
        examNum: 40,
        teacherName: '王老师',
        phone: '13800003333',
        receiptName: '王老师',
        receiptPhone: '13800003333',
        email: 'papers@school.cn',
        provinceCode: '110000',
        cityCode: '110100',
        receiptAddress: '学院路 2 号',
      })
      .returning()
    const review = await post('/admin/paperApplies/review', committee.authorization, {
      id: apply?.id,
      decision: 'approve',
    })
    expect(review.code).toBe(200)
    const [mail] = await mailsTo('papers@school.cn')
    expect(mail?.subject).toBe('试卷申请已通过审核 / Paper application approved')
    expect(mail?.body).toContain('本赛季字库密码：Bank@Paper7')
    expect(mail?.body).toContain("This season's character bank password: Bank@Paper7")
  })
})

describe('the log', () => {
  it('never shows a character bank password', () => {
    const passwords = ['Bank@Paid1', 'Bank@Old22', 'Bank@New33', 'Bank@Kept44', 'Bank@Late55']
    expect(lines.length).toBeGreaterThan(0)
    // The confirmation e-mails were logged, without what they quote.
    expect(lines.filter((line) => line.includes('Entry paid')).length).toBeGreaterThan(0)
    for (const password of [...passwords, 'Bank@School6', 'Bank@Paper7'])
      expect(lines.filter((line) => line.includes(password))).toEqual([])
  })
})
