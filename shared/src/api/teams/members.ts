import { z } from 'zod'
import { defineCall } from '../contract'
import { TEAM_MAX_AGE, TEAM_MIN_AGE, teamSignUpSchema } from './teams'

export const teamMemberFormSchema = z.object({
  teamId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1, { error: 'student.nameRequired' }).max(40),
  age: z.coerce
    .number({ error: 'team.ageInvalid' })
    .int({ error: 'team.ageInvalid' })
    .min(TEAM_MIN_AGE, { error: 'team.ageInvalid' })
    .max(TEAM_MAX_AGE, { error: 'team.ageInvalid' }),
  /** Student form reading: 1 female, 2 male. */
  sex: z.coerce.number().int().min(1).max(2),
})
export type TeamMemberForm = z.input<typeof teamMemberFormSchema>

export const saveTeamMember = defineCall({
  method: 'POST',
  paths: ['/team/saveTeamMember'],
  request: teamMemberFormSchema,
  response: z.object({ id: z.number().int() }),
})

export const deleteTeamMember = defineCall({
  method: 'POST',
  paths: ['/team/deleteTeamMember'],
  request: z.object({ teamId: z.coerce.number().int().positive(), id: z.coerce.number().int().positive() }),
  response: z.null(),
})

/** The school sends the team's information for review (submitted or failed → review). */
export const submitTeamForReview = defineCall({
  method: 'POST',
  paths: ['/team/submitTeamReview'],
  request: z.object({
    teamId: z.coerce.number().int().positive(),
    teamName: teamSignUpSchema.shape.teamName.optional(),
    teacherName: teamSignUpSchema.shape.teacherName.optional(),
  }),
  response: z.null(),
})

export const teamResultSchema = z.object({ progress: z.string().nullable(), score: z.number().nullable() })
