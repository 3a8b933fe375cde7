import { z } from 'zod'
import { defineCall } from '../contract'
import { multiline } from '../plain-text'
import { paperApplySchema, shipmentSchema } from './paper-apply'

/** The committee's list: every school's application of a season, with how many scores are recorded. */
export const adminPaperApplySchema = paperApplySchema.extend({
  schoolProvince: z.string(),
  schoolCity: z.string(),
  schoolArea: z.string(),
  scoreCount: z.number().int(),
})
export type AdminPaperApply = z.infer<typeof adminPaperApplySchema>

export const listPaperApplies = defineCall({
  method: 'GET',
  paths: ['/admin/paperApplies'],
  request: z.object({
    season: z.coerce.number().int().positive().optional(),
    status: z.coerce.number().int().min(0).max(7).optional(),
  }),
  response: z.array(adminPaperApplySchema),
})

export const reviewPaperApply = defineCall({
  method: 'POST',
  paths: ['/admin/paperApplies/review'],
  request: z
    .object({
      id: z.coerce.number().int().positive(),
      decision: z.enum(['approve', 'reject']),
      reason: multiline(z.string().trim().max(200)).default(''),
    })
    .refine((r) => r.decision === 'approve' || r.reason.length > 0, {
      path: ['reason'],
      message: 'review.reasonRequired',
    }),
  response: z.null(),
})

/** Papers sent to the school: 1 → 3 with the carrier and tracking number. */
export const dispatchPaperApply = defineCall({
  method: 'POST',
  paths: ['/admin/paperApplies/dispatch'],
  request: shipmentSchema.extend({ id: z.coerce.number().int().positive() }),
  response: z.null(),
})

/** The committee's other steps: 3 → 4 papers returned, 5 → 6 scores ready for release, 6 → 7 released. */
export const advanceTargets = [4, 6, 7] as const
export const advancePaperApply = defineCall({
  method: 'POST',
  paths: ['/admin/paperApplies/advance'],
  request: z.object({
    id: z.coerce.number().int().positive(),
    to: z.coerce.number().pipe(z.union(advanceTargets.map((t) => z.literal(t)))),
  }),
  response: z.null(),
})

/** One row of the score template. Sex accepts 男/女, M/F, 1/0. */
export const importScoreRowSchema = z.object({
  scoreName: z.string({ error: 'score.nameRequired' }).trim().min(1, 'score.nameRequired').max(100),
  scoreSex: z.preprocess(
    (v) => {
      const s = String(v ?? '')
        .trim()
        .toLowerCase()
      if (['男', 'm', 'male', '1'].includes(s)) return 1
      if (['女', 'f', 'female', '0'].includes(s)) return 0
      return v
    },
    z.union([z.literal(0), z.literal(1)], { error: 'score.sexInvalid' }),
  ),
  scoreGrade: z.coerce
    .number({ error: 'score.gradeInvalid' })
    .int('score.gradeInvalid')
    .min(1, 'score.gradeInvalid')
    .max(9, 'score.gradeInvalid'),
  scores: z.coerce
    .number({ error: 'score.scoresInvalid' })
    .min(0, 'score.scoresInvalid')
    .max(1000, 'score.scoresInvalid'),
  scoreCode: z.string({ error: 'score.codeRequired' }).trim().min(1, 'score.codeRequired').max(40),
  nationality: z.string().trim().max(60).nullish(),
  scorePhoneOne: z
    .string()
    .trim()
    .regex(/^(1[3-9]\d{9})?$/, 'phone.invalid')
    .nullish(),
})
export type ImportScoreRow = z.input<typeof importScoreRowSchema>

/**
 * Scores of one application from the .xlsx template: every row is checked, errors are reported by row
 * (fields "rows.N.column") and nothing is stored unless all rows are good. Allowed at 4 or 5; sets 5.
 */
export const importPaperScores = defineCall({
  method: 'POST',
  paths: ['/admin/paperApplies/importScores'],
  request: z.object({
    id: z.coerce.number().int().positive(),
    raceSchedule: z.coerce.number().int().positive().default(1),
    rows: z.array(importScoreRowSchema).min(1, 'score.rowsRequired').max(5000),
  }),
  response: z.object({ imported: z.number().int() }),
})
