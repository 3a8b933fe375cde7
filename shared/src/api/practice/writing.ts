import { z } from 'zod'
import { strokesSchema } from '../../handwriting/strokes-schema'
import { defineCall } from '../contract'
import { INT_MAX } from '../numbers'
import { saveQuiz } from './exercises'

const id = z.coerce
  .number({ error: 'practice.quizRequired' })
  .int()
  .positive('practice.quizRequired')
  .max(INT_MAX, 'practice.quizRequired')

/**
 * One handwritten answer: the question and the strokes drawn for it. Nothing else is accepted, so a
 * client cannot slip in a verdict of its own; the server grades the strokes against the character.
 */
export const writtenAnswerSchema = z.strictObject({ questionId: id, strokes: strokesSchema })

/** How one handwritten character was graded (the character itself is not told before the attempt is saved). */
const writingGradeSchema = z.object({
  isRight: z.boolean(),
  matchedStrokeCount: z.number().int(),
  strokeCount: z.number().int(),
})

/**
 * Grades one "listen and write" question's drawing, so the page can say at once whether it is right;
 * three times an hour per question and thirty in all, after which the answer is handed in instead.
 */
export const checkWriting = defineCall({
  method: 'POST',
  paths: ['/exercises/checkWriting'],
  request: writtenAnswerSchema,
  response: writingGradeSchema,
})

/**
 * Saves a finished "listen and write" attempt: the server grades every drawing again and scores and
 * times the attempt as it does the other quiz types; a question without a drawing counts as unanswered.
 */
export const saveWritingQuiz = defineCall({
  method: 'POST',
  paths: ['/exercises/saveWritingQuiz'],
  request: z.object({
    quizId: id,
    answers: z.array(writtenAnswerSchema).max(10),
    timestamp: z.coerce.number().int().min(0).max(86_400).default(0),
  }),
  response: saveQuiz.response,
})
