import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examAnswers, examStudents } from '../../db/schema'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { type AnswerBatcher, type AnswerCommit, answerBatcher } from './answer-batcher'

let server: TestServer
const opened: AnswerBatcher[] = []
/** A batcher of the test's own, closed (its connection handed back) before the server stops. */
function newBatcher(onCommit?: Parameters<typeof answerBatcher>[1]) {
  const batcher = answerBatcher(server.db, onCommit)
  opened.push(batcher)
  return batcher
}
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await Promise.all(opened.map((batcher) => batcher.close()))
  await server?.stop()
})

describe('the answer batcher', () => {
  it('writes nothing for a student who has handed the paper in, and the rest of the batch as usual', async () => {
    const alice = await buildSignedInUser(server.db, 'student')
    const bob = await buildSignedInUser(server.db, 'student')
    const { exam, questions } = await buildExam(server.db, { studentIds: [alice.user.id, bob.user.id] })
    // Handed in as another instance, or this one before a restart, would have stored it.
    await server.db
      .update(examStudents)
      .set({ submittedAt: new Date() })
      .where(and(eq(examStudents.examId, exam.id), eq(examStudents.userId, alice.user.id)))
    const batcher = newBatcher()
    const questionId = questions[1]?.id ?? 0
    const save = (userId: number) =>
      batcher.save({ examId: exam.id, userId, questionId, answer: 'A', revision: 1, receivedAt: new Date() })
    expect(await Promise.all([save(alice.user.id), save(bob.user.id)])).toEqual([false, true])
    const rows = await server.db
      .select({ userId: examAnswers.userId })
      .from(examAnswers)
      .where(eq(examAnswers.examId, exam.id))
    expect(rows.map((row) => row.userId)).toEqual([bob.user.id])
  })

  it('stores every answer exactly as sent, commas, quotes, braces and backslashes included', async () => {
    const { exam, questions } = await buildExam(server.db)
    const batcher = newBatcher()
    const answers = ['A,B', 'say "hi"', '{A}', 'NULL', '', 'back\\slash', '学,习']
    const users = await Promise.all(answers.map(() => buildSignedInUser(server.db, 'student')))
    const questionId = questions[1]?.id ?? 0
    await Promise.all(
      answers.map((answer, i) =>
        batcher.save({
          examId: exam.id,
          userId: users[i]?.user.id ?? 0,
          questionId,
          answer,
          revision: 1,
          receivedAt: new Date(),
        }),
      ),
    )
    const rows = await server.db
      .select({ userId: examAnswers.userId, answer: examAnswers.answer })
      .from(examAnswers)
      .where(and(eq(examAnswers.examId, exam.id), eq(examAnswers.questionId, questionId)))
    const byUser = new Map(rows.map((row) => [row.userId, row.answer]))
    expect(users.map((u) => byUser.get(u.user.id))).toEqual(answers)
  })

  it('keeps the highest revision when one batch holds several saves of the same answer', async () => {
    const { exam, questions } = await buildExam(server.db)
    const { user } = await buildSignedInUser(server.db, 'student')
    const batcher = newBatcher()
    const questionId = questions[1]?.id ?? 0
    const save = (answer: string, revision: number) =>
      batcher.save({ examId: exam.id, userId: user.id, questionId, answer, revision, receivedAt: new Date() })
    await Promise.all([save('B', 2), save('C', 3), save('A', 1)])
    await save('D', 2)
    const [row] = await server.db
      .select({ answer: examAnswers.answer, revision: examAnswers.revision })
      .from(examAnswers)
      .where(and(eq(examAnswers.examId, exam.id), eq(examAnswers.userId, user.id)))
    expect(row).toEqual({ answer: 'C', revision: 3 })
  })

  it('tells of each commit its saves, its rows, the wait of its first save and its time', async () => {
    const { exam, questions } = await buildExam(server.db)
    const { user } = await buildSignedInUser(server.db, 'student')
    const commits: AnswerCommit[] = []
    const batcher = newBatcher((commit) => commits.push(commit))
    const save = (questionId: number, revision: number) =>
      batcher.save({
        examId: exam.id,
        userId: user.id,
        questionId,
        answer: 'A',
        revision,
        receivedAt: new Date(),
      })
    const [first, second] = questions.map((question) => question.id)
    await Promise.all([save(first ?? 0, 1), save(first ?? 0, 2), save(second ?? 0, 1)])
    expect(commits).toEqual([
      { saves: 3, rows: 2, waitedMs: expect.any(Number), commitMs: expect.any(Number) },
    ])
    expect(commits[0]?.waitedMs).toBeGreaterThanOrEqual(0)
    expect(commits[0]?.commitMs).toBeGreaterThanOrEqual(0)
  })

  it('rejects every save of a batch that cannot be stored, and the next batch still commits', async () => {
    const { exam, questions } = await buildExam(server.db)
    const [first, second] = await Promise.all([
      buildSignedInUser(server.db, 'student'),
      buildSignedInUser(server.db, 'student'),
    ])
    const batcher = newBatcher()
    const questionId = questions[1]?.id ?? 0
    const save = (userId: number, answer: string) =>
      batcher.save({ examId: exam.id, userId, questionId, answer, revision: 1, receivedAt: new Date() })
    // One batch: a NUL character, which PostgreSQL's text type refuses, fails the whole statement.
    const failed = await Promise.allSettled([save(first.user.id, 'A'), save(second.user.id, 'x\u0000y')])
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    await save(first.user.id, 'B')
    const rows = await server.db
      .select({ userId: examAnswers.userId, answer: examAnswers.answer })
      .from(examAnswers)
      .where(and(eq(examAnswers.examId, exam.id), eq(examAnswers.questionId, questionId)))
    expect(rows).toEqual([{ userId: first.user.id, answer: 'B' }])
  })

  // PGlite lives in the process: there is no connection to lose (CI runs this file against PostgreSQL too).
  it.skipIf(!process.env.DATABASE_URL)(
    'keeps saving when PostgreSQL closes the connection it holds: the next batch opens another',
    async () => {
      const { exam, questions } = await buildExam(server.db)
      const { user } = await buildSignedInUser(server.db, 'student')
      const batcher = newBatcher()
      const questionId = questions[1]?.id ?? 0
      const save = (answer: string, revision: number) =>
        batcher.save({
          examId: exam.id,
          userId: user.id,
          questionId,
          answer,
          revision,
          receivedAt: new Date(),
        })
      await save('A', 1)
      const result = (await server.db.execute(sql`
        select count(*)::int as closed from (
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query like '%insert into exam_answers (%'
        ) as terminated`)) as unknown as { rows: { closed: number }[] }
      expect(result.rows[0]?.closed).toBeGreaterThan(0)
      // The closed connection reports an error event: it must not end the process.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await save('B', 2)
      const [row] = await server.db
        .select({ answer: examAnswers.answer })
        .from(examAnswers)
        .where(and(eq(examAnswers.examId, exam.id), eq(examAnswers.userId, user.id)))
      expect(row).toEqual({ answer: 'B' })
    },
  )
})
