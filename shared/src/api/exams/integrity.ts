import { z } from 'zod'
import { defineCall } from '../contract'

/**
 * Integrity signals of the live semi-final: what a student's exam page noticed (hidden, focus lost,
 * full screen left, its clock jumping) and what the server noticed (the same student on a second
 * device or tab, a drawing whose strokes are the published stroke data point for point). The judge
 * sees how many of each every student has; nothing stops anyone answering.
 */
export const integrityKinds = [
  'hidden',
  'blur',
  'fullscreenExit',
  'secondDevice',
  'clockJump',
  'copiedStrokes',
] as const
export type IntegrityKind = (typeof integrityKinds)[number]

/** The kinds a page may report about itself; a second device and copied strokes only the server notices. */
const reportedKinds = ['hidden', 'blur', 'fullscreenExit', 'clockJump'] as const

/** Events in one report; a page holds at most this many waiting to be sent and drops the rest. */
export const INTEGRITY_BATCH_MAX = 20
/** Events stored per student and exam, and per student and minute: a broken page cannot flood the table. */
export const INTEGRITY_PER_STUDENT_MAX = 300
export const INTEGRITY_PER_MINUTE_MAX = 30
/** A measured clock offset that moves by more than this between two measurements is a clock jump. */
export const CLOCK_JUMP_MS = 3000

const integrityEventSchema = z.object({
  kind: z.enum(reportedKinds),
  /** When it happened, in the server's epoch milliseconds (the page's clock corrected by its offset). */
  at: z.number().int().nonnegative(),
  detail: z.string().max(200).default(''),
})
export type IntegrityEvent = z.input<typeof integrityEventSchema>

export const integrityReportSchema = z.object({
  quizId: z.coerce.number().int().positive(),
  events: z.array(integrityEventSchema).min(1).max(INTEGRITY_BATCH_MAX),
})

/** How many of a report's events were kept (the rest went over a bound). */
const integrityReceiptSchema = z.object({ stored: z.number().int() })

/** The exam page's report, over HTTP while its socket is down ('exam.integrity' otherwise). */
export const reportIntegrity = defineCall({
  method: 'POST',
  paths: ['/formMatch/reportIntegrity'],
  request: integrityReportSchema,
  response: integrityReceiptSchema,
})

const countsByKind = z.object(
  Object.fromEntries(integrityKinds.map((kind) => [kind, z.number().int()])) as Record<
    IntegrityKind,
    z.ZodNumber
  >,
)

const integrityRowSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  /** The school the student gave ('' when none): two students of one name are told apart. */
  schoolName: z.string(),
  counts: countsByKind,
  total: z.number().int(),
  /** The latest event, epoch milliseconds. */
  lastAt: z.number(),
})
export type IntegrityRow = z.infer<typeof integrityRowSchema>

/** The students of an exam with at least one signal, most first: the judge's integrity list. */
export const getJudgeIntegrity = defineCall({
  method: 'GET',
  paths: ['/judge/integrity'],
  request: z.object({ quizId: z.coerce.number().int().positive() }),
  response: z.object({ quizId: z.number().int(), rows: z.array(integrityRowSchema) }),
})
