import { and, asc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { practiceQuestions, practiceQuizzes } from '../schema'
import { seedPractice } from './practice'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

describe('the practice seed', () => {
  it('completes a free trial stored with a single question to its committed five, each worth 20', async () => {
    const [trial] = await server.db
      .select()
      .from(practiceQuizzes)
      .where(eq(practiceQuizzes.kind, 1))
      .orderBy(asc(practiceQuizzes.id))
      .limit(1)
    if (!trial) throw new Error('no trial seeded')
    const question = (quizId: number) =>
      server.db
        .select()
        .from(practiceQuestions)
        .where(eq(practiceQuestions.quizId, quizId))
        .orderBy(asc(practiceQuestions.quizNumber))
    const [first] = await question(trial.id)
    // A trial as it was stored when trials held one question worth the whole score.
    await server.db
      .delete(practiceQuestions)
      .where(and(eq(practiceQuestions.quizId, trial.id), gt(practiceQuestions.quizNumber, 1)))
    await server.db
      .update(practiceQuestions)
      .set({ questionScore: 100 })
      .where(eq(practiceQuestions.quizId, trial.id))

    await seedPractice(server.db)
    const completed = await question(trial.id)
    expect(completed.map((q) => q.quizNumber)).toEqual([1, 2, 3, 4, 5])
    expect(completed.every((q) => q.questionScore === 20 && q.quizType === trial.quizType)).toBe(true)
    expect(completed[0]).toMatchObject({ id: first?.id, answer: first?.answer })

    await seedPractice(server.db)
    expect(await question(trial.id)).toHaveLength(5)
  })
})

describe('a practice seeded before "listen and write"', () => {
  it('gets the writing trial on the next start, once', async () => {
    const writingTrials = () =>
      server.db
        .select()
        .from(practiceQuizzes)
        .where(and(eq(practiceQuizzes.kind, 1), eq(practiceQuizzes.quizType, 4)))
    const [first] = await writingTrials()
    expect(await writingTrials()).toHaveLength(5)
    await server.db.delete(practiceQuizzes).where(eq(practiceQuizzes.id, first?.id ?? 0))
    expect(await writingTrials()).toHaveLength(4)

    await seedPractice(server.db)
    await seedPractice(server.db)
    const again = await writingTrials()
    expect(again).toHaveLength(5)
    const added = again.find((quiz) => quiz.levelId === first?.levelId)
    const questions = await server.db
      .select()
      .from(practiceQuestions)
      .where(eq(practiceQuestions.quizId, added?.id ?? 0))
    expect(questions.map((q) => q.quizType)).toEqual([4, 4, 4])
  })
})
