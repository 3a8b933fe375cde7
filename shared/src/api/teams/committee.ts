import { z } from 'zod'
import { defineCall } from '../contract'
import { recordTransferSchema } from '../orders/admin-transfers'
import { multiline } from '../plain-text'
import { TEAM_GAME_MAX_SCORE, TEAM_GAMES, TEAM_STATUS, teamMemberSchema, teamRowSchema } from './teams'

export const committeeTeamRowSchema = teamRowSchema.extend({
  schoolName: z.string(),
  reason: z.string().nullable(),
  certificateCode: z.string().nullable(),
  orderNo: z.string().nullable(),
  progress: z.string().nullable(),
  score: z.number().nullable(),
  games: z.record(z.enum(TEAM_GAMES), z.number()).nullable(),
  rank: z.number().int().nullable(),
  /** The members the committee reviews: name, age and sex. */
  members: z.array(teamMemberSchema),
})
export type CommitteeTeamRow = z.infer<typeof committeeTeamRowSchema>

export const listAllTeams = defineCall({
  method: 'GET',
  paths: ['/admin/team/list'],
  request: z.object({ status: z.enum(TEAM_STATUS).optional() }),
  response: z.array(committeeTeamRowSchema),
})

/** review → approved, or → failed with a reason. */
export const reviewTeam = defineCall({
  method: 'POST',
  paths: ['/admin/team/review'],
  request: z
    .object({
      teamId: z.coerce.number().int().positive(),
      approve: z.boolean(),
      reason: multiline(z.string().trim().max(200)).optional(),
    })
    .refine((v) => v.approve || Boolean(v.reason), { error: 'team.reasonRequired', path: ['reason'] }),
  response: z.null(),
})

/** An approved and paid team is confirmed; its participation certificate is issued. */
export const confirmTeam = defineCall({
  method: 'POST',
  paths: ['/admin/team/confirm'],
  request: z.object({ teamId: z.coerce.number().int().positive() }),
  response: z.object({ certificateCode: z.string() }),
})

/**
 * The committee received the team's fee by bank transfer: recorded as a transfer against the team's
 * open order (or one placed for the school), settled by the order core. Unless given, the transfer is
 * dated today, from the school, of the order's amount; another amount is refused.
 */
export const markTeamPaidByCommittee = defineCall({
  method: 'POST',
  paths: ['/admin/team/markPaid'],
  request: z.object({
    teamId: z.coerce.number().int().positive(),
    orderNo: z.string().trim().max(32).optional(),
    paidOn: recordTransferSchema.shape.paidOn.optional(),
    payer: z.string().trim().max(100, 'transfer.payerTooLong').optional(),
    amount: recordTransferSchema.shape.amount.optional(),
  }),
  response: z.null(),
})

// Not coerced: a blank field (null) must read as missing, not as a score of 0.
const gameScore = z
  .number({ error: 'teamResult.scoreRequired' })
  .min(0, { error: 'teamResult.scoreInvalid' })
  .max(TEAM_GAME_MAX_SCORE, { error: 'teamResult.scoreInvalid' })

export const teamResultInputSchema = z.object({
  teamId: z.coerce.number().int().positive(),
  progress: z
    .string({ error: 'teamResult.progressRequired' })
    .trim()
    .min(1, { error: 'teamResult.progressRequired' })
    .max(200, { error: 'teamResult.progressTooLong' }),
  /** The scores of the four games; the total is their sum, worked out by the server. */
  games: z.object(
    {
      speedSpell: gameScore,
      magicComponents: gameScore,
      pastPresent: gameScore,
      showSpell: gameScore,
    },
    { error: 'teamResult.scoreRequired' },
  ),
  rank: z
    .number({ error: 'teamResult.rankInvalid' })
    .int({ error: 'teamResult.rankInvalid' })
    .min(1, { error: 'teamResult.rankInvalid' })
    .max(10_000, { error: 'teamResult.rankInvalid' })
    .nullable()
    .optional(),
})
export type TeamResultInput = z.input<typeof teamResultInputSchema>

/** The committee records (or corrects) a team's results of its season. */
export const recordTeamResult = defineCall({
  method: 'POST',
  paths: ['/admin/team/recordResult'],
  request: teamResultInputSchema,
  response: z.object({ total: z.number() }),
})

/** Club levels: 1 primary, 2 junior high, 3 senior high. */
export const CLUB_LEVELS = [1, 2, 3] as const

export const clubInputSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  clubName: z
    .string({ error: 'club.nameRequired' })
    .trim()
    .min(1, { error: 'club.nameRequired' })
    .max(60, { error: 'club.nameTooLong' }),
  /** The school the club belongs to; none means a club open to every school. */
  schoolId: z.coerce.number().int().positive({ error: 'club.schoolNotFound' }).nullable().optional(),
  clubLevel: z.coerce
    .number({ error: 'club.levelRequired' })
    .int({ error: 'club.levelRequired' })
    .min(1, { error: 'club.levelRequired' })
    .max(3, { error: 'club.levelRequired' }),
})
export type ClubInput = z.input<typeof clubInputSchema>

export const committeeClubRowSchema = z.object({
  id: z.number().int(),
  clubName: z.string(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  clubLevel: z.number().int(),
  teamCount: z.number().int(),
})
export type CommitteeClubRow = z.infer<typeof committeeClubRowSchema>

export const listClubs = defineCall({
  method: 'GET',
  paths: ['/admin/club/list'],
  request: z.object({
    schoolId: z.coerce.number().int().positive().optional(),
    clubName: z.string().trim().max(60).optional(),
  }),
  response: z.array(committeeClubRowSchema),
})

/** Creates a club, or edits one (its school and level stay fixed once teams signed up under it). */
export const saveClub = defineCall({
  method: 'POST',
  paths: ['/admin/club/save'],
  request: clubInputSchema,
  response: committeeClubRowSchema,
})

/** Deletes a club that no team signed up under. */
export const deleteClub = defineCall({
  method: 'POST',
  paths: ['/admin/club/delete'],
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: z.null(),
})
