import { z } from 'zod'
import { integrityReportSchema } from '../api/exams/integrity'
import type { ExamCounts } from '../api/exams/judge-calls'
import type { Progress } from '../api/exams/progress'
import { MAX_ANSWER } from '../api/exams/student-calls'
import { plainTextOnly } from '../api/plain-text'
import type { SiteNotice } from './site-notice'

export { type SiteNotice, siteNoticeSchema } from './site-notice'

/** Events the server sends, with the payload each carries. */
export interface ServerToClientEvents {
  'site.notice': (notice: SiteNotice) => void
  /** The exam moved (judge press or time boundary): sent to every student and judge of the exam. */
  'exam.progress': (progress: Progress) => void
  /** Live counts for the judges watching an exam (never sent to students). */
  'judge.counts': (counts: ExamCounts) => void
  /** A student of the exam has new integrity signals: the judges' list reads them again. */
  'judge.integrity': (notice: { quizId: number }) => void
}

/**
 * Largest socket message, as JSON, the server handles: a full drawing (MAX_ANSWER) with room to
 * spare. A larger one, up to SOCKET_TRANSPORT_BYTES, is answered with an error naming the limit;
 * past that the WebSocket cannot read it and closes, which no page of the site ever causes.
 */
export const MAX_SOCKET_MESSAGE_BYTES = 128 * 1024
export const SOCKET_TRANSPORT_BYTES = 2 * 1024 * 1024

/** Events clients send; every payload is parsed on arrival, every acknowledgement is {data} or {error}. */
export type Ack<T> = (answer: { data: T } | { error: { code: number; msg: string } }) => void

// Socket payloads do not pass through a call's input check, so they carry the same plain-text rule.
export const examJoinSchema = plainTextOnly(
  z.object({
    quizId: z.number().int().positive(),
    /** A student's page names itself, so a reconnection is told apart from a second device or tab. */
    tabId: z.string().max(40).optional(),
  }),
)
export const examIntegritySchema = plainTextOnly(integrityReportSchema)
export const examSaveSchema = plainTextOnly(
  z.object({
    quizId: z.number().int().positive(),
    quizInfoId: z.number().int().positive(),
    userAnswer: z.string().max(MAX_ANSWER),
    revision: z.number().int().min(0),
  }),
)

export interface ClientToServerEvents {
  /** A student (enrolled) or a judge joins an exam's room; the answer is the current progress. */
  'exam.join': (payload: z.input<typeof examJoinSchema>, ack: Ack<Progress>) => void
  /** Saves an answer; acknowledged only once it is committed. */
  'exam.save': (
    payload: z.input<typeof examSaveSchema>,
    ack: Ack<{ revision: number; receivedAt: number }>,
  ) => void
  /** The exam page's integrity signals, a few at a time; never in the way of an answer. */
  'exam.integrity': (payload: z.input<typeof examIntegritySchema>, ack: Ack<{ stored: number }>) => void
}
