import { getExamCalendar, saveRaceSchedule, saveSeason } from '@spell/shared/api/exam-admin/calendar'
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { examSessions, exams, raceSchedules, seasons } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { saveSeason as saveSeasonRecord } from '../seasons/seasons.service'

type ScheduleRow = typeof raceSchedules.$inferSelect

const iso = (date: Date | null) => (date ? date.toISOString() : null)
const toDate = (value: string | null) => (value ? new Date(value) : null)

const presentSchedule = (row: ScheduleRow) => ({
  id: row.id,
  season: row.season,
  activityType: row.activityType,
  raceSchedule: row.raceSchedule,
  signUpStartTime: iso(row.signUpStartTime),
  signUpEndTime: iso(row.signUpEndTime),
  examinationStartTime: iso(row.examinationStartTime),
  examinationEndTime: iso(row.examinationEndTime),
  publishTime: iso(row.publishTime),
})

/** Seasons and race schedules with their five windows: the committee's competition calendar. */
export function examCalendarRoutes({ db, exams: runtime }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, getExamCalendar, committee, async () => ({
    seasons: await db.select().from(seasons).orderBy(asc(seasons.id)),
    schedules: (
      await db
        .select()
        .from(raceSchedules)
        .orderBy(asc(raceSchedules.season), asc(raceSchedules.activityType), asc(raceSchedules.raceSchedule))
    ).map(presentSchedule),
  }))

  mountCall(router, saveSeason, committee, async ({ id, name }) => {
    const season = await saveSeasonRecord(db, { id, name })
    return { id: season.id, name: season.name }
  })

  mountCall(router, saveRaceSchedule, committee, async (input) => {
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
    // Exams of this schedule that have not started follow its examination window.
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
    return presentSchedule(row)
  })

  return router
}
