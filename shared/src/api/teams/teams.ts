import { z } from 'zod'
import { PHONE_PATTERN } from '../../validators/phone'
import { codeTypes } from '../accounts/codes'
import { defineCall } from '../contract'

/** A school has at most 2 teams in one group; a team has at most 7 members (the fee is the season's product). */
export const MAX_TEAMS_PER_GROUP = 2
export const MAX_TEAM_MEMBERS = 7
export const TEAM_MIN_AGE = 7
export const TEAM_MAX_AGE = 18
export const TEAM_CODE_TYPE = codeTypes.teamSignUp
/** Team sign-up channel "1". Team competition activity type 2. */
export const TEAM_CHANNEL = '1'
export const TEAM_ACTIVITY_TYPE = 2
/** Team order codes: category 2, subCategory 8, subTypeCategory 2; payment process type 3. */
export const TEAM_ORDER = {
  category: 2,
  subCategory: 8,
  subTypeCategory: 2,
  processType: 3,
  productFlag: 'team',
} as const

/** Lifecycle: submitted → review → approved | failed (→ review again on resubmission). */
export const TEAM_STATUS = ['submitted', 'review', 'approved', 'failed'] as const
export type TeamStatus = (typeof TEAM_STATUS)[number]
/** payed: 0 unpaid, 1 paid, 2 refunded. */
export const TEAM_PAYED = { unpaid: 0, paid: 1, refunded: 2 } as const

/** The four games of the team competition, in their order. */
export const TEAM_GAMES = ['speedSpell', 'magicComponents', 'pastPresent', 'showSpell'] as const
export type TeamGame = (typeof TEAM_GAMES)[number]
/** The highest score the committee may record for one game. */
export const TEAM_GAME_MAX_SCORE = 1000

export const clubSchema = z.object({
  id: z.number().int(),
  clubName: z.string(),
  schoolId: z.number().int().nullable(),
  clubLevel: z.number().int(),
  /**
   * The asking school already has MAX_TEAMS_PER_GROUP teams of this club's group this season, so no
   * further team may sign up under it (always false for a visitor).
   */
  full: z.boolean(),
})
export type Club = z.infer<typeof clubSchema>

export const getClubList = defineCall({
  method: 'GET',
  paths: ['/club/getClubList'],
  request: z.object({}),
  response: z.array(clubSchema),
})

export const teamSignUpSchema = z.object({
  season: z.coerce.number().int().positive().optional(),
  activityName: z.string().max(100).optional(),
  clubId: z.coerce.number({ error: 'team.clubRequired' }).int().positive({ error: 'team.clubRequired' }),
  teamName: z
    .string({ error: 'team.nameRequired' })
    .trim()
    .min(1, { error: 'team.nameRequired' })
    .max(40, { error: 'team.nameTooLong' }),
  teacherName: z
    .string({ error: 'team.teacherRequired' })
    .trim()
    .min(1, { error: 'team.teacherRequired' })
    .max(20, { error: 'team.teacherTooLong' }),
  phone: z
    .string({ error: 'student.phoneRequired' })
    .trim()
    .min(1, { error: 'student.phoneRequired' })
    .regex(PHONE_PATTERN, { error: 'student.phoneInvalid' }),
  code: z.string({ error: 'team.codeRequired' }).trim().min(1, { error: 'team.codeRequired' }),
  /** Both taken from the chosen club by the client; the server reads them from the club itself. */
  schoolId: z.coerce.number().int().optional().nullable(),
  teamLevel: z.coerce.number().int().optional(),
  codeType: z.coerce.number().int().default(TEAM_CODE_TYPE),
  channel: z.string().default(TEAM_CHANNEL),
  activityType: z.coerce.number().int().default(TEAM_ACTIVITY_TYPE),
})
export type TeamSignUp = z.input<typeof teamSignUpSchema>

export const saveTeamClub = defineCall({
  method: 'POST',
  paths: ['/team/saveTeamClub'],
  request: teamSignUpSchema,
  response: z.object({ teamId: z.number().int() }),
})

export const teamRowSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  season: z.number().int(),
  teamLevel: z.number().int(),
  clubName: z.string(),
  teacherMasterName: z.string(),
  teacherMasterPhone: z.string(),
  payed: z.number().int(),
  status: z.enum(TEAM_STATUS),
  confirmed: z.boolean(),
  memberCount: z.number().int(),
})
export type TeamRow = z.infer<typeof teamRowSchema>

export const getTeamListByActivityType = defineCall({
  method: 'GET',
  paths: ['/team/getTeamListByActivityType'],
  request: z.object({
    season: z.coerce.number().int().positive().optional(),
    teamLevel: z.coerce.number().int().optional(),
    activityType: z.coerce.number().int().optional(),
    teamName: z.string().trim().max(40).optional(),
    payed: z.coerce.number().int().min(0).max(2).optional(),
  }),
  response: z.array(teamRowSchema),
})

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  sex: z.number().int(),
})

export const teamInfoSchema = z.object({
  teamId: z.number().int(),
  schoolName: z.string(),
  teamLevel: z.number().int(),
  teamNum: z.number().int(),
  teamName: z.string(),
  userName: z.string(),
  phone: z.string(),
  clubName: z.string(),
  season: z.number().int(),
  status: z.enum(TEAM_STATUS),
  reason: z.string().nullable(),
  payed: z.number().int(),
  confirmed: z.boolean(),
  certificateCode: z.string().nullable(),
  progress: z.string().nullable(),
  score: z.number().nullable(),
  members: z.array(teamMemberSchema),
})
export type TeamInfo = z.infer<typeof teamInfoSchema>

export const getTeamInfo = defineCall({
  method: 'GET',
  paths: ['/team/getTeamInfo'],
  request: z.object({ teamId: z.coerce.number().int().positive() }),
  response: teamInfoSchema,
})

export const teamResultRowSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  season: z.number().int(),
  teamLevel: z.number().int(),
  clubName: z.string(),
  status: z.enum(TEAM_STATUS),
  payed: z.number().int(),
  confirmed: z.boolean(),
  /** What the committee recorded (for example the round reached); null until results exist. */
  progress: z.string().nullable(),
  /** The four game scores; null until the committee records them. */
  games: z.record(z.enum(TEAM_GAMES), z.number()).nullable(),
  total: z.number().nullable(),
  rank: z.number().int().nullable(),
})
export type TeamResultRow = z.infer<typeof teamResultRowSchema>

/**
 * The asking school's own teams with their results: one season (the current one by default), or
 * every season for the history page.
 */
export const getTeamResults = defineCall({
  method: 'GET',
  paths: ['/team/getTeamResults'],
  request: z.object({
    season: z.coerce.number().int().positive().optional(),
    /** "history": every season, newest first. */
    scope: z.enum(['season', 'history']).default('season'),
  }),
  response: z.array(teamResultRowSchema),
})
