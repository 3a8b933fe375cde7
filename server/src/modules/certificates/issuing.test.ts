import { INDIVIDUAL_CODE } from '@spell/shared/api/certificates/certificate-codes'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { certificates, examAnswers, examStudents, exams, userInfos } from '../../db/schema'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { testClock } from '../../test-support/test-clock'
import { call, type TestServer } from '../../test-support/test-server'
import { startCertificateServer } from './certificates.fixtures'

/** The exam's time stands still until a test moves it past a question's end. */
const clock = testClock()
let server: TestServer
let committee: Record<string, string>

beforeAll(async () => {
  ;({ server, committee } = await startCertificateServer({ examClock: clock }))
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
  await clock.advance(1100)
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
