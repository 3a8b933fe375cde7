import { getExamCalendar, saveRaceSchedule, saveSeason } from '@spell/shared/api/exam-admin/calendar'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { raceSchedules } from '../../db/schema'
import { mountCall } from '../../http/define-route'
import { saveSeason as saveSeasonRecord } from '../seasons/seasons.service'
import { examCalendar, storeRaceSchedule } from './calendar.service'

type ScheduleRow = typeof raceSchedules.$inferSelect

const iso = (date: Date | null) => (date ? date.toISOString() : null)

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

  mountCall(router, getExamCalendar, committee, async () => {
    const { seasons, schedules } = await examCalendar(db)
    return { seasons, schedules: schedules.map(presentSchedule) }
  })

  mountCall(router, saveSeason, committee, async ({ id, name }) => {
    const season = await saveSeasonRecord(db, { id, name })
    return { id: season.id, name: season.name }
  })

  mountCall(router, saveRaceSchedule, committee, async (input) =>
    presentSchedule(await storeRaceSchedule(db, runtime, input)),
  )

  return router
}
