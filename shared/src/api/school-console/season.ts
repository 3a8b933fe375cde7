import { z } from 'zod'
import { defineCall } from '../contract'

/** The season activity now open. */
export const seasonActivitySchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  seasonName: z.string(),
  activityType: z.number().int(),
  activityName: z.string(),
  activityNameEn: z.string(),
})
export type SeasonActivity = z.infer<typeof seasonActivitySchema>

/** The individual competition's current season activity: the specification calls it with activity type 1. */
export const getCurrentIndividualSeason = defineCall({
  method: 'GET',
  paths: ['/season/seasonActivityIng/1', '/season/getSeasonActivityIng/1'],
  request: z.object({}),
  response: seasonActivitySchema,
})

export const raceScheduleSchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  raceSchedule: z.number().int(),
  signUpStartTime: z.string().nullable(),
  signUpEndTime: z.string().nullable(),
  examinationStartTime: z.string().nullable(),
  examinationEndTime: z.string().nullable(),
  publishTime: z.string().nullable(),
})

export const getSeasonRaceSchedule = defineCall({
  method: 'GET',
  paths: ['/raceSchedule/getSeasonRaceSchedule'],
  request: z.object({
    activityType: z.coerce.number().int().min(1).max(2).default(1),
    season: z.coerce.number().int().positive(),
  }),
  response: z.array(raceScheduleSchema),
})

/** Every season's individual-competition activity, the newest season first (the season choosers). */
export const getSeasonActivityList = defineCall({
  method: 'GET',
  paths: ['/season/getSeasonActivityList/1'],
  request: z.object({}),
  response: z.array(seasonActivitySchema.extend({ isCurrent: z.boolean() })),
})

const seasonParam = z.coerce.number({ error: 'season.unknown' }).int().positive('season.unknown').max(99)

/** One stage's windows by its id; a season given with it must be the stage's own. */
export const getSeasonRaceScheduleTime = defineCall({
  method: 'GET',
  paths: ['/raceSchedule/getSeasonRaceScheduleTime'],
  request: z.object({
    id: z.coerce.number({ error: 'raceSchedule.unknown' }).int().positive('raceSchedule.unknown'),
    season: seasonParam.optional(),
  }),
  response: raceScheduleSchema,
})

/** The stages of a season (the current one unless given) for the student area, in stage order. */
export const querySeasonRaceSchedule = defineCall({
  method: 'GET',
  paths: ['/raceSchedule/querySeasonRaceSchedule'],
  request: z.object({
    activityType: z.coerce.number().int().min(1).max(2).default(1),
    season: seasonParam.optional(),
  }),
  response: z.array(raceScheduleSchema),
})
