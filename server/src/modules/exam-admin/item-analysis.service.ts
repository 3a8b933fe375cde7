import type { SemiFinalContext } from '@spell/engine'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examAnswers, examQuestions, examSessions, examStudents } from '../../db/schema'
import type { Logger } from '../../logger'
import { answerGrader } from '../exams/answer-grading'
import { type AnalysedStudent, itemAnalysis } from './item-analysis'

/**
 * When the judge opened each question (epoch ms), from the live session's stored snapshot: a question
 * opens `seconds` before the end time the machine set for it.
 */
async function openingTimes(db: Db, examId: number) {
  const [session] = await db.select().from(examSessions).where(eq(examSessions.examId, examId))
  const context = (session?.snapshot as { context?: SemiFinalContext } | undefined)?.context
  const opened = new Map<number, number>()
  context?.questions.forEach((q, k) => {
    const end = context.endTimes[k]
    if (end !== null && end !== undefined) opened.set(q.id, end - q.seconds * 1000)
  })
  return opened
}

/** The item analysis of an exam over the students who took it: entered, answered or submitted. */
export async function analysisOf(db: Db, examId: number, logger: Logger) {
  const questions = (
    await db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.examId, examId))
      .orderBy(asc(examQuestions.quizSequence))
  ).filter((q) => q.quizForm === 0)
  const opened = await openingTimes(db, examId)
  const enrolled = await db.select().from(examStudents).where(eq(examStudents.examId, examId))
  const answers = await db.select().from(examAnswers).where(eq(examAnswers.examId, examId))
  const byStudent = new Map<number, AnalysedStudent['answers']>()
  for (const a of answers) {
    const own = byStudent.get(a.userId) ?? new Map()
    own.set(a.questionId, { answer: a.answer, receivedAt: a.receivedAt.getTime() })
    byStudent.set(a.userId, own)
  }
  const takers = enrolled
    .filter((s) => s.confirmedAt !== null || s.submittedAt !== null || byStudent.has(s.userId))
    .map((s) => ({ userId: s.userId, answers: byStudent.get(s.userId) ?? new Map() }))
  return itemAnalysis(
    questions.map((q) => ({ ...q, openedAt: opened.get(q.id) ?? null })),
    takers,
    await answerGrader(questions, logger),
  )
}
