import { z } from 'zod'
import { defineCall } from '../contract'

/** Why a question is flagged: almost nobody got it, almost everybody did, or the weaker students did better. */
export const itemFlags = ['tooHard', 'tooEasy', 'negativeDiscrimination'] as const
export type ItemFlag = (typeof itemFlags)[number]

/** Facility under this is too hard, over the other too easy. */
export const FACILITY_BOUNDS = { low: 0.2, high: 0.95 } as const
/** The upper and lower groups are this share of the students, by total score. */
export const GROUP_SHARE = 0.27

export const itemOptionSchema = z.object({
  /** A, B, C… in the order of the choices. */
  label: z.string(),
  choice: z.string(),
  count: z.number().int(),
  right: z.boolean(),
})

export const itemStatsSchema = z.object({
  questionId: z.number().int(),
  quizNumber: z.number().int(),
  answer: z.string(),
  /** Share of the students who took the exam that answered it right; null when nobody took it. */
  facility: z.number().nullable(),
  /** Facility in the upper group minus facility in the lower group; null under two students. */
  discrimination: z.number().nullable(),
  options: z.array(itemOptionSchema),
  noAnswer: z.number().int(),
  /** From the question's opening to the last accepted answer; null when nobody answered or it never opened. */
  medianSeconds: z.number().nullable(),
  flags: z.array(z.enum(itemFlags)),
})
export type ItemStats = z.infer<typeof itemStatsSchema>

export const itemAnalysisSchema = z.object({
  /** Students who took the exam: entered it, answered or submitted. */
  takers: z.number().int(),
  /** Students in each of the upper and lower groups. */
  groupSize: z.number().int(),
  items: z.array(itemStatsSchema),
})
export type ItemAnalysis = z.infer<typeof itemAnalysisSchema>

export const getItemAnalysis = defineCall({
  method: 'GET',
  paths: ['/admin/exam/analysis'],
  request: z.object({ quizId: z.coerce.number({ error: 'exam.quizIdRequired' }).int().positive() }),
  response: itemAnalysisSchema,
})
