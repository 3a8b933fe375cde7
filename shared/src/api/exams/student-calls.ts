import { z } from 'zod'
import { defineCall } from '../contract'
import { progressSchema } from './progress'

/** The fixed exam keys of the specification's calls (season, race schedule, activity type). */
const examKeys = {
  season: z.coerce.number().int().optional(),
  raceSchedule: z.coerce.number().int().optional(),
  activityType: z.coerce.number().int().optional(),
}
const quizId = z.coerce.number({ error: 'exam.quizIdRequired' }).int().positive()

export const sectionLetters = ['A', 'B', 'C', 'D', 'E'] as const

/**
 * A question as a student sees it. `answer` is only sent for example questions (quizForm 1), whose
 * answers are shown preselected; real answers stay on the server until the exam has ended (a write
 * question's character too, so no outline of it can reach the page while it is open).
 */
export const examQuestionSchema = z.object({
  id: z.number().int(),
  formQuizId: z.number().int(),
  quizNumber: z.number().int(),
  quizSequence: z.number().int(),
  quizForm: z.union([z.literal(0), z.literal(1)]),
  section: z.enum(sectionLetters),
  quizTypeStr: z.string(),
  description: z.string(),
  engDescription: z.string(),
  /** "choice": pick among the options; "write": write the answer character by hand (strokes as JSON). */
  kind: z.enum(['choice', 'write']),
  /** The pinyin a write question reads out; empty for choice questions. */
  pinyin: z.string(),
  /** Comma-separated options; an option containing http is an image URL. */
  choice: z.string(),
  answer: z.string().nullable(),
  userAnswer: z.string().nullable(),
  total: z.number().int(),
})
export type ExamQuestion = z.infer<typeof examQuestionSchema>

export const queryTheOnlineQuizForm = defineCall({
  method: 'GET',
  paths: ['/formMatch/queryTheOnlineQuizForm'],
  request: z.object(examKeys),
  response: z.object({
    id: z.number().int(),
    name: z.string(),
    formExplain: z.string(),
    questionExplain: z.string(),
    secondsPerQuestion: z.number().int(),
    total: z.number().int(),
  }),
})

export const getProgress = defineCall({
  method: 'GET',
  paths: ['/formMatch/getProgress'],
  request: z.object({ quizId: quizId.optional() }),
  response: progressSchema,
})

export const queryTheOnlineQuizFormListPage = defineCall({
  method: 'GET',
  paths: ['/formMatch/queryTheOnlineQuizFormListPage'],
  request: z.object({
    ...examKeys,
    quizId,
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().default(1),
  }),
  response: z.object({ total: z.number().int(), list: z.array(examQuestionSchema) }),
})

export const progressBarSectionSchema = z.object({
  flag: z.enum(sectionLetters),
  quizNum: z.number().int(),
  answerNum: z.number().int(),
})
export const queryTheProgressBar = defineCall({
  method: 'POST',
  paths: ['/formMatch/queryTheProgressBar'],
  request: z.object({ ...examKeys, quizId }),
  response: z.array(progressBarSectionSchema),
})

export const queryTheOnlineFormAnswer = defineCall({
  method: 'POST',
  paths: ['/formMatch/queryTheOnlineFormAnswer'],
  request: z.object({
    ...examKeys,
    quizId,
    formQuizId: z.coerce.number().int().optional(),
    quizNumber: z.coerce.number().int().min(1),
    quizSequence: z.coerce.number().int().optional(),
  }),
  response: z.object({ list: z.array(examQuestionSchema), pageNum: z.number().int() }),
})

/** A choice answer's longest form. */
export const MAX_CHOICE_ANSWER = 500
/**
 * The longest answer any question takes: a write question's strokes as JSON with whole-number
 * coordinates (the drawing's bounded points at about 14 characters each).
 */
export const MAX_ANSWER = 60_000

export const saveAnswerSchema = z.object({
  ...examKeys,
  quizId,
  quizInfoId: z.coerce.number().int().positive(),
  /** Comma-joined choices, or a write question's strokes as JSON; empty clears the answer. */
  userAnswer: z.string().max(MAX_ANSWER),
  /** Increases with every change the student makes; a lower or equal one never overwrites. */
  revision: z.coerce.number().int().min(0).default(0),
})
export const saveTheOnlineFormAnswer = defineCall({
  method: 'POST',
  paths: ['/formMatch/saveTheOnlineFormAnswer'],
  request: saveAnswerSchema,
  response: z.object({ revision: z.number().int(), receivedAt: z.number() }),
})

/** data 2: unfinished questions remain; 1: all answered. */
export const queryWhetherUnfinishedQuestions = defineCall({
  method: 'GET',
  paths: ['/formMatch/queryWhetherUnfinishedQuestions'],
  request: z.object({ ...examKeys, quizId }),
  response: z.union([z.literal(1), z.literal(2)]),
})

export const saveQuizMatchAnswer = defineCall({
  method: 'POST',
  paths: ['/formMatch/saveQuizMatchAnswer'],
  request: z.object({ ...examKeys, quizId }),
  response: z.null(),
})

export const answerGroupSchema = z.object({
  quizTypeStr: z.string(),
  quizNum: z.number().int(),
  noAnswerNum: z.number().int(),
  answerResults: z.array(
    z.object({ quizNumber: z.number().int(), questionId: z.number().int(), isAnswer: z.boolean() }),
  ),
})
export const queryQuizMatchAnswer = defineCall({
  method: 'POST',
  paths: ['/formMatch/queryQuizMatchAnswer'],
  request: z.object({ ...examKeys, quizId }),
  response: z.array(answerGroupSchema),
})

/** The student confirmed the information modal: counted in the judge's lobby. */
export const confirmExamInfo = defineCall({
  method: 'POST',
  paths: ['/formMatch/confirmInfo'],
  request: z.object({ quizId }),
  response: z.null(),
})
