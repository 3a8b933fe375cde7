import type { CallRequest, Lang } from '@spell/shared'
import type { saveExam } from '@spell/shared/api/exam-admin/exams'
import type { QuestionDraft } from '@spell/shared/api/exam-admin/questions'
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
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
import { enrolPaidEntrants } from '../exams/entry-enrolment'
import type { ExamRuntime } from '../exams/exam-runtime'
import { type ExamWithCounts, presentQuestion } from './exam-admin.presenter'

type ExamRow = typeof exams.$inferSelect

/** How many questions, judges and students each exam has: three grouped queries however many exams. */
async function examCounts(db: Db, examIds: number[]) {
  const tally = async (table: typeof examQuestions | typeof examJudges | typeof examStudents) => {
    if (!examIds.length) return new Map<number, number>()
    const rows = await db
      .select({ examId: table.examId, n: count() })
      .from(table)
      .where(inArray(table.examId, examIds))
      .groupBy(table.examId)
    return new Map(rows.map((r) => [r.examId, r.n]))
  }
  const [questions, judges, students] = await Promise.all([
    tally(examQuestions),
    tally(examJudges),
    tally(examStudents),
  ])
  return (examId: number) => ({
    questionCount: questions.get(examId) ?? 0,
    judgeCount: judges.get(examId) ?? 0,
    studentCount: students.get(examId) ?? 0,
  })
}

/** Exams with their counts and where each stands (the live session's progress). */
async function withCounts(db: Db, runtime: ExamRuntime, rows: ExamRow[]): Promise<ExamWithCounts[]> {
  const countsOf = await examCounts(
    db,
    rows.map((e) => e.id),
  )
  return Promise.all(
    rows.map(async (exam) => ({
      exam,
      ...countsOf(exam.id),
      progress: await runtime.sessions.progress(exam.id),
    })),
  )
}
/** Every exam, latest window first, with its counts. */
export async function allExams(db: Db, runtime: ExamRuntime) {
  return withCounts(db, runtime, await db.select().from(exams).orderBy(desc(exams.opensAt), desc(exams.id)))
}

/**
 * Adds an exam or changes one that has not started. Its window is its race schedule's examination window
 * (the demo keeps its own); a new exam enrols the season's paid entrants at once.
 */
export async function storeExam(
  db: Db,
  runtime: ExamRuntime,
  { id, ...settings }: CallRequest<typeof saveExam>,
) {
  const window = await examWindow(db, settings)
  let exam: ExamRow | undefined
  if (id) {
    const current = await findExam(db, id)
    await refuseIfStarted(db, id)
    ;[exam] = await db
      .update(exams)
      .set({ ...settings, ...(current.isDemo ? {} : window) })
      .where(eq(exams.id, id))
      .returning()
    runtime.examEdited(id)
  } else {
    ;[exam] = await db
      .insert(exams)
      .values({ ...settings, ...window })
      .returning()
    if (exam) await enrolPaidEntrants(db, exam.id, exam.season)
  }
  if (!exam) throw new Error('exam was not stored')
  const [stored] = await withCounts(db, runtime, [exam])
  if (!stored) throw new Error('exam was not stored')
  return stored
}

/** An exam with its counts, its paper in order and every judge (marked when assigned). */
export async function examWithPaper(db: Db, runtime: ExamRuntime, examId: number) {
  const exam = await findExam(db, examId)
  const [questions, [withCount], judges] = await Promise.all([
    db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.examId, examId))
      .orderBy(asc(examQuestions.quizSequence)),
    withCounts(db, runtime, [exam]),
    judgesOf(db, examId),
  ])
  if (!withCount) throw new AppError('notFound', 'exam.notFound')
  return { exam: withCount, questions, judges }
}

/** Sets an exam's judges; any time, since a judge taking over mid-exam replaces a failing laptop. */
export async function assignJudges(db: Db, examId: number, judgeIds: number[]) {
  await findExam(db, examId)
  const wanted = [...new Set(judgeIds)]
  const found = wanted.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, wanted), eq(users.role, 'judge')))
    : []
  if (found.length !== wanted.length) throw new AppError('invalidInput', 'examAdmin.notJudges')
  await db.transaction(async (tx) => {
    await tx.delete(examJudges).where(eq(examJudges.examId, examId))
    if (wanted.length) await tx.insert(examJudges).values(wanted.map((userId) => ({ examId, userId })))
  })
  return judgesOf(db, examId)
}

/**
 * Enrols students in an exam by phone or e-mail; an account that is not a student refuses the whole
 * list, naming the unknown ones. Answers how many were added and how many were enrolled already.
 */
export async function enrolByAccount(db: Db, examId: number, accounts: string[], lang: Lang) {
  await findExam(db, examId)
  const students = await db
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'student'), or(inArray(users.phone, accounts), inArray(users.email, accounts))))
  const known = new Set(students.flatMap((s) => [s.phone, s.email]))
  const unknown = accounts.filter((account) => !known.has(account))
  if (unknown.length > 0)
    throw new AppError('invalidInput', 'examAdmin.unknownAccounts', {
      params: { accounts: unknown.slice(0, 20).join(lang === 'en' ? ', ' : '、') },
    })
  const added = await db
    .insert(examStudents)
    .values(students.map((s) => ({ examId, userId: s.id })))
    .onConflictDoNothing()
    .returning({ userId: examStudents.userId })
  return { added: added.length, already: students.length - added.length }
}

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
async function examWindow(db: Db, keys: { season: number; activityType: number; raceSchedule: number }) {
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
async function judgesOf(db: Db, examId: number) {
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
