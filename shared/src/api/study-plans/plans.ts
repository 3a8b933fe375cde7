import { z } from 'zod'
import { defineCall } from '../contract'

/** A plan's state, from its dates in China time: not started, in progress, ended. */
export const PLAN_STATE = { ended: 0, inProgress: 1, notStarted: 2 } as const

/** Study plan types: weekly, monthly, semester, academic year. */
export const PLAN_TYPES = [1, 2, 3, 4] as const
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'plan.timeRequired' })

export const studyPlanSchema = z.object({
  id: z.number().int(),
  planName: z.string(),
  planType: z.number().int(),
  firstAttr: z.string(),
  secondAttr: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  creatorName: z.string(),
  state: z.number().int(),
  createdAt: z.string(),
  wordCount: z.number().int(),
})
export type StudyPlan = z.infer<typeof studyPlanSchema>

export const studyPlanFormSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    planName: z.string().trim().min(1, { error: 'plan.nameRequired' }).max(60),
    planType: z.coerce
      .number({ error: 'plan.typeRequired' })
      .int()
      .refine((n) => (PLAN_TYPES as readonly number[]).includes(n), { error: 'plan.typeRequired' }),
    firstAttr: z.string().trim().max(40).default(''),
    secondAttr: z.string().trim().max(40).default(''),
    startDate: dateText,
    endDate: dateText,
  })
  .refine((v) => v.endDate >= v.startDate, { error: 'plan.endBeforeStart', path: ['endDate'] })
export type StudyPlanForm = z.input<typeof studyPlanFormSchema>

export const getStudyPlanList = defineCall({
  method: 'GET',
  paths: ['/studyPlan/getStudyPlanList'],
  request: z.object({ planName: z.string().trim().max(60).optional() }),
  response: z.array(studyPlanSchema),
})

export const saveStudyPlan = defineCall({
  method: 'POST',
  paths: ['/studyPlan/saveStudyPlan'],
  request: studyPlanFormSchema,
  response: z.object({ id: z.number().int() }),
})

export const deleteStudyPlan = defineCall({
  method: 'POST',
  paths: ['/studyPlan/deleteStudyPlan'],
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: z.null(),
})
