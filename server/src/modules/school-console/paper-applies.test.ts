import { chinaDate, startOfChinaDay } from '@spell/shared/time/china-time'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paperApplies, paperScores } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { schoolConsoleFixtures } from './school-console.fixtures'

let server: TestServer
let committee: string
let student: string

beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
  student = (await buildSignedInUser(server.db, 'student')).token
})
afterAll(() => server?.stop())

const { buildSchool, get, post, form, apply } = schoolConsoleFixtures(() => server)

const review = (id: number, decision: string, reason = '') =>
  post('/admin/paperApplies/review', committee, { id, decision, reason })
const advance = (id: number, to: number) => post('/admin/paperApplies/advance', committee, { id, to })
const dispatch = (id: number) =>
  post('/admin/paperApplies/dispatch', committee, { id, expressType: 'SF', expressNumber: 'SF123456' })
const statusOf = async (id: number) =>
  (await server.db.select().from(paperApplies).where(eq(paperApplies.id, id)))[0]?.applyStatus

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
