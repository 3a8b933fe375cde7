import type { CallRequest } from '@spell/shared'
import type { saveRaceSchedule } from '@spell/shared/api/exam-admin/calendar'
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examSessions, exams, raceSchedules, seasons } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { ExamRuntime } from '../exams/exam-runtime'

const toDate = (value: string | null) => (value ? new Date(value) : null)

/** Every season and every race schedule, by season, activity and stage. */
export async function examCalendar(db: Db) {
  const [seasonRows, schedules] = await Promise.all([
    db.select().from(seasons).orderBy(asc(seasons.id)),
    db
      .select()
      .from(raceSchedules)
      .orderBy(asc(raceSchedules.season), asc(raceSchedules.activityType), asc(raceSchedules.raceSchedule)),
  ])
  return { seasons: seasonRows, schedules }
}

/**
 * Adds a race schedule or changes one (`id`): one per season, activity and stage. Exams of the schedule
 * that have not started follow its examination window, and the running instance is told.
 */
export async function storeRaceSchedule(
  db: Db,
  runtime: ExamRuntime,
  input: CallRequest<typeof saveRaceSchedule>,
) {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, input.season))
  if (!season) throw new AppError('notFound', 'examAdmin.scheduleMissing')
  const [taken] = await db
    .select({ id: raceSchedules.id })
    .from(raceSchedules)
    .where(
      and(
        eq(raceSchedules.season, input.season),
        eq(raceSchedules.activityType, input.activityType),
        eq(raceSchedules.raceSchedule, input.raceSchedule),
        input.id ? ne(raceSchedules.id, input.id) : undefined,
      ),
    )
  if (taken) throw new AppError('conflict', 'examAdmin.scheduleTaken')
  const values = {
    season: input.season,
    activityType: input.activityType,
    raceSchedule: input.raceSchedule,
    signUpStartTime: toDate(input.signUpStartTime),
    signUpEndTime: toDate(input.signUpEndTime),
    examinationStartTime: toDate(input.examinationStartTime),
    examinationEndTime: toDate(input.examinationEndTime),
    publishTime: toDate(input.publishTime),
  }
  const [row] = input.id
    ? await db.update(raceSchedules).set(values).where(eq(raceSchedules.id, input.id)).returning()
    : await db.insert(raceSchedules).values(values).returning()
  if (!row) throw new AppError('notFound')
  if (row.examinationStartTime && row.examinationEndTime) {
    const moved = await db
      .update(exams)
      .set({ opensAt: row.examinationStartTime, closesAt: row.examinationEndTime })
      .where(
        and(
          eq(exams.season, row.season),
          eq(exams.activityType, row.activityType),
          eq(exams.raceSchedule, row.raceSchedule),
          eq(exams.isDemo, false),
          notExists(
            db
              .select()
              .from(examSessions)
              .where(eq(examSessions.examId, sql`${exams.id}`)),
          ),
        ),
      )
      .returning({ id: exams.id })
    for (const exam of moved) runtime.examEdited(exam.id)
  }
  return row
}
