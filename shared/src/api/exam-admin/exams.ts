import { z } from 'zod'
import { defineCall } from '../contract'
import { downloadSchema } from '../download'
import { progressSchema } from '../exams/progress'
import { multiline } from '../plain-text'
import { adminQuestionSchema } from './questions'

const quizId = z.coerce.number({ error: 'exam.quizIdRequired' }).int().positive()

export const SECONDS_PER_QUESTION = { min: 10, max: 600, default: 60 } as const

/** What the committee sets for an exam; its entry window comes from the race schedule's examination times. */
export const examSettingsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  season: z.coerce.number().int().positive(),
  raceSchedule: z.coerce.number().int().positive(),
  activityType: z.coerce.number().int().min(1).max(9).default(1),
  /** Instructions in Chinese and in English (the exam page's CN/EN toggle shows one or the other). */
  formExplain: multiline(z.string().trim().min(1).max(4000)),
  questionExplain: multiline(z.string().trim().min(1).max(4000)),
  secondsPerQuestion: z.coerce.number().int().min(SECONDS_PER_QUESTION.min).max(SECONDS_PER_QUESTION.max),
})
export type ExamSettings = z.output<typeof examSettingsSchema>

export const adminExamSchema = examSettingsSchema.extend({
  id: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  isDemo: z.boolean(),
  questionCount: z.number().int(),
  judgeCount: z.number().int(),
  studentCount: z.number().int(),
  progress: progressSchema,
})
export type AdminExam = z.infer<typeof adminExamSchema>

export const listAdminExams = defineCall({
  method: 'GET',
  paths: ['/admin/exams'],
  request: z.object({}),
  response: z.array(adminExamSchema),
})

/** Creates an exam, or with an id changes one that has not started. */
export const saveExam = defineCall({
  method: 'POST',
  paths: ['/admin/exams'],
  request: examSettingsSchema.extend({ id: z.coerce.number().int().positive().optional() }),
  response: adminExamSchema,
})

export const examJudgeSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  phone: z.string().nullable(),
  assigned: z.boolean(),
})

export const getAdminExam = defineCall({
  method: 'GET',
  paths: ['/admin/exam'],
  request: z.object({ quizId }),
  response: z.object({
    exam: adminExamSchema,
    questions: z.array(adminQuestionSchema),
    /** Every judge account, with whether it is assigned to this exam. */
    judges: z.array(examJudgeSchema),
  }),
})

export const setExamJudges = defineCall({
  method: 'POST',
  paths: ['/admin/exam/judges'],
  request: z.object({ quizId, judgeIds: z.array(z.coerce.number().int().positive()).max(20) }),
  response: z.array(examJudgeSchema),
})

/** Phone numbers or e-mail addresses pasted one per line (or separated by commas), each once. */
export const splitAccounts = (text: string) => [
  ...new Set(
    text
      .split(/[\s,，;；]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
]

/** Students are enrolled by their phone numbers or e-mail addresses: all or none. */
export const enrolExamStudents = defineCall({
  method: 'POST',
  paths: ['/admin/exam/students'],
  request: z.object({
    quizId,
    accounts: z
      .array(z.string().trim().min(1).max(200))
      .min(1)
      .max(20_000)
      .transform((list) => [...new Set(list)]),
  }),
  response: z.object({ added: z.number().int(), already: z.number().int() }),
})

export const examResultRowSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  confirmed: z.boolean(),
  submittedAt: z.string().nullable(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Stored when the exam ends; null before. */
  score: z.number().int().nullable(),
})
export type ExamResultRow = z.infer<typeof examResultRowSchema>

/** The results on screen; scores stay empty until the exam is scored, about 3 s after it ends. */
export const getExamResults = defineCall({
  method: 'GET',
  paths: ['/admin/exam/results'],
  request: z.object({ quizId }),
  response: z.object({
    realQuestions: z.number().int(),
    ended: z.boolean(),
    rows: z.array(examResultRowSchema),
  }),
})

/** The results as an .xlsx: one row per student, a column per question with the answer given. */
export const exportExamResults = defineCall({
  method: 'GET',
  paths: ['/admin/exam/results/export'],
  request: z.object({ quizId }),
  response: downloadSchema,
})

/**
 * A student's answers saved as a file by the exam page when the network was gone at the end (the
 * format of client/src/features/exam/answer-file.ts). The committee imports it: each answer counts
 * only if it was given while its question took answers, and a newer revision already stored wins.
 */
export const answerFileSchema = z.object({
  format: z.literal('spell-exam-answers', { error: 'examAdmin.notAnAnswerFile' }),
  version: z.literal(1, { error: 'examAdmin.notAnAnswerFile' }),
  quizId: z.number().int().positive(),
  userId: z.coerce.number().int().positive(),
  answers: z
    .array(
      z.object({
        quizInfoId: z.number().int().positive(),
        userAnswer: z.string().max(500),
        revision: z.number().int().min(0),
        changedAt: z.iso.datetime({ offset: true }),
      }),
    )
    .max(500),
})

export const importAnswerFile = defineCall({
  method: 'POST',
  paths: ['/admin/exam/answers/import'],
  request: z.object({
    quizId,
    fileName: z
      .string()
      .trim()
      .regex(/\.json$/i, { error: 'examAdmin.answerFileType' }),
    content: z.string().min(1).max(700_000, { error: 'examAdmin.fileTooBig' }),
  }),
  response: z.object({
    userName: z.string(),
    /** Stored (new, or newer than what was there). */
    stored: z.number().int(),
    /** Already there with the same or a newer revision. */
    unchanged: z.number().int(),
    /** Given when the question was not taking answers, or not a question of this exam. */
    refused: z.number().int(),
    score: z.number().int().nullable(),
  }),
})
