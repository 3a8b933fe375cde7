import { z } from 'zod'
import { defineCall } from '../contract'

/**
 * How the students answered one question, for the hall's projector: each option with the number of
 * answers that chose it and whether it is right. Only once the question's time is up, so the right answer
 * never reaches a screen while the question is still open.
 */
export const getAnswerShares = defineCall({
  method: 'GET',
  paths: ['/judge/exam/shares'],
  request: z.object({
    quizId: z.coerce.number().int().positive(),
    questionId: z.coerce.number().int().positive(),
  }),
  response: z.object({
    questionId: z.number().int(),
    /** Students who gave an answer (an option chosen); each option's share is its count over this. */
    answered: z.number().int(),
    /**
     * "write": the students wrote the character; its one option is the character, counting the
     * drawings graded right (the rest of the answers were wrong).
     */
    kind: z.enum(['choice', 'write']),
    options: z.array(z.object({ choice: z.string(), count: z.number().int(), correct: z.boolean() })),
  }),
})
export type AnswerShares = z.output<(typeof getAnswerShares)['response']>
