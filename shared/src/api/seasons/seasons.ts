import { z } from 'zod'
import { defineCall } from '../contract'
import { yuan } from '../orders/products'

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
  /**
   * The fees of the current season's products on sale, in yuan: a speller's entry, a school's
   * enrolment, a team. null when that product is not on sale (or the season has none).
   */
  fees: z.object({ individual: yuan.nullable(), school: yuan.nullable(), team: yuan.nullable() }),
  /** Team sign-ups are taken while the season's team product is on sale. */
  teamEntries: z.enum(['open', 'closed']),
})
export type SeasonOverview = z.infer<typeof seasonOverviewSchema>

/**
 * The current season for the public pages: its stages and entry state, the fees of its products on
 * sale and whether team entries are open.
 */
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
