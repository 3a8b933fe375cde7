import { z } from 'zod'
import { defineCall } from '../contract'

/** Most strokes a character of the bank has (hanzi-writer-data tops out near 30). */
const MAX_STROKES = 64

/** One "Write it" attempt: the mistakes made on each stroke, in stroke order. */
export const writingAttemptSchema = z.object({
  cword: z.string().regex(/^\p{Script=Han}$/u, 'lexicon.oneCharacter'),
  strokeMistakes: z
    .array(z.number().int().min(0).max(99), { error: 'lexicon.badWriting' })
    .min(1, 'lexicon.badWriting')
    .max(MAX_STROKES, 'lexicon.badWriting'),
})

export const writingRecordSchema = writingAttemptSchema.extend({
  id: z.number().int(),
  totalMistakes: z.number().int(),
  createdAt: z.string(),
})
export type WritingRecord = z.infer<typeof writingRecordSchema>

/** A student keeps a finished attempt in their writing practice history. */
export const saveWriting = defineCall({
  method: 'POST',
  paths: ['/word/writing'],
  request: writingAttemptSchema,
  response: writingRecordSchema,
})

/** The student's latest attempts, newest first; of one character when cword is given. */
export const writingHistory = defineCall({
  method: 'GET',
  paths: ['/word/writing/history'],
  request: z.object({
    cword: z
      .string()
      .regex(/^\p{Script=Han}$/u, 'lexicon.oneCharacter')
      .optional(),
  }),
  response: z.object({ list: z.array(writingRecordSchema) }),
})
