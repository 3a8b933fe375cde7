import { z } from 'zod'
import { defineCall } from '../contract'

/**
 * The season as data: which season is current, its stages and their windows, and whether entries are
 * open. Public pages fill their season and date placeholders from the overview.
 */
export const seasonStageSchema = z.object({
  raceSchedule: z.number().int(),
  stage: z.enum(['preliminary', 'semiFinal', 'final']),
  signUpStartTime: z.string().nullable(),
  signUpEndTime: z.string().nullable(),
  examinationStartTime: z.string().nullable(),
  examinationEndTime: z.string().nullable(),
  publishTime: z.string().nullable(),
})
export type SeasonStage = z.infer<typeof seasonStageSchema>

export const seasonOverviewSchema = z.object({
  season: z.number().int(),
  seasonName: z.string(),
  activityName: z.string(),
  activityNameEn: z.string(),
  /** open: some stage's sign-up window holds now; notYetOpen: a window lies ahead; else closed. */
  entries: z.enum(['open', 'notYetOpen', 'closed']),
  stages: z.array(seasonStageSchema),
})
export type SeasonOverview = z.infer<typeof seasonOverviewSchema>

export const getSeasonOverview = defineCall({
  method: 'GET',
  paths: ['/season/overview'],
  request: z.object({}),
  response: seasonOverviewSchema,
})

export const seasonListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isCurrent: z.boolean(),
})
export type SeasonListItem = z.infer<typeof seasonListItemSchema>

/** Every season, oldest first: the season choosers of the console and the back office. */
export const listSeasons = defineCall({
  method: 'GET',
  paths: ['/season/list'],
  request: z.object({}),
  response: z.array(seasonListItemSchema),
})

export const makeSeasonCurrent = defineCall({
  method: 'POST',
  paths: ['/admin/seasons/current'],
  request: z.object({ id: z.coerce.number().int().min(1).max(99) }),
  response: z.null(),
})

/** The character bank password of a season (quoted in paid-entry and paper-approval e-mails and the paid student's area). */
export const setSeasonCharacterBankPassword = defineCall({
  method: 'POST',
  paths: ['/admin/seasons/characterBankPassword'],
  request: z.object({
    season: z.coerce.number().int().min(1).max(99),
    password: z
      .string()
      .trim()
      .min(6, { error: 'season.passwordLength' })
      .max(64, { error: 'season.passwordLength' }),
  }),
  response: z.null(),
})
