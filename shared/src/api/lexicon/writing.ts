import { z } from 'zod'
import { practiceStrokesSchema } from '../../handwriting/strokes-schema'
import { defineCall } from '../contract'

const cword = z.string().regex(/^\p{Script=Han}$/u, 'lexicon.oneCharacter')

/**
 * One "Write it" attempt: every stroke drawn, misses included, in drawing order. The server grades
 * them; a verdict or a count of mistakes from the browser is not accepted.
 */
export const writingAttemptSchema = z.strictObject({ cword, strokes: practiceStrokesSchema })

/** A graded attempt: the mistakes made on each stroke of the character, in stroke order. */
export const writingRecordSchema = z.object({
  cword,
  strokeMistakes: z.array(z.number().int()),
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
    cword: cword.optional(),
  }),
  response: z.object({ list: z.array(writingRecordSchema) }),
})
