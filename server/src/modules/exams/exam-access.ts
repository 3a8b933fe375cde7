import DataLoader from 'dataloader'
import { and, desc, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { gatherFor, LOOKUP_WINDOW_MS } from '../../db/gather-lookups'
import { examJudges, examStudents, exams, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { SignedInUser } from '../auth/sessions.service'
import type { ExamClock } from './exam-clock'

export type ExamRow = typeof exams.$inferSelect

/**
 * The exam a student may take now: one they are enrolled in whose window is open. With a quizId the
 * student asks for that one; without, the latest open one (the specification's getProgress has none).
 */
export async function examForStudent(
  db: Db,
  userId: number,
  quizId?: number,
  now = new Date(),
): Promise<ExamRow> {
  const rows = (await enrolmentLookups(db).load(userId)).filter((exam) => !quizId || exam.id === quizId)
  if (rows.length === 0)
    throw new AppError(quizId ? 'forbidden' : 'notFound', quizId ? 'exam.notEnrolled' : 'exam.notFound')
  const open = rows.find((exam) => exam.opensAt <= now && exam.closesAt > now)
  if (!open) throw new AppError('forbidden', 'exam.outsideWindow')
  return open
}

const lookups = new WeakMap<Db, DataLoader<number, ExamRow[]>>()

/**
 * Each student's exams (latest first), the lookups of one tick gathered into one query, so thousands
 * of students joining at once cost a few queries. The enrolments come back as ids and each exam's row
 * (with its instructions in two languages) is read once per batch, not once per student: at 500
 * students a batch, decoding the same long texts 500 times was most of the lookup. Nothing is cached
 * here (see enrolmentCache).
 */
function enrolmentLookups(db: Db) {
  let loader = lookups.get(db)
  if (!loader) {
    loader = new DataLoader<number, ExamRow[]>(
      async (userIds) => {
        const enrolments = await db
          .select({ userId: examStudents.userId, examId: examStudents.examId })
          .from(examStudents)
          .where(inArray(examStudents.userId, [...userIds]))
        const examIds = [...new Set(enrolments.map((row) => row.examId))]
        const rows =
          examIds.length === 0
            ? []
            : await db.select().from(exams).where(inArray(exams.id, examIds)).orderBy(desc(exams.opensAt))
        const examsOf = new Map<number, Set<number>>()
        for (const { userId, examId } of enrolments) {
          const ids = examsOf.get(userId) ?? new Set<number>()
          examsOf.set(userId, ids.add(examId))
        }
        return userIds.map((id) => rows.filter((exam) => examsOf.get(id)?.has(exam.id)))
      },
      { cache: false, maxBatchSize: 500, batchScheduleFn: gatherFor(LOOKUP_WINDOW_MS) },
    )
    lookups.set(db, loader)
  }
  return loader
}

/**
 * examForStudent, remembered per student and exam for ten minutes on this instance: the poll and the
 * saves of thousands of students must not each cost a database query. The window is still checked on
 * every call; a refusal is never remembered; a committee change to an exam forgets it (forgetExam).
 */
export function enrolmentCache(db: Db, clock: ExamClock, ttlMs = 10 * 60_000) {
  const known = new Map<string, { exam: ExamRow; until: number }>()
  const keyOf = (userId: number, quizId?: number) => `${userId}:${quizId ?? 'current'}`

  /** The exam from memory when it is known and open now; undefined otherwise (ask `get`). */
  function peek(userId: number, quizId?: number, now = clock.now()): ExamRow | undefined {
    const hit = known.get(keyOf(userId, quizId))
    if (!hit || hit.until <= now) return undefined
    return hit.exam.opensAt.getTime() <= now && hit.exam.closesAt.getTime() > now ? hit.exam : undefined
  }

  async function get(userId: number, quizId?: number): Promise<ExamRow> {
    const remembered = peek(userId, quizId)
    if (remembered) return remembered
    known.delete(keyOf(userId, quizId))
    const exam = await examForStudent(db, userId, quizId, new Date(clock.now()))
    if (known.size > 200_000) known.clear()
    known.set(keyOf(userId, quizId), { exam, until: clock.now() + ttlMs })
    return exam
  }

  return Object.assign(get, {
    peek,
    forgetExam(examId: number) {
      for (const [key, entry] of known) if (entry.exam.id === examId) known.delete(key)
    },
  })
}

/**
 * Judges see the exams assigned to them that have not closed, those still to open included (a judge
 * signs in early; the presses wait for the window, see judgeCommand); the committee sees every exam,
 * read-only unless assigned.
 */
export async function examsForStaff(db: Db, user: SignedInUser, now = new Date()) {
  if (user.role === 'committee')
    return db.select().from(exams).where(gt(exams.closesAt, now)).orderBy(desc(exams.opensAt))
  return (
    await db
      .select({ exam: exams })
      .from(examJudges)
      .innerJoin(exams, eq(exams.id, examJudges.examId))
      .where(and(eq(examJudges.userId, user.id), gt(exams.closesAt, now)))
      .orderBy(desc(exams.opensAt))
  ).map((r) => r.exam)
}

async function isAssignedJudge(db: Db, examId: number, userId: number) {
  const [row] = await db
    .select()
    .from(examJudges)
    .where(and(eq(examJudges.examId, examId), eq(examJudges.userId, userId)))
  return Boolean(row)
}

export async function examForStaff(db: Db, user: SignedInUser, examId: number) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId))
  if (!exam) throw new AppError('notFound', 'exam.notFound')
  const assigned = user.role === 'judge' && (await isAssignedJudge(db, examId, user.id))
  if (user.role !== 'committee' && !assigned) throw new AppError('forbidden', 'exam.notAssigned')
  return { exam, assigned }
}

/** A student confirms they have read the exam's instructions (the judge's lobby counts them). */
export async function confirmInstructions(db: Db, examId: number, userId: number) {
  await db
    .update(examStudents)
    .set({ confirmedAt: new Date() })
    .where(and(eq(examStudents.examId, examId), eq(examStudents.userId, userId)))
}

/** The judge who controls an exam now, by id and name (none before a judge has pressed). */
export async function controllerName(db: Db, userId: number | null) {
  if (!userId) return null
  const [row] = await db
    .select({ userId: users.id, userName: users.userName })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}
