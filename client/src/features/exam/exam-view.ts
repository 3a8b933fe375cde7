import { type examClientMachine, remainingSeconds } from '@spell/engine'
import type { Progress } from '@spell/shared/api/exams/progress'
import type { SnapshotFrom } from 'xstate'

export type ExamClientSnapshot = Pick<SnapshotFrom<typeof examClientMachine>, 'value' | 'context'>

/** Where a hand-in stands: checking for unfinished questions, asking to confirm, or saving. */
type SubmitStep = 'checking' | 'confirming' | 'saving'

/**
 * What the student's screen shows, read from the engine's examClient machine (which follows the
 * server's progress and closes a question on the server-corrected countdown):
 *
 * - confirmingInfo: the info modal (intro page).
 * - waitingJudge: the lobby — question 1 waits for the judge's instruction (page state 3).
 * - answering: question `sequence` (1-based, the example included) is open until `deadline`.
 * - questionClosed: its time is up: "Answer submitted. Please wait." until the judge moves on.
 * - review: every question reopenable until `deadline` (the 2-minute review); `submitStep` while
 *   handing in.
 * - reviewOver: the review's time has run out here; the server has not said "ended" yet.
 * - finished: the paper is handed in. ended: the exam ended first (matchEndType 2).
 */
export type ExamView =
  | { kind: 'loading' }
  | { kind: 'confirmingInfo' }
  | { kind: 'waitingJudge' }
  | { kind: 'answering'; sequence: number; questionId: number | null; deadline: number | null }
  | { kind: 'questionClosed'; sequence: number; questionId: number | null }
  | { kind: 'review'; lastSequence: number; deadline: number | null; submitStep: SubmitStep | null }
  | { kind: 'reviewOver'; lastSequence: number; submitStep: SubmitStep | null }
  | { kind: 'finished' }
  | { kind: 'ended' }

const stateOf = (value: ExamClientSnapshot['value']): [string, string | null] =>
  typeof value === 'string'
    ? [value, null]
    : ([Object.keys(value)[0] ?? '', String(Object.values(value)[0] ?? '')] as [string, string])

export function examViewOf(snapshot: ExamClientSnapshot, localNow: number): ExamView {
  const [state, child] = stateOf(snapshot.value)
  const { progress } = snapshot.context
  const sequence = (progress?.index ?? 0) + 1
  switch (state) {
    case 'confirmingInfo':
      return { kind: 'confirmingInfo' }
    case 'waitingForJudge':
      return { kind: 'waitingJudge' }
    case 'answering':
      return {
        kind: 'answering',
        sequence,
        questionId: progress?.questionId ?? null,
        deadline: progress?.endTime ?? null,
      }
    case 'submittedWaiting':
      return { kind: 'questionClosed', sequence, questionId: progress?.questionId ?? null }
    case 'review':
    case 'submitting': {
      const submitStep = state === 'submitting' ? (child as SubmitStep) : null
      if (remainingSeconds(snapshot.context, localNow) === 0)
        return { kind: 'reviewOver', lastSequence: sequence, submitStep }
      return { kind: 'review', lastSequence: sequence, deadline: progress?.reviewEndsAt ?? null, submitStep }
    }
    case 'finished':
      return { kind: 'finished' }
    case 'examOver':
      return { kind: 'ended' }
    default:
      return { kind: 'loading' }
  }
}

/** Seconds left on the screen's countdown: the question's or the review's; 0 once closed. */
export function secondsLeftOf(view: ExamView, snapshot: ExamClientSnapshot, localNow: number): number | null {
  switch (view.kind) {
    case 'answering':
    case 'review':
      return remainingSeconds(snapshot.context, localNow)
    case 'questionClosed':
    case 'reviewOver':
      return 0
    default:
      return null
  }
}

/** Where the intro page sends the student: nowhere yet (lobby), the quiz, or the result. */
export function introDestination(view: ExamView): 'stay' | 'quiz' | 'result' {
  switch (view.kind) {
    case 'answering':
    case 'questionClosed':
    case 'review':
    case 'reviewOver':
      return 'quiz'
    case 'ended':
    case 'finished':
      return 'result'
    default:
      return 'stay'
  }
}

/** The machine's view of a progress (it carries no quizId or serverNow). */
export const machineProgress = ({
  phase,
  matchEndType,
  index,
  questionId,
  endTime,
  reviewEndsAt,
}: Progress) => ({
  phase,
  matchEndType,
  index,
  questionId,
  endTime,
  reviewEndsAt,
})

/**
 * Instructions as a list of points: the stored text's own lines, or, for one-line texts written as
 * "1. … 2. … 3. …", split before each number.
 */
export function instructionPoints(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (lines.length > 1) return lines
  // Before "2." / "2、" (not "2.5") that follows a space or the end of a sentence.
  return text
    .split(/(?:\s+|(?<=[。；;！？!?]))(?=\d{1,2}[.、．](?!\d))/)
    .map((part) => part.trim())
    .filter(Boolean)
}
