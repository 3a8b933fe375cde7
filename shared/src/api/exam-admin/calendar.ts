import { z } from 'zod'
import { raceSchedules } from '../../dictionaries'
import { defineCall } from '../contract'

/**
 * Seasons and their race schedules as the committee manages them (schedules 1 city
 * primary, 2 re-selection / national entry round, 4 national final; the five schedule times).
 */
export const seasonSchema = z.object({ id: z.number().int(), name: z.string() })

/** Date-times travel as ISO strings; null (or left out) means "not set yet". */
const when = z.iso.datetime({ offset: true, error: 'examAdmin.badTime' }).nullable().default(null)

export const scheduleTimesSchema = z.object({
  signUpStartTime: when,
  signUpEndTime: when,
  examinationStartTime: when,
  examinationEndTime: when,
  publishTime: when,
})

export const raceScheduleSchema = scheduleTimesSchema.extend({
  id: z.number().int(),
  season: z.number().int(),
  activityType: z.number().int(),
  raceSchedule: z.number().int(),
})
export type RaceSchedule = z.infer<typeof raceScheduleSchema>

export const getExamCalendar = defineCall({
  method: 'GET',
  paths: ['/admin/examCalendar'],
  request: z.object({}),
  response: z.object({ seasons: z.array(seasonSchema), schedules: z.array(raceScheduleSchema) }),
})

/** Season names read like 2024~2025. */
export const saveSeason = defineCall({
  method: 'POST',
  paths: ['/admin/seasons'],
  request: z.object({
    id: z.coerce.number().int().min(1).max(99),
    name: z
      .string()
      .trim()
      .regex(/^\d{4}~\d{4}$/, { error: 'examAdmin.seasonName' })
      .refine((name) => Number(name.slice(5)) === Number(name.slice(0, 4)) + 1, {
        error: 'examAdmin.seasonYears',
      }),
  }),
  response: seasonSchema,
})

const order = (earlier: string | null, later: string | null) =>
  earlier === null || later === null || Date.parse(earlier) < Date.parse(later)

/** Sign-up, then the examination, then the results: each window opens before it closes. */
export const saveRaceSchedule = defineCall({
  method: 'POST',
  paths: ['/admin/raceSchedules'],
  request: scheduleTimesSchema
    .extend({
      id: z.coerce.number().int().positive().optional(),
      season: z.coerce.number().int().positive(),
      activityType: z.coerce.number().int().min(1).max(9).default(1),
      raceSchedule: z.coerce
        .number()
        .int()
        .refine((value) => raceSchedules.some((r) => r.value === value), {
          error: 'examAdmin.raceScheduleUnknown',
        }),
    })
    .refine((s) => order(s.signUpStartTime, s.signUpEndTime), {
      path: ['signUpEndTime'],
      error: 'examAdmin.signUpOrder',
    })
    .refine((s) => order(s.examinationStartTime, s.examinationEndTime), {
      path: ['examinationEndTime'],
      error: 'examAdmin.examinationOrder',
    })
    .refine((s) => s.publishTime === null || order(s.examinationEndTime, s.publishTime), {
      path: ['publishTime'],
      error: 'examAdmin.publishOrder',
    }),
  response: raceScheduleSchema,
})
