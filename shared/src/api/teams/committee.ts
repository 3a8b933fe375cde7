import { z } from 'zod'
import { defineCall } from '../contract'
import { clubSchema, TEAM_STATUS, teamRowSchema } from './teams'

export const committeeTeamRowSchema = teamRowSchema.extend({
  schoolName: z.string(),
  reason: z.string().nullable(),
  certificateCode: z.string().nullable(),
  orderNo: z.string().nullable(),
  progress: z.string().nullable(),
  score: z.number().nullable(),
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
      reason: z.string().trim().max(200).optional(),
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

/** A bank transfer the committee received (until the order core pays teams by QR code). */
export const markTeamPaidByCommittee = defineCall({
  method: 'POST',
  paths: ['/admin/team/markPaid'],
  request: z.object({
    teamId: z.coerce.number().int().positive(),
    orderNo: z.string().trim().max(40).optional(),
  }),
  response: z.null(),
})

export const recordTeamResult = defineCall({
  method: 'POST',
  paths: ['/admin/team/recordResult'],
  request: z.object({
    teamId: z.coerce.number().int().positive(),
    progress: z.string().trim().min(1).max(200),
    score: z.coerce.number().min(0).max(1000).nullable().optional(),
  }),
  response: z.null(),
})

export const saveClub = defineCall({
  method: 'POST',
  paths: ['/admin/club/save'],
  request: z.object({
    id: z.coerce.number().int().positive().optional(),
    clubName: z.string().trim().min(1).max(60),
    schoolId: z.coerce.number().int().positive().nullable().optional(),
    clubLevel: z.coerce.number().int().min(1).max(3),
  }),
  response: clubSchema,
})
