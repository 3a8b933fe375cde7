import { z } from 'zod'
import { defineCall } from '../contract'

/** Word difficulty: 1 qualified, 2 improve, 3 think about it. */
export const WORD_DIFFICULTIES = [1, 2, 3] as const
/** Most words one import (sheet or scanning pen) may add. */
export const MAX_IMPORT_ROWS = 2000

export const planWordSchema = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  word: z.string(),
  teachingTask: z.string(),
  source: z.string(),
  difficulty: z.number().int(),
})
export type PlanWord = z.infer<typeof planWordSchema>

export const wordFieldsSchema = z.object({
  word: z.string().trim().min(1, { error: 'word.required' }).max(40),
  teachingTask: z.string().trim().max(200).default(''),
  source: z.string().trim().max(100).default(''),
  difficulty: z.coerce
    .number({ error: 'word.difficultyInvalid' })
    .int()
    .refine((n) => (WORD_DIFFICULTIES as readonly number[]).includes(n), { error: 'word.difficultyInvalid' })
    .default(1),
})
export type WordFields = z.input<typeof wordFieldsSchema>

/** The names a sheet may give a difficulty instead of its number (Chinese or English, any case). */
export const DIFFICULTY_NAMES: Readonly<Record<string, (typeof WORD_DIFFICULTIES)[number]>> = {
  合格: 1,
  提高: 2,
  思考: 3,
  qualified: 1,
  improve: 2,
  'think about it': 3,
}

/** A word row of an import: as a word of the form, its difficulty given as 1-3 or by name (合格/提高/思考). */
export const importWordSchema = wordFieldsSchema.extend({
  difficulty: z.preprocess(
    (v) => (typeof v === 'string' ? (DIFFICULTY_NAMES[v.trim().toLowerCase()] ?? v) : v),
    wordFieldsSchema.shape.difficulty,
  ),
})

export const getPlanWordList = defineCall({
  method: 'GET',
  paths: ['/studyPlan/getPlanWordList'],
  request: z.object({ planId: z.coerce.number().int().positive() }),
  response: z.object({ planName: z.string(), words: z.array(planWordSchema) }),
})

export const savePlanWord = defineCall({
  method: 'POST',
  paths: ['/studyPlan/savePlanWord'],
  request: wordFieldsSchema.extend({
    id: z.coerce.number().int().positive().optional(),
    planId: z.coerce.number().int().positive(),
  }),
  response: z.object({ id: z.number().int() }),
})

export const deletePlanWord = defineCall({
  method: 'POST',
  paths: ['/studyPlan/deletePlanWord'],
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: z.null(),
})

/**
 * Batch import of words, from the .xlsx template (rows read in the browser) or from the scanning pen
 * (source "pen"): all rows are checked first, and one bad row adds nothing.
 */
export const importPlanWords = defineCall({
  method: 'POST',
  paths: ['/studyPlan/importPlanWords'],
  request: z.object({
    planId: z.coerce.number().int().positive(),
    source: z.enum(['xlsx', 'pen']).default('xlsx'),
    rows: z.array(z.unknown()).min(1, { error: 'import.rowsRequired' }).max(MAX_IMPORT_ROWS),
  }),
  response: z.object({ imported: z.number().int() }),
})
