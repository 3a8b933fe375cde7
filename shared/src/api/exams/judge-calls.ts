import { z } from 'zod'
import { defineCall } from '../contract'
import { progressSchema } from './progress'
import { examQuestionSchema } from './student-calls'

export const examSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  season: z.number().int(),
  raceSchedule: z.number().int(),
  secondsPerQuestion: z.number().int(),
  /** When the exam's window opens (ms since 1970); before it the judge sees the exam but cannot press. */
  opensAt: z.number().int(),
  /** Whether the window has opened, on the server's clock. */
  opened: z.boolean(),
  total: z.number().int(),
  progress: progressSchema,
})

/**
 * The judge's exams that have not closed, those whose window is still to come included (a judge signs
 * in early): each says when it opens; no press is taken before then. The committee sees every exam.
 */
export const listJudgeExams = defineCall({
  method: 'GET',
  paths: ['/judge/exams'],
  request: z.object({}),
  response: z.array(examSummarySchema),
})

export const examCountsSchema = z.object({
  quizId: z.number().int(),
  enrolled: z.number().int(),
  connected: z.number().int(),
  confirmed: z.number().int(),
  /** Answers received for the current question. */
  answered: z.number().int(),
  submitted: z.number().int(),
})
export type ExamCounts = z.infer<typeof examCountsSchema>

export const getJudgeExam = defineCall({
  method: 'GET',
  paths: ['/judge/exam'],
  request: z.object({ quizId: z.coerce.number().int().positive() }),
  response: z.object({
    exam: examSummarySchema,
    /** With their answers: the judge reads them out. */
    questions: z.array(examQuestionSchema),
    counts: examCountsSchema,
    controller: z.object({ userId: z.number().int(), userName: z.string() }).nullable(),
    canControl: z.boolean(),
  }),
})

export const judgeCommandSchema = z.object({
  quizId: z.coerce.number().int().positive(),
  type: z.enum(['start', 'next', 'end']),
  /** The question index the judge saw when pressing; a stale or doubled press is refused. */
  fromIndex: z.coerce.number().int().min(-1),
})
/**
 * A judge's press. After an end (as after the review runs out) the exam is scored once its answers
 * close, about 3 s later.
 */
export const sendJudgeCommand = defineCall({
  method: 'POST',
  paths: ['/judge/command'],
  request: judgeCommandSchema,
  response: progressSchema,
})
