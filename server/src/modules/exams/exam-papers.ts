import type { Progress } from '@spell/shared/api/exams/progress'
import type { ExamQuestion } from '@spell/shared/api/exams/student-calls'
import DataLoader from 'dataloader'
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database'
import { gatherFor, LOOKUP_WINDOW_MS } from '../../db/gather-lookups'
import { examAnswers, examQuestions, examStudents, exams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { Logger } from '../../logger'
import { type AnswerGrader, answerGrader, choiceSet } from './answer-grading'

type QuestionRow = typeof examQuestions.$inferSelect

/**
 * Grades every answer of the exam and writes each enrolled student's score in one statement. A
 * drawing that cannot be graded counts as wrong and is logged by the grader: one bad drawing must
 * not leave a whole exam without scores.
 */
async function scoreWith(on: Db | Tx, examId: number, list: QuestionRow[], isRight: AnswerGrader) {
  const rows = await on.select().from(examAnswers).where(eq(examAnswers.examId, examId))
  const students = await on
    .select({ userId: examStudents.userId })
    .from(examStudents)
    .where(eq(examStudents.examId, examId))
  const byStudent = new Map(students.map((s) => [s.userId, 0]))
  const questionOf = new Map(list.map((q) => [q.id, q]))
  for (const row of rows) {
    const question = questionOf.get(row.questionId)
    if (question && isRight(question, row.answer))
      byStudent.set(row.userId, (byStudent.get(row.userId) ?? 0) + 1)
  }
  await on.execute(sql`
    update ${examStudents} set score = v.score
    from unnest(${sql.param([...byStudent.keys()])}::integer[], ${sql.param([...byStudent.values()])}::smallint[])
      as v(user_id, score)
    where ${examStudents.examId} = ${examId} and ${examStudents.userId} = v.user_id`)
  return { total: list.length, scores: byStudent }
}

/**
 * An exam's questions and one student's answers to them: what the student may see, the progress bar,
 * the unfinished check, submitting, and scoring. Questions never change during an exam and are kept.
 */
export function examPapers(db: Db, logger: Logger) {
  const questionsByExam = new Map<number, QuestionRow[]>()

  async function questions(examId: number) {
    let list = questionsByExam.get(examId)
    if (!list) {
      list = await db
        .select()
        .from(examQuestions)
        .where(eq(examQuestions.examId, examId))
        .orderBy(asc(examQuestions.quizSequence))
      questionsByExam.set(examId, list)
    }
    return list
  }

  /**
   * The questions each student has answered (a non-empty answer), the lookups of a few milliseconds
   * gathered into one query per exam: after every acknowledged save each page fetches its progress
   * bars again (10,000 students: 10,000 fetches in a question's first seconds), which must not each
   * cost a query. Only the question ids travel, not the answers (a drawing is long).
   * Nothing is cached: what a page reads after its save's acknowledgement includes that save.
   */
  const answeredLookups = new DataLoader<string, Set<number>>(
    async (keys) => {
      const byExam = new Map<number, number[]>()
      for (const key of keys) {
        const [examId, userId] = key.split(':').map(Number) as [number, number]
        byExam.set(examId, [...(byExam.get(examId) ?? []), userId])
      }
      const answered = new Map<string, Set<number>>()
      for (const [examId, userIds] of byExam) {
        const rows = await db
          .select({ userId: examAnswers.userId, questionId: examAnswers.questionId })
          .from(examAnswers)
          .where(
            and(
              eq(examAnswers.examId, examId),
              inArray(examAnswers.userId, userIds),
              ne(examAnswers.answer, ''),
            ),
          )
        for (const { userId, questionId } of rows) {
          const key = `${examId}:${userId}`
          answered.set(key, (answered.get(key) ?? new Set<number>()).add(questionId))
        }
      }
      return keys.map((key) => answered.get(key) ?? new Set<number>())
    },
    { cache: false, maxBatchSize: 500, batchScheduleFn: gatherFor(LOOKUP_WINDOW_MS) },
  )
  const answeredBy = (examId: number, userId: number) => answeredLookups.load(`${examId}:${userId}`)

  /**
   * One student's answer to one question, gathered like answeredLookups: as a question opens, every
   * page asks for it at once.
   */
  const answerLookups = new DataLoader<string, string | null>(
    async (keys) => {
      const byQuestion = new Map<string, number[]>()
      for (const key of keys) {
        const [examId, questionId, userId] = key.split(':')
        const of = `${examId}:${questionId}`
        byQuestion.set(of, [...(byQuestion.get(of) ?? []), Number(userId)])
      }
      const answers = new Map<string, string>()
      for (const [of, userIds] of byQuestion) {
        const [examId, questionId] = of.split(':').map(Number) as [number, number]
        const rows = await db
          .select({ userId: examAnswers.userId, answer: examAnswers.answer })
          .from(examAnswers)
          .where(
            and(
              eq(examAnswers.examId, examId),
              eq(examAnswers.questionId, questionId),
              inArray(examAnswers.userId, userIds),
            ),
          )
        for (const row of rows) answers.set(`${of}:${row.userId}`, row.answer)
      }
      return keys.map((key) => answers.get(key) ?? null)
    },
    { cache: false, maxBatchSize: 500, batchScheduleFn: gatherFor(LOOKUP_WINDOW_MS) },
  )

  /** Questions reached so far: none in the lobby, up to the current one while running, all in review. */
  const visibleCount = (progress: Progress, total: number) =>
    progress.phase === 'lobby'
      ? 0
      : progress.phase === 'review' || progress.phase === 'ended'
        ? total
        : progress.index + 1

  const present = (
    q: QuestionRow,
    userAnswer: string | null,
    total: number,
    ended: boolean,
  ): ExamQuestion => ({
    id: q.id,
    formQuizId: q.examId,
    quizNumber: q.quizNumber,
    quizSequence: q.quizSequence,
    quizForm: q.quizForm as 0 | 1,
    section: q.section as ExamQuestion['section'],
    quizTypeStr: q.quizTypeStr,
    description: q.description,
    engDescription: q.engDescription,
    kind: q.kind === 'write' ? 'write' : 'choice',
    pinyin: q.pinyin,
    choice: q.choice,
    // Examples show their answer; real answers only once the exam has ended.
    answer: q.quizForm === 1 || ended ? q.answer : null,
    // An example's answer is shown chosen; a written example has no drawing to show.
    userAnswer: q.quizForm === 1 ? (q.kind === 'write' ? null : q.answer) : userAnswer,
    total,
  })

  return {
    questions,
    /** The questions from memory when this instance has read them; undefined when they must be read. */
    peekQuestions: (examId: number) => questionsByExam.get(examId),

    async question(examId: number, userId: number, sequence: number, progress: Progress) {
      const list = await questions(examId)
      if (sequence > visibleCount(progress, list.length))
        throw new AppError('forbidden', 'exam.questionNotOpen')
      const row = list[sequence - 1]
      if (!row) throw new AppError('notFound', 'exam.questionNotOpen')
      const answer = await answerLookups.load(`${examId}:${row.id}:${userId}`)
      return present(row, answer, list.length, progress.phase === 'ended')
    },

    async progressBar(examId: number, userId: number) {
      const [list, answered] = await Promise.all([questions(examId), answeredBy(examId, userId)])
      const sections = new Map<string, { flag: string; quizNum: number; answerNum: number }>()
      for (const q of list.filter((q) => q.quizForm === 0)) {
        const section = sections.get(q.section) ?? { flag: q.section, quizNum: 0, answerNum: 0 }
        section.quizNum += 1
        if (answered.has(q.id)) section.answerNum += 1
        sections.set(q.section, section)
      }
      return [...sections.values()] as { flag: ExamQuestion['section']; quizNum: number; answerNum: number }[]
    },

    /** The answer-status list, grouped by quiz type (examples left out). */
    async answerGroups(examId: number, userId: number) {
      const [list, answered] = await Promise.all([questions(examId), answeredBy(examId, userId)])
      const groups = new Map<
        string,
        {
          quizTypeStr: string
          quizNum: number
          noAnswerNum: number
          answerResults: { quizNumber: number; questionId: number; isAnswer: boolean }[]
        }
      >()
      for (const q of list.filter((q) => q.quizForm === 0)) {
        const group = groups.get(q.quizTypeStr) ?? {
          quizTypeStr: q.quizTypeStr,
          quizNum: 0,
          noAnswerNum: 0,
          answerResults: [],
        }
        const isAnswer = answered.has(q.id)
        group.quizNum += 1
        if (!isAnswer) group.noAnswerNum += 1
        group.answerResults.push({ quizNumber: q.quizNumber, questionId: q.id, isAnswer })
        groups.set(q.quizTypeStr, group)
      }
      return [...groups.values()]
    },

    async hasUnfinished(examId: number, userId: number) {
      return (await this.answerGroups(examId, userId)).some((g) => g.noAnswerNum > 0)
    },

    async submit(examId: number, userId: number, progress: Progress) {
      if (progress.phase !== 'review' && progress.phase !== 'ended')
        throw new AppError('forbidden', 'exam.notSubmittable')
      await db
        .update(examStudents)
        .set({ submittedAt: new Date() })
        .where(and(eq(examStudents.examId, examId), eq(examStudents.userId, userId)))
    },

    /**
     * Scores: one point per real question answered right (choices, or a character written right),
     * written to every enrolled student. Also after the exam's scoring, when answers were imported.
     */
    async score(examId: number) {
      const list = (await questions(examId)).filter((q) => q.quizForm === 0)
      return scoreWith(db, examId, list, await answerGrader(list, logger))
    },

    /**
     * Scores an ended exam once, whichever instance or trigger comes first: the claim on the exam's
     * row and the scores are one transaction, so a second caller waits for it and then finds the exam
     * scored (null), and a failure leaves the exam unscored for the next attempt.
     */
    async scoreOnce(examId: number, at: Date) {
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const list = (await questions(examId)).filter((q) => q.quizForm === 0)
      const isRight = await answerGrader(list, logger)
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(exams)
          .set({ scoredAt: at })
          .where(and(eq(exams.id, examId), isNull(exams.scoredAt)))
          .returning({ id: exams.id })
        return claimed ? scoreWith(tx, examId, list, isRight) : null
      })
    },

    /**
     * Students enrolled, confirmed and submitted, and the answers given to the open question (none
     * before the first): two statements whatever the number of students, every second of a live exam.
     */
    async storedCounts(examId: number, questionId: number | null) {
      const [students] = await db
        .select({
          enrolled: count(),
          confirmed: count(examStudents.confirmedAt),
          submitted: count(examStudents.submittedAt),
        })
        .from(examStudents)
        .where(eq(examStudents.examId, examId))
      const [answered] = questionId
        ? await db
            .select({ n: count() })
            .from(examAnswers)
            .where(
              and(
                eq(examAnswers.examId, examId),
                eq(examAnswers.questionId, questionId),
                ne(examAnswers.answer, ''),
              ),
            )
        : [{ n: 0 }]
      return {
        enrolled: students?.enrolled ?? 0,
        confirmed: students?.confirmed ?? 0,
        answered: answered?.n ?? 0,
        submitted: students?.submitted ?? 0,
      }
    },

    /**
     * How many of the answers given to a question chose each of its options (a multiple-choice answer
     * counts for every option in it), and how many answers there are; for a write question, how many
     * drawings were right.
     */
    async answerShares(examId: number, question: QuestionRow) {
      const rows = await db
        .select({ answer: examAnswers.answer })
        .from(examAnswers)
        .where(and(eq(examAnswers.examId, examId), eq(examAnswers.questionId, question.id)))
      if (question.kind === 'write') {
        const isRight = await answerGrader([question], logger)
        const answered = rows.filter((row) => row.answer !== '')
        return {
          questionId: question.id,
          answered: answered.length,
          kind: 'write' as const,
          options: [
            {
              choice: question.answer,
              count: answered.filter((row) => isRight(question, row.answer)).length,
              correct: true,
            },
          ],
        }
      }
      const given = rows.map((row) => new Set(choiceSet(row.answer).split(',').filter(Boolean)))
      const answered = given.filter((set) => set.size > 0)
      const right = new Set(choiceSet(question.answer).split(','))
      return {
        questionId: question.id,
        answered: answered.length,
        kind: 'choice' as const,
        options: question.choice
          .split(',')
          .map((choice) => choice.trim())
          .filter(Boolean)
          .map((choice) => ({
            choice,
            count: answered.filter((set) => set.has(choice)).length,
            correct: right.has(choice),
          })),
      }
    },

    /** The committee changed the paper before the start: read it again on next use. */
    forget(examId: number) {
      questionsByExam.delete(examId)
    },
  }
}
