import { z } from 'zod'

/**
 * Where a semi-final stands, as every student and the judge see it. matchEndType: 0 not started,
 * 1 running (questions or review), 2 ended. Times are the server's epoch milliseconds; `serverNow`
 * lets a client correct its own clock.
 */
export const examPhases = ['lobby', 'open', 'closed', 'review', 'ended'] as const
export const progressSchema = z.object({
  quizId: z.number().int(),
  phase: z.enum(examPhases),
  matchEndType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  index: z.number().int(),
  questionId: z.number().int().nullable(),
  endTime: z.number().nullable(),
  reviewEndsAt: z.number().nullable(),
  serverNow: z.number(),
})
export type Progress = z.infer<typeof progressSchema>

/** Review after the last question: 120 s. A save may arrive this long after a deadline. */
export const REVIEW_SECONDS = 120
export const SAVE_GRACE_MS = 2000
export const PROGRESS_POLL_MS = 1000
