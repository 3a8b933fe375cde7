import { INDIVIDUAL_CODE, TEAM_CODE } from '@spell/shared/api/certificates/certificate-codes'
import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  certificates,
  clubs,
  examAnswers,
  examStudents,
  exams,
  seasons,
  teams,
  userInfos,
} from '../../db/schema'
import { buildExam, buildSignedInUser, buildUser } from '../../test-support/factories'
import { buildSchoolRow } from '../../test-support/school-factory'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { confirmAndCertify } from '../teams/teams.service'

let server: TestServer
let committee: Record<string, string>

beforeAll(async () => {
  server = await startTestServer()
  await server.db.insert(seasons).values({ id: 7, name: '2026~2027' }).onConflictDoNothing()
  const staff = await buildSignedInUser(server.db, 'committee')
  committee = { authorization: staff.token }
})
afterAll(() => server?.stop())

/** A student of the given grade (so their group is known), signed in. */
async function student(grade: number | null) {
  const signedIn = await buildSignedInUser(server.db, 'student')
  await server.db.insert(userInfos).values({ userId: signedIn.user.id, grade })
  return signedIn
}

/**
 * An ended semi-final of season 7 (2026~2027), stage 2, with `real` questions: each student in `right`
 * answered that many right (and submitted); students in `absent` never answered.
 */
async function endedExam(right: { userId: number; correct: number }[], absent: number[] = [], real = 5) {
  const judge = await buildSignedInUser(server.db, 'judge')
  const { exam, questions } = await buildExam(server.db, {
    real,
    judgeIds: [judge.user.id],
    studentIds: [...right.map((r) => r.userId), ...absent],
  })
  await server.db.update(exams).set({ season: 7 }).where(eq(exams.id, exam.id))
  const realQuestions = questions.filter((q) => q.quizForm === 0)
  for (const { userId, correct } of right) {
    await server.db.insert(examAnswers).values(
      realQuestions.map((q, k) => ({
        examId: exam.id,
        userId,
        questionId: q.id,
        answer: k < correct ? q.answer : '火',
        revision: 1,
        receivedAt: new Date(),
      })),
    )
    await server.db
      .update(examStudents)
      .set({ submittedAt: new Date() })
      .where(and(eq(examStudents.examId, exam.id), eq(examStudents.userId, userId)))
  }
  const asJudge = { authorization: judge.token }
  await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'start', fromIndex: -1 }, asJudge)
  await new Promise((resolve) => setTimeout(resolve, 1100))
  await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'next', fromIndex: 0 }, asJudge)
  const end = await call(
    server,
    'POST',
    '/judge/command',
    { quizId: exam.id, type: 'end', fromIndex: 1 },
    asJudge,
  )
  expect(end.code).toBe(200)
  return exam
}

describe('issuing certificates from a semi-final’s results', () => {
  it('gives awards by share of places, participation to the rest who took part, none to the absent; once', async () => {
    const [a, b, c, d, e, absent, noGroup] = await Promise.all([
      student(5),
      student(5),
      student(7),
      student(3),
      student(1),
      student(5),
      student(null),
    ])
    if (!a || !b || !c || !d || !e || !absent || !noGroup) throw new Error('students')
    const exam = await endedExam(
      [
        { userId: a.user.id, correct: 5 },
        { userId: b.user.id, correct: 4 },
        { userId: c.user.id, correct: 4 },
        { userId: d.user.id, correct: 2 },
        { userId: e.user.id, correct: 0 },
        { userId: noGroup.user.id, correct: 1 },
      ],
      [absent.user.id],
    )
    const rules = { mode: 'percent', first: 20, second: 20, third: 20, excellence: 20 }
    const preview = await call(
      server,
      'POST',
      '/admin/certificates/fromExam/preview',
      { quizId: exam.id, rules },
      committee,
    )
    expect(preview.code).toBe(200)
    expect(preview.data).toMatchObject({ seasonName: '2026~2027', stage: 2, participants: 6 })
    const awardOf = (userId: number) =>
      preview.data.rows.find((r: { userId: number }) => r.userId === userId)?.award
    // Six took part: 20 % cuts after places 1, 2, 4, 5 (rounded); b and c tie and share second prize.
    expect([a, b, c, d, noGroup, e].map((s) => awardOf(s.user.id))).toEqual([1, 2, 2, 3, 4, 5])
    expect(awardOf(absent.user.id)).toBeUndefined()
    expect(preview.data.counts).toEqual({ 1: 1, 2: 2, 3: 1, 4: 1, 5: 1 })

    const issued = await call(
      server,
      'POST',
      '/admin/certificates/fromExam',
      { quizId: exam.id, rules },
      committee,
    )
    expect(issued.data).toMatchObject({ issued: 5, alreadyIssued: 0, missingGroup: 1 })
    const rows = await server.db.select().from(certificates).where(eq(certificates.examId, exam.id))
    expect(rows).toHaveLength(5)
    for (const row of rows) expect(row.code).toMatch(INDIVIDUAL_CODE)
    expect(rows.every((r) => r.code.startsWith('CEBS-2026-2-'))).toBe(true)
    const ofA = rows.find((r) => r.userId === a.user.id)
    expect(ofA).toMatchObject({ award: 1, groupId: 3, season: 7, stage: 2, kind: 'individual' })
    expect(rows.find((r) => r.userId === c.user.id)).toMatchObject({ award: 2, groupId: 4 })

    const again = await call(
      server,
      'POST',
      '/admin/certificates/fromExam',
      { quizId: exam.id, rules },
      committee,
    )
    expect(again.data).toMatchObject({ issued: 0, alreadyIssued: 5 })
    expect(await server.db.select().from(certificates).where(eq(certificates.examId, exam.id))).toHaveLength(
      5,
    )
    const previewAgain = await call(
      server,
      'POST',
      '/admin/certificates/fromExam/preview',
      { quizId: exam.id, rules },
      committee,
    )
    expect(previewAgain.data.rows.find((r: { userId: number }) => r.userId === a.user.id).existingCode).toBe(
      ofA?.code,
    )

    // The student sees it, and gets it as a PDF carrying the /query address.
    const mine = await call(server, 'GET', '/stu/certificates', {}, { authorization: a.token })
    expect(mine.data).toEqual([
      expect.objectContaining({
        code: ofA?.code,
        award: 1,
        revokedAt: null,
        queryUrl: expect.stringContaining(`/query?code=${ofA?.code}`),
      }),
    ])
    const pdf = await call(
      server,
      'GET',
      '/stu/certificates/pdf',
      { code: ofA?.code ?? '' },
      { authorization: a.token },
    )
    expect(pdf.code).toBe(200)
    expect(Buffer.from(pdf.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-')
    const notMine = await call(
      server,
      'GET',
      '/stu/certificates/pdf',
      { code: ofA?.code ?? '' },
      { authorization: b.token },
    )
    expect(notMine.code).toBe(4004)
  })

  it('uses minimum scores when asked, and refuses rules that make no sense', async () => {
    const [a, b, c] = await Promise.all([student(10), student(10), student(10)])
    if (!a || !b || !c) throw new Error('students')
    const exam = await endedExam([
      { userId: a.user.id, correct: 5 },
      { userId: b.user.id, correct: 3 },
      { userId: c.user.id, correct: 1 },
    ])
    const rules = { mode: 'score', first: 5, second: 4, third: 3, excellence: 2 }
    const preview = await call(
      server,
      'POST',
      '/admin/certificates/fromExam/preview',
      { quizId: exam.id, rules },
      committee,
    )
    expect(preview.data.rows.map((r: { award: number }) => r.award)).toEqual([1, 3, 5])
    const bad = await call(
      server,
      'POST',
      '/admin/certificates/fromExam/preview',
      { quizId: exam.id, rules: { mode: 'score', first: 2, second: 4, third: 1, excellence: 0 } },
      { ...committee, 'accept-language': 'en' },
    )
    expect(bad).toMatchObject({
      code: 4000,
      msg: 'Minimum scores must not rise from first prize down to the excellence award',
    })
    const tooMuch = await call(
      server,
      'POST',
      '/admin/certificates/fromExam/preview',
      { quizId: exam.id, rules: { mode: 'percent', first: 50, second: 50, third: 10, excellence: 0 } },
      committee,
    )
    expect(tooMuch).toMatchObject({ code: 4000, msg: '各奖项比例之和不能超过 100%' })
  })

  it('refuses an exam that has not ended, and only the committee may issue', async () => {
    const s = await student(5)
    const { exam } = await buildExam(server.db, { studentIds: [s.user.id] })
    const rules = { mode: 'percent', first: 10, second: 20, third: 30, excellence: 20 }
    const early = await call(
      server,
      'POST',
      '/admin/certificates/fromExam',
      { quizId: exam.id, rules },
      committee,
    )
    expect(early).toMatchObject({ code: 4009, msg: '该场考试尚未结束，结束并计分后才能颁发证书' })
    const asStudent = await call(
      server,
      'POST',
      '/admin/certificates/fromExam',
      { quizId: exam.id, rules },
      { authorization: s.token },
    )
    expect(asStudent.code).toBe(4003)
  })
})

async function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('results')
  sheet.addRow(['姓名 Name', '手机号 Phone', '组别 Group', '奖项 Award'])
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}

describe('importing final results from an .xlsx', () => {
  it('offers a template with the four bilingual columns', async () => {
    const template = await call(server, 'GET', '/admin/certificates/template', {}, committee)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(template.data.content, 'base64') as unknown as ArrayBuffer)
    expect(book.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      '姓名 Name',
      '手机号 Phone',
      '组别 Group',
      '奖项 Award',
    ])
  })

  it('names every bad row in the asker’s language and stores nothing', async () => {
    const content = await workbook([
      ['王一', '13912340001', '小高', '一等奖'],
      ['', '13912340002', '初中组', '二等奖'],
      ['李三', '12345', 'Grade 9', 'Gold'],
      ['王一', '13912340001', 'Upper primary', 'Third Prize'],
    ])
    const before = (await server.db.select().from(certificates)).length
    const zh = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      committee,
    )
    expect(zh.code).toBe(4000)
    const messages = zh.data.fields.map((f: { message: string }) => f.message)
    expect(messages).toContain('第 3 行：姓名不能为空')
    expect(messages).toContain('第 4 行：手机号“12345”不正确')
    expect(messages.some((m: string) => m.startsWith('第 4 行：组别“Grade 9”不正确'))).toBe(true)
    expect(messages.some((m: string) => m.startsWith('第 4 行：奖项“Gold”不正确'))).toBe(true)
    expect(messages).toContain('第 5 行：与第 2 行是同一名学生')
    expect(messages.some((m: string) => m.startsWith('第 2 行'))).toBe(false)
    const en = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      { ...committee, 'accept-language': 'en' },
    )
    expect(en.data.fields.map((f: { message: string }) => f.message)).toContain('Row 3: The name is missing')
    expect((await server.db.select().from(certificates)).length).toBe(before)
  })

  it('stores a good file, links rows whose phone and name are a student’s, and skips them the second time', async () => {
    const account = await buildUser(server.db, 'student', { phone: '13912349999', userName: '周小雨' })
    const content = await workbook([
      ['周小雨', '13912349999', '小高组', '一等奖'],
      ['Emily Chen', 13912348888, 'Junior high', 'Second Prize'],
      ['陈晨', '13912347777', 4, '参赛证书'],
    ])
    const first = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      committee,
    )
    expect(first.data).toEqual({ issued: 3, alreadyIssued: 0, linked: 1 })
    const linked = await server.db.select().from(certificates).where(eq(certificates.userId, account.id))
    expect(linked).toEqual([expect.objectContaining({ award: 1, groupId: 3, stage: 4, season: 7 })])
    expect(linked[0]?.code).toMatch(/^CEBS-2026-4-/)
    const [emily] = await server.db
      .select()
      .from(certificates)
      .where(eq(certificates.holderName, 'Emily Chen'))
    expect(emily).toMatchObject({ userId: null, holderPhone: '13912348888', award: 2, groupId: 4 })
    const second = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      committee,
    )
    expect(second.data).toEqual({ issued: 0, alreadyIssued: 3, linked: 1 })
  })
})

describe('revoking', () => {
  it('records who revoked and why; /query then says it was revoked and when, in both languages', async () => {
    const content = await workbook([['吴桐', '13912346666', '高中', '三等奖']])
    await call(server, 'POST', '/admin/certificates/import', { season: 7, stage: 4, content }, committee)
    const list = await call(server, 'GET', '/admin/certificates', { keyword: '吴桐' }, committee)
    expect(list.data.total).toBe(1)
    const [row] = list.data.rows
    const noReason = await call(
      server,
      'POST',
      '/admin/certificates/revoke',
      { id: row.id, reason: ' ' },
      committee,
    )
    expect(noReason).toMatchObject({ code: 4000, msg: '请填写撤销原因' })
    const revoked = await call(
      server,
      'POST',
      '/admin/certificates/revoke',
      { id: row.id, reason: '成绩录入错误' },
      committee,
    )
    expect(revoked.data).toMatchObject({
      revokeReason: '成绩录入错误',
      revokedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    expect(revoked.data.revokedByName).toMatch(/committee/)
    const twice = await call(
      server,
      'POST',
      '/admin/certificates/revoke',
      { id: row.id, reason: '再次' },
      committee,
    )
    expect(twice.code).toBe(4009)

    for (const [lang, text] of [
      ['zh', `证书 ${row.code} 已于 ${revoked.data.revokedAt} 被组委会撤销，不再有效`],
      [
        'en',
        `Certificate ${row.code} was revoked by the committee on ${revoked.data.revokedAt} and is no longer valid`,
      ],
    ]) {
      const captcha = await call(server, 'GET', '/common/captcha')
      const answer = await server.services.store.get(`captcha:${captcha.data.captchaId}`)
      const query = await call(
        server,
        'GET',
        '/common/queryByCode',
        { code: row.code, captcha: answer ?? '', captchaId: captcha.data.captchaId },
        { 'accept-language': lang as string },
      )
      expect(query).toMatchObject({ code: 4004, msg: text, data: null })
    }
    // Revoked, the holder may be issued a corrected one for the same stage.
    const corrected = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      committee,
    )
    expect(corrected.data.issued).toBe(1)
  })
})

describe('team certificates', () => {
  it('carry the team’s level as their group and the season’s first year in their code', async () => {
    const school = await buildSchoolRow(server.db)
    const [club] = await server.db.insert(clubs).values({ clubName: '小学社团', clubLevel: 1 }).returning()
    const [team] = await server.db
      .insert(teams)
      .values({
        schoolId: school.id,
        clubId: club?.id ?? 0,
        season: 7,
        teamName: '星光小队',
        teamLevel: 1,
        teacherName: '王老师',
        phone: '13912345678',
        status: 'approved',
        payed: 1,
      })
      .returning()
    if (!team) throw new Error('team')
    const code = await server.db.transaction((tx) => confirmAndCertify(tx, team.id))
    expect(code).toMatch(TEAM_CODE)
    expect(code.startsWith('CEBS-T-2026-')).toBe(true)
    const [row] = await server.db.select().from(certificates).where(eq(certificates.code, code))
    expect(row).toMatchObject({ kind: 'team', groupId: 1, teamId: team.id, award: 5, season: 7 })
  })
})
