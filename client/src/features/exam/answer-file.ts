import { chinaDateTime } from '@spell/shared/time/china-time'
import type { PendingAnswer, RefusedAnswer } from './pending-answers'

/**
 * The file a student can download when their answers cannot reach the server (the network is gone as
 * the exam ends): plain JSON the committee can read and import, one entry per question with the
 * revision, so an import keeps the same "highest revision wins" rule as the live saves.
 */
const ANSWER_FILE_FORMAT = 'spell-exam-answers'

export interface AnswerFile {
  format: typeof ANSWER_FILE_FORMAT
  version: 1
  quizId: number
  userId: number | string
  userName: string | null
  exportedAt: string
  answers: {
    quizInfoId: number
    quizNumber: number | null
    userAnswer: string
    revision: number
    changedAt: string
    /** Why the server did not take it, if it answered at all. */
    refusedBecause: string | null
  }[]
}

export function buildAnswerFile(input: {
  quizId: number
  userId: number | string
  userName?: string | null
  pending: readonly PendingAnswer[]
  refused?: readonly RefusedAnswer[]
  now: number
}): AnswerFile {
  const entry = (answer: PendingAnswer, refusedBecause: string | null) => ({
    quizInfoId: answer.quizInfoId,
    quizNumber: answer.quizNumber ?? null,
    userAnswer: answer.userAnswer,
    revision: answer.revision,
    changedAt: new Date(answer.changedAt).toISOString(),
    refusedBecause,
  })
  return {
    format: ANSWER_FILE_FORMAT,
    version: 1,
    quizId: input.quizId,
    userId: input.userId,
    userName: input.userName ?? null,
    exportedAt: new Date(input.now).toISOString(),
    answers: [
      ...input.pending.map((a) => entry(a, null)),
      ...(input.refused ?? []).map((a) => entry(a, a.reason)),
    ].sort((a, b) => a.quizInfoId - b.quizInfoId),
  }
}

/** Named with the China time it was saved at, to the minute: exam-7-answers-42-202507010830.json. */
export const answerFileName = (quizId: number, userId: number | string, now: number) =>
  `exam-${quizId}-answers-${userId}-${chinaDateTime(now, 'minute').replace(/[-: ]/g, '')}.json`

/** Hands the file to the browser as a download. */
export function downloadAnswerFile(file: AnswerFile, name: string) {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
