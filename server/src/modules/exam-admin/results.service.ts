import { describeIssues, type Lang } from '@spell/shared'
import { answerFileSchema } from '@spell/shared/api/exam-admin/exams'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examAnswers, examQuestions, examStudents, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { Logger } from '../../logger'
import { answerGrader, strokesOf } from '../exams/answer-grading'
import type { ExamRuntime } from '../exams/exam-runtime'

/** Every enrolled student with their answers, right or wrong, by real question. */
export async function resultsOf(db: Db, examId: number, logger: Logger) {
  const questions = (
    await db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.examId, examId))
      .orderBy(asc(examQuestions.quizSequence))
  ).filter((q) => q.quizForm === 0)
  const students = await db
    .select({ student: examStudents, user: users })
    .from(examStudents)
    .innerJoin(users, eq(users.id, examStudents.userId))
    .where(eq(examStudents.examId, examId))
    .orderBy(asc(users.userName), asc(users.id))
  const answers = await db.select().from(examAnswers).where(eq(examAnswers.examId, examId))
  const isRight = await answerGrader(questions, logger)
  const given = new Map(answers.map((a) => [`${a.userId}:${a.questionId}`, a.answer]))
  const rows = students.map(({ student, user }) => {
    const byQuestion = questions.map((q) => {
      const answer = given.get(`${user.id}:${q.id}`) ?? ''
      const right = isRight(q, answer)
      // A drawing reads as the character when right, else as how many strokes were drawn.
      if (q.kind === 'write' && answer !== '')
        return { answer: right ? q.answer : `✗ ${strokesOf(answer)?.length ?? 0} 笔 strokes`, right }
      return { answer, right }
    })
    return {
      userId: user.id,
      userName: user.userName,
      phone: user.phone,
      email: user.email,
      confirmed: student.confirmedAt !== null,
      submittedAt: student.submittedAt?.toISOString() ?? null,
      answered: byQuestion.filter((a) => a.answer !== '').length,
      correct: byQuestion.filter((a) => a.right).length,
      score: student.score,
      byQuestion,
    }
  })
  // Best first once scored; by name before.
  rows.sort((a, b) => (b.score ?? -1) - (a.score ?? -1))
  return { questions, rows }
}

export type ExamResults = Awaited<ReturnType<typeof resultsOf>>

/**
 * Reads a student's answer file, saved by the exam page when the network was gone at the end (base64
 * JSON). Each answer counts only if the question took answers when it was given; a newer revision
 * already stored wins. Once the exam has ended the student's score is given back.
 */
export async function importAnswers(
  db: Db,
  runtime: ExamRuntime,
  quizId: number,
  content: string,
  lang: Lang,
) {
  let raw: unknown
  try {
    raw = JSON.parse(Buffer.from(content, 'base64').toString('utf8'))
  } catch {
    throw new AppError('invalidInput', 'examAdmin.notAnAnswerFile')
  }
  const parsed = answerFileSchema.safeParse(raw)
  if (!parsed.success)
    throw new AppError('invalidInput', describeIssues(parsed.error.issues, lang)[0]?.message)
  const file = parsed.data
  if (file.quizId !== quizId) throw new AppError('invalidInput', 'examAdmin.answerFileOtherExam')
  const [enrolled] = await db
    .select({ userName: users.userName })
    .from(examStudents)
    .innerJoin(users, eq(users.id, examStudents.userId))
    .where(and(eq(examStudents.examId, quizId), eq(examStudents.userId, file.userId)))
  if (!enrolled) throw new AppError('invalidInput', 'examAdmin.answerFileNotEnrolled')

  let stored = 0
  let unchanged = 0
  let refused = 0
  for (const answer of file.answers) {
    const at = Date.parse(answer.changedAt)
    if (!(await runtime.sessions.acceptsAnswer(quizId, answer.quizInfoId, at))) {
      refused++
      continue
    }
    const written = await db
      .insert(examAnswers)
      .values({
        examId: quizId,
        userId: file.userId,
        questionId: answer.quizInfoId,
        answer: answer.userAnswer,
        revision: answer.revision,
        receivedAt: new Date(at),
      })
      .onConflictDoUpdate({
        target: [examAnswers.examId, examAnswers.userId, examAnswers.questionId],
        set: {
          answer: sql`excluded.answer`,
          revision: sql`excluded.revision`,
          receivedAt: sql`excluded.received_at`,
        },
        setWhere: sql`excluded.revision > ${examAnswers.revision}`,
      })
      .returning({ questionId: examAnswers.questionId })
    if (written.length > 0) stored++
    else unchanged++
  }
  const ended = (await runtime.sessions.progress(quizId)).phase === 'ended'
  const scores = ended ? (await runtime.papers.score(quizId)).scores : null
  return {
    userName: enrolled.userName,
    stored,
    unchanged,
    refused,
    score: scores?.get(file.userId) ?? null,
  }
}
