import { chinaDateTime } from '@spell/shared/time/china-time'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { practiceLevels, raceSchedules } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { currentSeasonId } from '../seasons/seasons.service'

type Schedule = Pick<
  typeof raceSchedules.$inferSelect,
  'signUpStartTime' | 'signUpEndTime' | 'examinationStartTime' | 'examinationEndTime'
>

/** A window counts only when both its ends are set; the end is included. */
const inside = (now: Date, start: Date | null, end: Date | null) =>
  start !== null && end !== null && start <= now && now <= end

/** A stage is entered only inside its sign-up or its exam window, ends included, both ends set. */
export const isStageOpen = (schedule: Schedule, now: Date) =>
  inside(now, schedule.signUpStartTime, schedule.signUpEndTime) ||
  inside(now, schedule.examinationStartTime, schedule.examinationEndTime)

/** China time, as the competition's calendar is written: 2025-07-01 08:00. */
function chinaTime(date: Date | null) {
  if (!date) return null
  return chinaDateTime(date, 'minute')
}
const span = (start: Date | null, end: Date | null) =>
  start && end ? `${chinaTime(start)} – ${chinaTime(end)}` : '—'

/**
 * The stage window of a practice level for the page (null: the level is not tied to a stage and is
 * open all year), with both windows in ISO form so the page can show them in the reader's format.
 */
export async function levelStageWindow(db: Db, levelId: number, now = new Date()) {
  const [row] = await db
    .select({ schedule: raceSchedules })
    .from(practiceLevels)
    .innerJoin(raceSchedules, eq(raceSchedules.id, practiceLevels.raceScheduleId))
    .where(eq(practiceLevels.id, levelId))
  if (!row) return null
  // A level is tied to a stage: in a later season it follows that season's window of the same stage.
  const season = await currentSeasonId(db)
  const [current] =
    row.schedule.season === season
      ? [row.schedule]
      : await db
          .select()
          .from(raceSchedules)
          .where(
            and(
              eq(raceSchedules.season, season),
              eq(raceSchedules.activityType, row.schedule.activityType),
              eq(raceSchedules.raceSchedule, row.schedule.raceSchedule),
            ),
          )
  const schedule = current ?? row.schedule
  const iso = (date: Date | null) => date?.toISOString() ?? null
  return {
    open: isStageOpen(schedule, now),
    raceSchedule: schedule.raceSchedule,
    signUpStartTime: iso(schedule.signUpStartTime),
    signUpEndTime: iso(schedule.signUpEndTime),
    examinationStartTime: iso(schedule.examinationStartTime),
    examinationEndTime: iso(schedule.examinationEndTime),
    schedule,
  }
}

/** Refuses to open a quiz (or take a pick or an attempt) of a level whose stage window is closed. */
export async function assertStageOpen(db: Db, levelId: number, now = new Date()) {
  const window = await levelStageWindow(db, levelId, now)
  if (!window || window.open) return
  const { schedule } = window
  throw new AppError('forbidden', 'practice.outsideWindow', {
    params: {
      signUp: span(schedule.signUpStartTime, schedule.signUpEndTime),
      exam: span(schedule.examinationStartTime, schedule.examinationEndTime),
    },
  })
}
