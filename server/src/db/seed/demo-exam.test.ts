import { answerShownIn, splitList } from '@spell/shared/api/exam-admin/questions'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { examQuestions, exams } from '../schema'
import { demoExamName, seedDemoExam } from './demo-exam'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' })
})
afterAll(() => server?.stop())

const givenAway = async () =>
  (await server.db.select().from(examQuestions))
    .filter((q) => answerShownIn(`${q.description} ${q.engDescription}`, splitList(q.answer)))
    .map((q) => `${q.quizNumber}: ${q.description}`)

describe('the seeded questions', () => {
  it('seeds a demo paper of 15 questions and an example, none of which prints its answer', async () => {
    expect(await server.db.select().from(examQuestions)).toHaveLength(16)
    expect(await givenAway()).toEqual([])
  })

  it('rewords a demo paper stored by an earlier start, keeping its answers', async () => {
    const [demo] = await server.db.select({ id: exams.id }).from(exams).where(sql`${exams.isDemo}`)
    const where = and(eq(examQuestions.examId, demo?.id ?? 0), eq(examQuestions.quizNumber, 8))
    await server.db
      .update(examQuestions)
      .set({ description: 'mù — 木：根据拼音、释义和例句选字。' })
      .where(where)
    expect(await givenAway()).toHaveLength(1)
    await seedDemoExam(server.db)
    expect(await givenAway()).toEqual([])
    const [question] = await server.db.select().from(examQuestions).where(where)
    expect(question).toMatchObject({ answer: '木', choice: '本,术,木,末' })
  })
})

describe('the demo exam', () => {
  it('is named by its round as the dictionary does, also when an earlier start stored another name', async () => {
    expect(demoExamName('2024~2025')).toBe(
      '2024~2025 复选赛（全国晋级赛）线上演示场 / Re-selection (national entry round): online demo',
    )
    await server.db
      .update(exams)
      .set({ name: '2024~2025 复选赛（线上半决赛）演示场' })
      .where(sql`${exams.isDemo}`)
    await seedDemoExam(server.db)
    const [demo] = await server.db.select({ name: exams.name }).from(exams).where(sql`${exams.isDemo}`)
    expect(demo?.name).toBe(demoExamName('2024~2025'))
  })
})
