import { z } from 'zod'
import { defineCall } from '../contract'

/** Score list page sizes: 10, 20, 40, 80; default 10. Default season 2022~2023, schedule 1. */
export const SCORE_PAGE_SIZES = [10, 20, 40, 80] as const
export const DEFAULT_SCORE_SEASON = 1
export const DEFAULT_RACE_SCHEDULE = 1

export const scoreRowSchema = z.object({
  id: z.number().int(),
  scoreName: z.string(),
  /** 1 male, 0 female (the personal pages' reading). */
  scoreSex: z.number().int(),
  scoreGrade: z.number().int(),
  scores: z.number(),
  scoreCode: z.string(),
  nationality: z.string().nullable(),
  scorePhoneOne: z.string().nullable(),
  season: z.number().int(),
  raceSchedule: z.number().int(),
})
export type ScoreRow = z.infer<typeof scoreRowSchema>

/** Released scores of the asking school (a committee member may name any school). */
export const queryPaperResultScore = defineCall({
  method: 'GET',
  paths: ['/paper/queryPaperResultScore'],
  request: z.object({
    season: z.coerce.number().int().positive().default(DEFAULT_SCORE_SEASON),
    raceSchedule: z.coerce.number().int().positive().default(DEFAULT_RACE_SCHEDULE),
    userName: z.string().trim().max(100).optional(),
    phone: z.string().trim().max(20).optional(),
    schoolId: z.coerce.number().int().positive().optional(),
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (SCORE_PAGE_SIZES as readonly number[]).includes(n), { error: 'score.pageSizeInvalid' })
      .default(10),
  }),
  response: z.object({ rows: z.array(scoreRowSchema), total: z.number().int() }),
})
