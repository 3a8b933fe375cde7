import { chinaDate, startOfChinaDay } from '@spell/shared/time/china-time'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paperApplies, paperScores, schoolEnrollments, schools, userSchools } from '../../db/schema'
import { buildSignedInUser, buildUser } from '../../test-support/factories'
import { call, codeFor, startTestServer, type TestServer } from '../../test-support/test-server'
import { startSession } from '../auth/sessions.service'

let server: TestServer
let committee: string
let student: string

beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
  student = (await buildSignedInUser(server.db, 'student')).token
})
afterAll(() => server?.stop())

let schoolSeq = 0
/** A school teacher with an approved school and a session. */
async function buildSchool(role: 'schoolTeacher' | 'courseTeacher' = 'schoolTeacher') {
  const user = await buildUser(server.db, role)
  const [school] = await server.db
    .insert(schools)
    .values({
      schoolName: `测试学校${++schoolSeq}`,
      schoolType: 0,
      schoolLevel: '1,2,3,4,5,6',
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110108',
      province: '北京市',
      city: '市辖区',
      area: '海淀区',
      approved: true,
    })
    .returning()
  if (!school) throw new Error('no school')
  await server.db.insert(userSchools).values({ userId: user.id, schoolId: school.id })
  const token = await startSession(server.db, user.id)
  return { user, school, token, auth: { authorization: token } }
}

const get = (path: string, token: string | null, input: Record<string, unknown> = {}) =>
  call(server, 'GET', path, input, token ? { authorization: token } : {})
const post = (path: string, token: string | null, input: Record<string, unknown> = {}, lang = 'zh-CN') =>
  call(server, 'POST', path, input, { ...(token ? { authorization: token } : {}), 'accept-language': lang })

const tomorrow = () => `${chinaDate(startOfChinaDay(Date.now(), 1))} 09:00:00`

function form(phone: string, code: string, extra: Record<string, unknown> = {}) {
  return {
    expectedTime: tomorrow(),
    gameGroupList: [1, 3],
    classStr: 2,
    gradeList: [
      {
        grade: 1,
        gradeName: '一年级',
        classListDto: [
          { className: '1班', number: 30 },
          { className: '2班', number: 28 },
        ],
      },
      {
        grade: 3,
        gradeName: '三年级',
        classListDto: [
          { className: '1班', number: 35 },
          { className: '2班', number: 0 },
        ],
      },
    ],
    examNum: 93,
    teacherName: '王老师',
    phone,
    code,
    receiptName: '李收件',
    receiptPhone: '13900001111',
    email: 'audio@school.cn',
    provinceCode: '110000',
    cityCode: '110100',
    areaCode: '110108',
    province: '北京市',
    city: '市辖区',
    area: '海淀区',
    receiptAddress: '中关村大街 1 号',
    remark: '',
    isDefault: '1',
    ...extra,
  }
}

async function apply(school: Awaited<ReturnType<typeof buildSchool>>, extra: Record<string, unknown> = {}) {
  const phone = school.user.phone as string
  const code = await codeFor(server, phone, 4)
  return post('/paper/v2/savePersonalPaperApply', school.token, form(phone, code, extra))
}

const review = (id: number, decision: string, reason = '') =>
  post('/admin/paperApplies/review', committee, { id, decision, reason })
const advance = (id: number, to: number) => post('/admin/paperApplies/advance', committee, { id, to })
const dispatch = (id: number) =>
  post('/admin/paperApplies/dispatch', committee, { id, expressType: 'SF', expressNumber: 'SF123456' })
const statusOf = async (id: number) =>
  (await server.db.select().from(paperApplies).where(eq(paperApplies.id, id)))[0]?.applyStatus

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
})

describe('paper applications', () => {
  it('stores an application with the server-computed examNum and the default address', async () => {
    const s = await buildSchool()
    const saved = await apply(s, { examNum: 99999 })
    expect(saved).toMatchObject({ code: 200, data: { examNum: 93 } })
    const info = await get('/paper/v2/getPersonalPaperApplyInfo', s.token, { id: saved.data.id })
    expect(info.data).toMatchObject({
      applyStatus: 0,
      examNum: 93,
      gradeStr: '1,3',
      classStr: 2,
      season: 3,
      school: s.school.schoolName,
      goodsReceiveArea: '北京市 市辖区 海淀区',
    })
    expect(info.data.gradeList[1].classListDto[0]).toMatchObject({
      className: '1班',
      number: 35,
      keyStr: '3-1',
    })
    expect((await get('/paper/v2/getInfoSeason', s.token)).data.paperApply.id).toBe(saved.data.id)
    expect((await get('/paper/v2/getPersonalPaperApplyList', s.token)).data).toHaveLength(1)
    expect((await get('/userAddress/getUserAddressDefault', s.token)).data).toMatchObject({
      receiptName: '李收件',
      receiptAddress: '中关村大街 1 号',
    })
  })

  it('allows one application per school and season', async () => {
    const s = await buildSchool()
    expect(await apply(s)).toMatchObject({ code: 200 })
    expect(await apply(s)).toMatchObject({ code: 4009, msg: '本赛季已提交过试卷申请，不能重复申请' })
  })

  it('refuses bad forms and changes nothing', async () => {
    const s = await buildSchool()
    const phone = s.user.phone as string
    const bad = async (extra: Record<string, unknown>, lang = 'zh-CN') =>
      post('/paper/v2/savePersonalPaperApply', s.token, form(phone, '000000', extra), lang)
    expect(
      await bad({
        gameGroupList: [10],
        gradeList: [
          {
            grade: 10,
            classListDto: [
              { className: '1班', number: 1 },
              { className: '2班', number: 1 },
            ],
          },
        ],
      }),
    ).toMatchObject({
      code: 4000,
      msg: '只能选择一至九年级',
    })
    expect(await bad({ gameGroupList: [] })).toMatchObject({ code: 4000, msg: '请选择包含组别（多选）' })
    expect(await bad({ classStr: 51 })).toMatchObject({ code: 4000, msg: '请选择包含班级数（1-50）' })
    expect(await bad({ classStr: 0 })).toMatchObject({ code: 4000 })
    expect(await bad({ classStr: 3 })).toMatchObject({
      code: 4000,
      msg: '各年级班级明细与所选年级、班级数不一致',
    })
    expect(await bad({ gameGroupList: [1] })).toMatchObject({
      code: 4000,
      msg: '各年级班级明细与所选年级、班级数不一致',
    })
    const negative = form(phone, '0', {}).gradeList.map((g, i) => ({
      ...g,
      classListDto: g.classListDto.map((c, j) => ({ ...c, number: i === 0 && j === 0 ? -1 : c.number })),
    }))
    expect(await bad({ gradeList: negative })).toMatchObject({
      code: 4000,
      msg: '预计人数须为不小于 0 的整数',
    })
    expect(await bad({ expectedTime: '2020-01-01 09:00:00' }, 'en')).toMatchObject({
      code: 4000,
      msg: 'The expected exam time cannot be earlier than yesterday',
    })
    expect(await bad({ expectedTime: '' })).toMatchObject({ code: 4000, msg: '请选择预计考试时间' })
    expect(await bad({ teacherName: 'x'.repeat(21) })).toMatchObject({ code: 4000 })
    expect(await bad({ receiptName: '' })).toMatchObject({ code: 4000, msg: '请输入收件人姓名' })
    expect(await bad({ receiptPhone: '' })).toMatchObject({ code: 4000, msg: '请输入收件人联系方式' })
    expect(await bad({ receiptAddress: '' })).toMatchObject({ code: 4000, msg: '请输入详细地址' })
    expect(await bad({ provinceCode: '' })).toMatchObject({ code: 4000, msg: '请选择' })
    expect(await bad({ code: '' })).toMatchObject({ code: 4000, msg: '请输入短信验证码' })
    expect(await bad({})).toMatchObject({ code: 4000, msg: '验证码错误或已失效' })
    expect((await get('/paper/v2/getPersonalPaperApplyList', s.token)).data).toHaveLength(0)
  })

  it('accepts yesterday as the earliest expected time', async () => {
    const s = await buildSchool()
    const yesterday = chinaDate(startOfChinaDay(Date.now(), -1))
    expect(await apply(s, { expectedTime: `${yesterday} 00:00:00` })).toMatchObject({
      code: 200,
    })
  })

  it('lets only school teachers apply, and hides other schools’ applications', async () => {
    const a = await buildSchool()
    const b = await buildSchool()
    const saved = await apply(a)
    expect(await get('/paper/v2/getPersonalPaperApplyInfo', b.token, { id: saved.data.id })).toMatchObject({
      code: 4004,
    })
    expect((await get('/paper/v2/getPersonalPaperApplyList', b.token)).data).toHaveLength(0)
    expect(
      await post('/paper/confirmToSendBack', b.token, {
        paperId: saved.data.id,
        expressType: 'SF',
        expressNumber: 'X1',
      }),
    ).toMatchObject({ code: 4004 })
    expect(
      await post('/paper/v2/savePersonalPaperApply', b.token, {
        ...form('13900000000', '1'),
        schoolId: a.school.id,
      }),
    ).toMatchObject({
      code: 4003,
    })
    expect(await get('/paper/v2/getPersonalPaperApplyList', student)).toMatchObject({ code: 4003 })
    const courseTeacher = await buildSchool('courseTeacher')
    expect(await get('/paper/v2/getPersonalPaperApplyList', courseTeacher.token)).toMatchObject({
      code: 4003,
    })
    expect(await get('/paper/v2/getPersonalPaperApplyList', null)).toMatchObject({ code: 401 })
  })

  it('follows the status rules from applying to released scores', async () => {
    const s = await buildSchool()
    const { id } = (await apply(s)).data

    // 0: not editable, nothing of the committee's later steps yet.
    expect(await apply(s, { id })).toMatchObject({
      code: 4009,
      msg: '该申请当前不能修改，如需修改请联系组委会老师',
    })
    expect(await dispatch(id)).toMatchObject({ code: 4009 })
    expect(await review(id, 'reject')).toMatchObject({ code: 4000, msg: '请填写不通过的原因' })

    // 0 → 2 with a reason, shown to the school; 2 → 0 by resubmitting.
    expect(await review(id, 'reject', '人数与学校规模不符')).toMatchObject({ code: 200 })
    expect(await review(id, 'approve')).toMatchObject({ code: 4009 })
    expect((await get('/paper/v2/getPersonalPaperApplyInfo', s.token, { id })).data).toMatchObject({
      applyStatus: 2,
      reviewReason: '人数与学校规模不符',
    })
    const resubmitted = await apply(s, {
      id,
      gradeList: form('', '').gradeList.map((g) => ({
        ...g,
        classListDto: g.classListDto.map((c) => ({ ...c, number: 10 })),
      })),
    })
    expect(resubmitted).toMatchObject({ code: 200, data: { id, examNum: 40 } })
    expect((await get('/paper/v2/getPersonalPaperApplyInfo', s.token, { id })).data).toMatchObject({
      applyStatus: 0,
      reviewReason: null,
    })

    // 0 → 1 → 3; the school confirms the return only at 3.
    expect(
      await post('/paper/confirmToSendBack', s.token, {
        paperId: id,
        expressType: 'SF',
        expressNumber: 'SF1',
      }),
    ).toMatchObject({ code: 4009 })
    expect(await review(id, 'approve')).toMatchObject({ code: 200 })
    expect(await statusOf(id)).toBe(1)
    expect(await apply(s, { id })).toMatchObject({ code: 4009 })
    expect(
      await post('/admin/paperApplies/dispatch', committee, { id, expressType: '', expressNumber: '' }),
    ).toMatchObject({
      code: 4000,
      msg: '请选择',
    })
    expect(await dispatch(id)).toMatchObject({ code: 200 })
    expect(await statusOf(id)).toBe(3)
    expect(await post('/paper/confirmToSendBack', s.token, { paperId: id, expressType: 'SF' })).toMatchObject(
      {
        code: 4000,
        msg: '请输入',
      },
    )
    expect(
      await post('/paper/confirmToSendBack', s.token, {
        paperId: id,
        expressType: 'EMS',
        expressNumber: 'EM123',
      }),
    ).toMatchObject({ code: 200 })
    expect((await get('/paper/v2/getPersonalPaperApplyInfo', s.token, { id })).data).toMatchObject({
      applyStatus: 3,
      expressType: 'SF',
      expressNumber: 'SF123456',
      sendBackExpressType: 'EMS',
      sendBackExpressNumber: 'EM123',
    })

    // Scores cannot be imported or released before the papers are back.
    const rows = [
      {
        scoreName: '张三',
        scoreSex: '男',
        scoreGrade: 1,
        scores: 95,
        scoreCode: 'A001',
        scorePhoneOne: '13900002222',
      },
      { scoreName: '李四', scoreSex: '女', scoreGrade: 3, scores: 88.5, scoreCode: 'A002' },
    ]
    const importScores = (r: unknown[]) =>
      post('/admin/paperApplies/importScores', committee, { id, raceSchedule: 1, rows: r })
    expect(await importScores(rows)).toMatchObject({ code: 4009 })
    expect(await advance(id, 7)).toMatchObject({ code: 4009 })
    expect(await advance(id, 4)).toMatchObject({ code: 200 })
    expect(await advance(id, 4)).toMatchObject({ code: 4009 })

    // Row-level errors: nothing is stored.
    const bad = await importScores([
      ...rows,
      { scoreName: '', scoreSex: 'x', scoreGrade: 12, scores: -1, scoreCode: '' },
    ])
    expect(bad.code).toBe(4000)
    expect(bad.data.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining([
        'rows.2.scoreName',
        'rows.2.scoreSex',
        'rows.2.scoreGrade',
        'rows.2.scores',
        'rows.2.scoreCode',
      ]),
    )
    const duplicate = await importScores([...rows, { ...rows[0], scoreName: '王五' }])
    expect(duplicate).toMatchObject({ code: 4000, msg: '准考证号重复：A001' })
    expect(await server.db.select().from(paperScores).where(eq(paperScores.applyId, id))).toHaveLength(0)
    expect(await statusOf(id)).toBe(4)

    expect(await importScores(rows)).toMatchObject({ code: 200, data: { imported: 2 } })
    expect(await statusOf(id)).toBe(5)
    // The school sees nothing before the release.
    const query = { season: 3, raceSchedule: 1 }
    expect((await get('/paper/queryPaperResultScore', s.token, query)).data).toEqual({ rows: [], total: 0 })
    expect((await get('/paper/queryPaperResultScore', committee, query)).data.total).toBeGreaterThanOrEqual(2)
    expect(await advance(id, 7)).toMatchObject({ code: 4009 })
    expect(await advance(id, 6)).toMatchObject({ code: 200 })
    expect(await advance(id, 7)).toMatchObject({ code: 200 })

    const scores = await get('/paper/queryPaperResultScore', s.token, query)
    expect(scores.data.total).toBe(2)
    expect(scores.data.rows[0]).toMatchObject({ scoreName: '张三', scoreSex: 1, scores: 95 })
    expect(
      (await get('/paper/queryPaperResultScore', s.token, { ...query, userName: '李' })).data.rows,
    ).toHaveLength(1)
    expect(
      (await get('/paper/queryPaperResultScore', s.token, { ...query, phone: '2222' })).data.rows,
    ).toHaveLength(1)
    expect(
      (await get('/paper/queryPaperResultScore', s.token, { ...query, pageSize: 10, pageNum: 2 })).data.rows,
    ).toHaveLength(0)
    expect(await get('/paper/queryPaperResultScore', s.token, { ...query, pageSize: 15 })).toMatchObject({
      code: 4000,
      msg: '每页条数只能是 10、20、40 或 80',
    })
    // Another school never sees them, even by naming the school.
    const other = await buildSchool()
    expect((await get('/paper/queryPaperResultScore', other.token, query)).data.total).toBe(0)
    expect(
      await get('/paper/queryPaperResultScore', other.token, { ...query, schoolId: s.school.id }),
    ).toMatchObject({ code: 4003 })
    expect(await get('/paper/queryPaperResultScore', student, query)).toMatchObject({ code: 4003 })
  })

  it('keeps the committee calls to the committee', async () => {
    const s = await buildSchool()
    for (const [path, input] of [
      ['/admin/paperApplies/review', { id: 1, decision: 'approve' }],
      ['/admin/paperApplies/dispatch', { id: 1, expressType: 'SF', expressNumber: 'X' }],
      ['/admin/paperApplies/advance', { id: 1, to: 4 }],
      ['/admin/paperApplies/importScores', { id: 1, rows: [] }],
    ] as const) {
      expect(await post(path, s.token, input)).toMatchObject({ code: 4003 })
      expect(await post(path, student, input)).toMatchObject({ code: 4003 })
      expect(await post(path, null, input)).toMatchObject({ code: 401 })
    }
    expect(await get('/admin/paperApplies', s.token)).toMatchObject({ code: 4003 })
    expect(await review(999999, 'approve')).toMatchObject({ code: 4004 })
    expect(await advance(1, 5)).toMatchObject({ code: 4000 })
  })

  it('lists every school’s application for the committee, filtered by season and status', async () => {
    const s = await buildSchool()
    const { id } = (await apply(s)).data
    const all = await get('/admin/paperApplies', committee, { season: 3 })
    expect(all.data.find((a: { id: number }) => a.id === id)).toMatchObject({
      school: s.school.schoolName,
      scoreCount: 0,
    })
    const pending = await get('/admin/paperApplies', committee, { season: 3, status: 0 })
    expect(pending.data.every((a: { applyStatus: number }) => a.applyStatus === 0)).toBe(true)
    expect(
      (await get('/admin/paperApplies', committee, { season: 1 })).data.some(
        (a: { id: number }) => a.id === id,
      ),
    ).toBe(false)
  })
})

describe('registration dialog: individual school sign-up', () => {
  const signUp = async (s: Awaited<ReturnType<typeof buildSchool>>, extra: Record<string, unknown> = {}) => {
    const phone = s.user.phone as string
    const { expectedTime, gameGroupList, classStr, gradeList, teacherName } = form(phone, '')
    return post('/enrollment/enrollmentPersonalSchool', s.token, {
      expectedTime,
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
