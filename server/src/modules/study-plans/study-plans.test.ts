import { chinaDate } from '@spell/shared/time/china-time'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planWords, schoolStudents } from '../../db/schema'
import { buildSchoolUser } from '../../test-support/school-factory'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const as = (token: string, lang = 'zh-CN') => ({ authorization: token, 'accept-language': lang })
const post = (path: string, token: string, input: Record<string, unknown>, lang?: string) =>
  call(server, 'POST', path, input, as(token, lang))
const get = (path: string, token: string, input: Record<string, unknown> = {}) =>
  call(server, 'GET', path, input, as(token))

const plan = {
  planName: '第一周识字',
  planType: 1,
  firstAttr: '三年级',
  secondAttr: '2班',
  startDate: '2025-03-01',
  endDate: '2025-03-07',
}

describe('study plans and words', () => {
  it('creates a plan with every required field checked, and lists it with its creator', async () => {
    const { token } = await buildSchoolUser(server.db)
    const missing = await post('/studyPlan/saveStudyPlan', token, { ...plan, planName: '', planType: 9 })
    expect(missing.code).toBe(4000)
    expect(missing.data.fields.map((f: { message: string }) => f.message)).toEqual(
      expect.arrayContaining(['请输入计划名称', '请选择计划类型']),
    )
    const backwards = await post('/studyPlan/saveStudyPlan', token, { ...plan, endDate: '2025-02-01' }, 'en')
    expect(backwards.msg).toBe('The end date cannot be before the start date')
    const saved = await post('/studyPlan/saveStudyPlan', token, plan)
    expect(saved.code).toBe(200)
    const list = await get('/studyPlan/getStudyPlanList', token)
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ planName: '第一周识字', planType: 1, wordCount: 0, state: 0 })
    expect(list.data[0].creatorName).not.toBe('')
  })

  it('says from its dates whether a plan has not started, is in progress or has ended', async () => {
    const { token } = await buildSchoolUser(server.db)
    const day = (offset: number) => chinaDate(Date.now() + offset * 86_400_000)
    for (const [planName, startDate, endDate] of [
      ['未来计划', day(3), day(10)],
      ['本周计划', day(-1), day(1)],
      ['过去计划', day(-10), day(-3)],
    ])
      await post('/studyPlan/saveStudyPlan', token, { ...plan, planName, startDate, endDate })
    const states = Object.fromEntries(
      (await get('/studyPlan/getStudyPlanList', token)).data.map((p: { planName: string; state: number }) => [
        p.planName,
        p.state,
      ]),
    )
    expect(states).toEqual({ 未来计划: 2, 本周计划: 1, 过去计划: 0 })
  })

  it('adds, edits and deletes words, and refuses a duplicate', async () => {
    const { token } = await buildSchoolUser(server.db)
    const planId = (await post('/studyPlan/saveStudyPlan', token, plan)).data.id
    const empty = await post('/studyPlan/savePlanWord', token, { planId, word: ' ' })
    expect(empty.msg).toBe('请输入单词')
    const added = await post('/studyPlan/savePlanWord', token, { planId, word: '春', difficulty: 2 })
    expect(added.code).toBe(200)
    expect((await post('/studyPlan/savePlanWord', token, { planId, word: '春' })).code).toBe(4009)
    await post('/studyPlan/savePlanWord', token, { planId, id: added.data.id, word: '夏', source: '课本' })
    let words = (await get('/studyPlan/getPlanWordList', token, { planId })).data.words
    expect(words).toEqual([expect.objectContaining({ word: '夏', source: '课本', difficulty: 1 })])
    await post('/studyPlan/deletePlanWord', token, { id: added.data.id })
    words = (await get('/studyPlan/getPlanWordList', token, { planId })).data.words
    expect(words).toEqual([])
  })

  it('imports words all or nothing: one bad row adds none and names the row', async () => {
    const { token } = await buildSchoolUser(server.db)
    const planId = (await post('/studyPlan/saveStudyPlan', token, plan)).data.id
    const bad = await post(
      '/studyPlan/importPlanWords',
      token,
      {
        planId,
        rows: [
          { word: '山', difficulty: 1 },
          { word: '', difficulty: 1 },
          { word: '水', difficulty: 7 },
          { word: '山' },
        ],
      },
      'en',
    )
    expect(bad.code).toBe(4000)
    expect(bad.msg).toContain('Upload Failed')
    expect(bad.data.fields.map((f: { message: string }) => f.message)).toEqual([
      'Row 3: Please enter a word',
      'Row 4: Difficulty must be qualified, improve or think about it (or 1, 2, 3)',
      'Row 5: Word repeated: 山',
    ])
    expect(await server.db.select().from(planWords).where(eq(planWords.planId, planId))).toEqual([])
    // The pen has no header row: its refusal counts the scanned words from 1, in one message.
    const scanned = await post('/studyPlan/importPlanWords', token, {
      planId,
      source: 'pen',
      rows: [{ word: '林' }, { word: '林' }],
    })
    expect(scanned.data.fields.map((f: { message: string }) => f.message)).toEqual([
      '扫描的第 2 个词：单词重复：林',
    ])
    expect(scanned.msg).toBe('上传失败，请修改后重新上传。失败原因：扫描的第 2 个词：单词重复：林')
    const good = await post('/studyPlan/importPlanWords', token, {
      planId,
      source: 'pen',
      rows: [{ word: '山' }, { word: '水', teachingTask: '会写', difficulty: 3 }],
    })
    expect(good.data).toEqual({ imported: 2 })
    // A sheet may name the difficulty as the template does (合格/提高/思考) or give its number.
    const named = await post('/studyPlan/importPlanWords', token, {
      planId,
      rows: [
        { word: '田', difficulty: '提高' },
        { word: '禾', difficulty: '思考' },
        { word: '土', difficulty: '1' },
      ],
    })
    expect(named.data).toEqual({ imported: 3 })
    const levels = await server.db.select().from(planWords).where(eq(planWords.planId, planId))
    expect(Object.fromEntries(levels.map((w) => [w.word, w.difficulty]))).toMatchObject({
      田: 2,
      禾: 3,
      土: 1,
    })
    const again = await post('/studyPlan/importPlanWords', token, {
      planId,
      rows: [{ word: '林' }, { word: '山' }],
    })
    expect(again.code).toBe(4000)
    expect(await server.db.select().from(planWords).where(eq(planWords.planId, planId))).toHaveLength(5)
  })

  it("refuses another school's plan and words, and anyone not a school teacher", async () => {
    const owner = await buildSchoolUser(server.db)
    const other = await buildSchoolUser(server.db)
    const planId = (await post('/studyPlan/saveStudyPlan', owner.token, plan)).data.id
    const wordId = (await post('/studyPlan/savePlanWord', owner.token, { planId, word: '日' })).data.id
    expect((await get('/studyPlan/getPlanWordList', other.token, { planId })).code).toBe(4004)
    expect((await post('/studyPlan/savePlanWord', other.token, { planId, word: '月' })).code).toBe(4004)
    expect((await post('/studyPlan/deletePlanWord', other.token, { id: wordId })).code).toBe(4004)
    expect((await post('/studyPlan/deleteStudyPlan', other.token, { id: planId })).code).toBe(4004)
    expect((await get('/studyPlan/getStudyPlanList', other.token)).data).toEqual([])
    const clubTeacher = await buildSchoolUser(server.db, 'courseTeacher', [owner.schoolId])
    expect((await get('/studyPlan/getStudyPlanList', clubTeacher.token)).code).toBe(4003)
    expect((await call(server, 'GET', '/studyPlan/getStudyPlanList')).code).toBe(401)
  })
})

describe('student lists', () => {
  it('adds, edits, forbids and deletes students; phone checked and unique per school', async () => {
    const { token } = await buildSchoolUser(server.db)
    const bad = await post('/schoolStudent/saveStudent', token, { name: '', phone: '123' })
    expect(bad.data.fields.map((f: { message: string }) => f.message)).toEqual([
      '请输入学生姓名',
      '请输入正确手机号',
    ])
    const id = (await post('/schoolStudent/saveStudent', token, { name: '李雷', phone: '13912345678' })).data
      .id
    expect(
      (await post('/schoolStudent/saveStudent', token, { name: '韩梅梅', phone: '13912345678' })).code,
    ).toBe(4009)
    await post('/schoolStudent/saveStudent', token, { id, name: '李雷雷', phone: '13912345679' })
    await post('/schoolStudent/updateStudentState', token, { id, state: 1 })
    const list = (await get('/schoolStudent/getStudentList', token)).data
    expect(list).toEqual([expect.objectContaining({ name: '李雷雷', phone: '13912345679', state: 1 })])
    await post('/schoolStudent/deleteStudent', token, { id })
    expect((await get('/schoolStudent/getStudentList', token)).data).toEqual([])
  })

  it('imports a list all or nothing and never touches another school', async () => {
    const owner = await buildSchoolUser(server.db)
    const other = await buildSchoolUser(server.db)
    const rows = [
      { name: '张三', phone: '13800001111' },
      { name: '李四', phone: '1380000' },
      { name: '王五', phone: '13800001111' },
    ]
    const bad = await post('/schoolStudent/importStudents', owner.token, { rows })
    expect(bad.code).toBe(4000)
    expect(bad.msg).toMatch(/^上传失败/)
    expect(bad.data.fields).toHaveLength(2)
    expect(
      await server.db.select().from(schoolStudents).where(eq(schoolStudents.schoolId, owner.schoolId)),
    ).toEqual([])
    const good = await post('/schoolStudent/importStudents', owner.token, {
      rows: [rows[0], { name: '李四', phone: '13800002222' }],
    })
    expect(good.data).toEqual({ imported: 2 })
    const id = (await get('/schoolStudent/getStudentList', owner.token)).data[0].id
    expect((await post('/schoolStudent/deleteStudent', other.token, { id })).code).toBe(4004)
    expect((await post('/schoolStudent/updateStudentState', other.token, { id, state: 1 })).code).toBe(4004)
    expect((await get('/schoolStudent/getStudentList', other.token)).data).toEqual([])
  })
})
