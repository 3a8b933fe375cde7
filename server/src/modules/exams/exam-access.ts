import { and, desc, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examJudges, examStudents, exams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { SignedInUser } from '../auth/sessions.service'

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
  const rows = await db
    .select({ exam: exams })
    .from(examStudents)
    .innerJoin(exams, eq(exams.id, examStudents.examId))
    .where(and(eq(examStudents.userId, userId), quizId ? eq(exams.id, quizId) : undefined))
    .orderBy(desc(exams.opensAt))
  if (rows.length === 0)
    throw new AppError(quizId ? 'forbidden' : 'notFound', quizId ? 'exam.notEnrolled' : 'exam.notFound')
  const open = rows.find(({ exam }) => exam.opensAt <= now && exam.closesAt > now)
  if (!open) throw new AppError('forbidden', 'exam.outsideWindow')
  return open.exam
}

/**
 * examForStudent, remembered per student and exam for a minute on this instance: the poll and the
 * saves of thousands of students must not each cost a database query. The window is still checked on
 * every call; a refusal is never remembered.
 */
export function enrolmentCache(db: Db, ttlMs = 60_000) {
  const known = new Map<string, { exam: ExamRow; until: number }>()
  return async (userId: number, quizId?: number): Promise<ExamRow> => {
    const key = `${userId}:${quizId ?? 'current'}`
    const now = Date.now()
    const hit = known.get(key)
    if (hit && hit.until > now) {
      if (hit.exam.opensAt.getTime() <= now && hit.exam.closesAt.getTime() > now) return hit.exam
      known.delete(key)
    }
    const exam = await examForStudent(db, userId, quizId)
    known.set(key, { exam, until: now + ttlMs })
    return exam
  }
}

/** Judges see the exams assigned to them; the committee sees every exam, read-only unless assigned. */
export async function examsForStaff(db: Db, user: SignedInUser, now = new Date()) {
  if (user.role === 'committee')
    return db.select().from(exams).where(gt(exams.closesAt, now)).orderBy(desc(exams.opensAt))
  return (
    await db
      .select({ exam: exams })
      .from(examJudges)
      .innerJoin(exams, eq(exams.id, examJudges.examId))
      .where(and(eq(examJudges.userId, user.id), gt(exams.closesAt, now), lte(exams.opensAt, now)))
      .orderBy(desc(exams.opensAt))
  ).map((r) => r.exam)
}

export async function isAssignedJudge(db: Db, examId: number, userId: number) {
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
