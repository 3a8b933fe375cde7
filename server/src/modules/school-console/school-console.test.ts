import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schoolEnrollments } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { codeFor, startTestServer, type TestServer } from '../../test-support/test-server'
import { schoolConsoleFixtures, seasonRunsFor } from './school-console.fixtures'

let server: TestServer
let student: string

beforeAll(async () => {
  server = await startTestServer()
  student = (await buildSignedInUser(server.db, 'student')).token
})
afterAll(() => server?.stop())

const { buildSchool, get, post, form, apply, daysAhead } = schoolConsoleFixtures(() => server)

describe('school and personal information', () => {
  it('reads and updates the own school, with the length limits', async () => {
    const s = await buildSchool()
    expect(await get('/school/getSchoolInfo', s.token)).toMatchObject({
      code: 200,
      data: { schoolId: s.school.id, schoolName: s.school.schoolName, schoolType: 0 },
    })
    const update = {
      schoolType: 1,
      schoolMotto: '博学笃行',
      schoolProfile: '简介',
      schoolAddress: '地址',
      foundingYear: 1990,
    }
    expect(await post('/school/updateSchoolInfo', s.token, update)).toMatchObject({ code: 200 })
    expect((await get('/school/getSchoolInfo', s.token)).data).toMatchObject(update)

    const tooLong = await post('/school/updateSchoolInfo', s.token, {
      ...update,
      schoolMotto: '训'.repeat(101),
    })
    expect(tooLong).toMatchObject({ code: 4000, msg: '校训最多 100 个字' })
    const profile = await post(
      '/school/updateSchoolInfo',
      s.token,
      { ...update, schoolProfile: 'x'.repeat(201) },
      'en',
    )
    expect(profile).toMatchObject({ code: 4000, msg: 'The profile may be at most 200 characters' })
    const address = await post('/school/updateSchoolInfo', s.token, {
      ...update,
      schoolAddress: 'x'.repeat(201),
    })
    expect(address).toMatchObject({ code: 4000, msg: '学校地址最多 200 个字' })
    expect((await get('/school/getSchoolInfo', s.token)).data.schoolMotto).toBe('博学笃行')
  })

  it('refuses another school, other roles and anonymous callers', async () => {
    const a = await buildSchool()
    const b = await buildSchool()
    expect(await get('/school/getSchoolInfo', a.token, { schoolId: b.school.id })).toMatchObject({
      code: 4003,
    })
    expect(
      await post('/school/updateSchoolInfo', a.token, { schoolId: b.school.id, schoolType: 1 }),
    ).toMatchObject({
      code: 4003,
    })
    expect(await get('/school/getSchoolInfo', student)).toMatchObject({ code: 4003 })
    expect(await get('/school/getSchoolInfo', null)).toMatchObject({ code: 401 })
    const courseTeacher = await buildSchool('courseTeacher')
    expect(await get('/school/getSchoolInfo', courseTeacher.token)).toMatchObject({ code: 4003 })
  })

  it('reads and saves personal information (name, gender, e-mail required)', async () => {
    const s = await buildSchool()
    expect(await get('/user/getSysUserInfo', s.token)).toMatchObject({ code: 200, data: { roleId: 1 } })
    expect(
      await post('/user/saveSysUserAll', s.token, { userName: '张老师', sex: 0, email: 'zhang@school.cn' }),
    ).toMatchObject({
      code: 200,
    })
    expect((await get('/user/getSysUserInfo', s.token)).data).toMatchObject({
      userName: '张老师',
      sex: 0,
      email: 'zhang@school.cn',
    })
    expect(
      await post('/user/saveSysUserAll', s.token, { userName: '', sex: 1, email: 'a@b.cn' }),
    ).toMatchObject({
      code: 4000,
      msg: '请输入姓名',
    })
    expect(await post('/user/saveSysUserAll', s.token, { userName: 'x', email: 'a@b.cn' })).toMatchObject({
      code: 4000,
      msg: '请选择性别',
    })
    expect(await post('/user/saveSysUserAll', s.token, { userName: 'x', sex: 1, email: '' })).toMatchObject({
      code: 4000,
      msg: '请输入邮箱',
    })
    expect(
      await post('/user/saveSysUserAll', s.token, { userName: 'x'.repeat(101), sex: 1, email: 'a@b.cn' }),
    ).toMatchObject({
      code: 4000,
      msg: '姓名最多 100 个字',
    })
    expect(await get('/user/getSysUserInfo', student)).toMatchObject({ code: 4003 })
  })

  it('serves the current season activity and its race schedules', async () => {
    const season = await get('/season/seasonActivityIng/1', null)
    expect(season).toMatchObject({ code: 200, data: { season: 3, activityType: 1 } })
    expect((await get('/season/getSeasonActivityIng/1', null)).data).toEqual(season.data)
    const schedules = await get('/raceSchedule/getSeasonRaceSchedule', null, { activityType: 1, season: 3 })
    expect(schedules.data.map((s: { raceSchedule: number }) => s.raceSchedule)).toContain(1)
  })

  it("gives the school's last paper application to fill a new form, by contact phone when asked", async () => {
    const s = await buildSchool()
    expect(await get('/common/getLastPaper', s.token)).toMatchObject({ code: 200, data: null })
    const saved = await apply(s)
    const last = await get('/common/getLastPaper', s.token)
    expect(last).toMatchObject({ code: 200, data: { id: saved.data.id, teacherName: '王老师' } })
    expect((await get('/common/getLastPaper', s.token, { phone: s.user.phone })).data.id).toBe(saved.data.id)
    expect(await get('/common/getLastPaper', s.token, { phone: '13900009999' })).toMatchObject({ data: null })
    expect(await get('/common/getLastPaper', s.token, { phone: '123' })).toMatchObject({
      code: 4000,
      msg: '请输入正确手机号',
    })
    const other = await buildSchool()
    expect((await get('/common/getLastPaper', other.token)).data).toBeNull()
    expect(await get('/common/getLastPaper', student)).toMatchObject({ code: 4003 })
    expect(await get('/common/getLastPaper', null)).toMatchObject({ code: 401 })
  })
})

describe('registration dialog: individual school sign-up', () => {
  beforeAll(() => seasonRunsFor(server, 60))
  const signUp = async (s: Awaited<ReturnType<typeof buildSchool>>, extra: Record<string, unknown> = {}) => {
    const phone = s.user.phone as string
    const { gameGroupList, classStr, gradeList, teacherName } = form(phone, '')
    return post('/enrollment/enrollmentPersonalSchool', s.token, {
      expectedTime: daysAhead(10),
      gameGroupList,
      classStr,
      gradeList,
      teacherName,
      phone,
      examNum: 1,
      code: await codeFor(server, phone, 4),
      channel: '2',
      ...extra,
    })
  }

  it('stores the sign-up as an unpaid order with the server total, replaceable until paid', async () => {
    const s = await buildSchool()
    expect(await get('/enrollment/getIsSchoolPerson', s.token)).toMatchObject({
      code: 200,
      data: { orderState: 3001, enrollmentId: null },
    })
    expect(await get('/enrollment/getEnrollmentInfo', s.token)).toMatchObject({ code: 200, data: null })
    expect(await signUp(s)).toMatchObject({ code: 200, data: { examNum: 93 } })
    expect((await get('/enrollment/getIsSchoolPerson', s.token)).data.orderState).toBe(3002)
    const info = (await get('/enrollment/getEnrollmentInfo', s.token)).data
    expect(info.gradeStr).toBe('1,3')
    expect(info.schoolName.length).toBeGreaterThan(0)
    expect(info.teacherName.length).toBeGreaterThan(0)
    expect(info.phone).toMatch(/^1\d{10}$/)
    expect(JSON.parse(info.gradeList)[0].classListDto[0]).toMatchObject({ className: '1班', number: 30 })
    expect(
      await signUp(s, {
        classStr: 1,
        gradeList: [1, 3].map((grade) => ({ grade, classListDto: [{ className: '1班', number: 5 }] })),
      }),
    ).toMatchObject({
      code: 200,
      data: { examNum: 10 },
    })
    await server.db
      .update(schoolEnrollments)
      .set({ orderState: 3003 })
      .where(eq(schoolEnrollments.schoolId, s.school.id))
    expect(await signUp(s)).toMatchObject({ code: 4009, msg: '本赛季的个人赛报名已完成支付，不能重复报名' })
  })

  it('checks the fields, the code and who asks', async () => {
    const s = await buildSchool()
    expect(await signUp(s, { expectedTime: '' })).toMatchObject({ code: 4000, msg: '请选择预计考试时间' })
    expect(await signUp(s, { gameGroupList: [] })).toMatchObject({
      code: 4000,
      msg: '请选择包含组别（多选）',
    })
    expect(await signUp(s, { classStr: 3 })).toMatchObject({
      code: 4000,
      msg: '各年级班级明细与所选年级、班级数不一致',
    })
    expect(await signUp(s, { code: '999999' })).toMatchObject({ code: 4000, msg: '验证码错误或已失效' })
    expect(await get('/enrollment/getIsSchoolPerson', student)).toMatchObject({ code: 4003 })
    expect(await get('/enrollment/getIsSchoolPerson', null)).toMatchObject({ code: 401 })
    expect((await get('/enrollment/getIsSchoolPerson', s.token)).data.orderState).toBe(3001)
  })
})
