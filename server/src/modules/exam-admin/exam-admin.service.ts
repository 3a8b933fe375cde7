import type { QuestionDraft } from '@spell/shared/api/exam-admin/questions'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import {
  examJudges,
  examQuestions,
  examSessions,
  examStudents,
  exams,
  raceSchedules,
  users,
} from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { ExamRuntime } from '../exams/exam-runtime'

type ExamRow = typeof exams.$inferSelect
type QuestionRow = typeof examQuestions.$inferSelect

/** An exam as the committee's list shows it: its settings, its window, its counts and where it stands. */
export async function presentExam(db: Db, runtime: ExamRuntime, exam: ExamRow) {
  const tally = async (table: typeof examQuestions | typeof examJudges | typeof examStudents) =>
    (await db.select({ n: count() }).from(table).where(eq(table.examId, exam.id)))[0]?.n ?? 0
  return {
    id: exam.id,
    name: exam.name,
    season: exam.season,
    raceSchedule: exam.raceSchedule,
    activityType: exam.activityType,
    formExplain: exam.formExplain,
    questionExplain: exam.questionExplain,
    secondsPerQuestion: exam.secondsPerQuestion,
    opensAt: exam.opensAt.toISOString(),
    closesAt: exam.closesAt.toISOString(),
    isDemo: exam.isDemo,
    questionCount: await tally(examQuestions),
    judgeCount: await tally(examJudges),
    studentCount: await tally(examStudents),
    progress: await runtime.sessions.progress(exam.id),
  }
}

export const presentQuestion = (q: QuestionRow) => ({
  id: q.id,
  quizSequence: q.quizSequence,
  quizNumber: q.quizNumber,
  quizForm: q.quizForm as 0 | 1,
  section: q.section as 'A' | 'B' | 'C' | 'D' | 'E',
  quizTypeStr: q.quizTypeStr,
  description: q.description,
  engDescription: q.engDescription,
  choice: q.choice,
  answer: q.answer,
})

export async function findExam(db: Db, examId: number) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId))
  if (!exam) throw new AppError('notFound', 'exam.notFound')
  return exam
}

/** An exam starts with the judge's first press, which stores its session. */
async function hasStarted(db: Db, examId: number) {
  const [session] = await db
    .select({ examId: examSessions.examId })
    .from(examSessions)
    .where(eq(examSessions.examId, examId))
  return Boolean(session)
}

export async function refuseIfStarted(db: Db, examId: number) {
  if (await hasStarted(db, examId)) throw new AppError('conflict', 'examAdmin.started')
}

/** The exam window is the race schedule's examination window. */
export async function examWindow(
  db: Db,
  keys: { season: number; activityType: number; raceSchedule: number },
) {
  const [schedule] = await db
    .select()
    .from(raceSchedules)
    .where(
      and(
        eq(raceSchedules.season, keys.season),
        eq(raceSchedules.activityType, keys.activityType),
        eq(raceSchedules.raceSchedule, keys.raceSchedule),
      ),
    )
  if (!schedule) throw new AppError('invalidInput', 'examAdmin.scheduleMissing')
  if (!schedule.examinationStartTime || !schedule.examinationEndTime)
    throw new AppError('invalidInput', 'examAdmin.scheduleNoTimes')
  return { opensAt: schedule.examinationStartTime, closesAt: schedule.examinationEndTime }
}

/**
 * Replaces an exam's paper in one transaction, refused once the exam has started. Examples are
 * numbered 0 ("Example"), real questions 1, 2, … in order.
 */
export async function replaceQuestions(
  db: Db,
  runtime: ExamRuntime,
  examId: number,
  drafts: QuestionDraft[],
) {
  await findExam(db, examId)
  const stored = await db.transaction(async (tx) => {
    const [session] = await tx.select().from(examSessions).where(eq(examSessions.examId, examId))
    if (session) throw new AppError('conflict', 'examAdmin.started')
    await tx.delete(examQuestions).where(eq(examQuestions.examId, examId))
    let number = 0
    return tx
      .insert(examQuestions)
      .values(
        drafts.map((q, i) => ({
          examId,
          quizSequence: i + 1,
          quizNumber: q.quizForm === 1 ? 0 : ++number,
          ...q,
        })),
      )
      .returning()
  })
  runtime.examEdited(examId)
  return stored.sort((a, b) => a.quizSequence - b.quizSequence).map(presentQuestion)
}

/** Every judge account, marked when assigned to the exam. */
export async function judgesOf(db: Db, examId: number) {
  const rows = await db
    .select({
      userId: users.id,
      userName: users.userName,
      phone: users.phone,
      assigned: sql<boolean>`${examJudges.userId} is not null`,
    })
    .from(users)
    .leftJoin(examJudges, and(eq(examJudges.userId, users.id), eq(examJudges.examId, examId)))
    .where(eq(users.role, 'judge'))
    .orderBy(asc(users.id))
  return rows.map((r) => ({ ...r, assigned: Boolean(r.assigned) }))
}
