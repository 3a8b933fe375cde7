import type { Progress } from '@spell/shared/api/exams/progress'

export type JudgeAction = 'start' | 'next' | 'end'
type ExamPhase = Progress['phase']

export interface ControlsInput {
  phase: ExamPhase
  /** -1 in the lobby. */
  index: number
  /** Number of questions, example included. */
  total: number
  /** This judge controls the exam (an assigned judge, and no other judge has taken it). */
  canControl: boolean
  /** A press is on its way to the server. */
  pending: boolean
}

interface ActionState {
  visible: boolean
  enabled: boolean
}

export interface Controls {
  start: ActionState
  next: ActionState
  end: ActionState
  /** Ending the exam while a question is shown (an emergency): no review follows. */
  emergencyEnd: ActionState
  /** What the server must be told the judge saw: the index shown when pressing. */
  fromIndex: number
  /** Why "next" is not offered: the question is still open, or the last one leads into the review. */
  nextHint: 'waitForClose' | 'lastQuestion' | null
}

/**
 * Which presses the control bar offers in each phase. The server is the authority (a stale or doubled
 * press is refused); this keeps the judge from making one: start in the lobby, next once the question
 * has closed (the last question goes into the review by itself), end during the review, and an
 * emergency end (after a confirmation) while a question is shown. Nothing while
 * a press is in flight, and nothing at all for a judge who only watches.
 */
export function controlsFor({ phase, index, total, canControl, pending }: ControlsInput): Controls {
  const allowed = canControl && !pending
  const isLast = index >= total - 1
  const questionShown = phase === 'open' || phase === 'closed'
  return {
    start: { visible: phase === 'lobby', enabled: phase === 'lobby' && total > 0 && allowed },
    next: { visible: questionShown && !isLast, enabled: phase === 'closed' && !isLast && allowed },
    end: { visible: phase === 'review', enabled: phase === 'review' && allowed },
    emergencyEnd: { visible: questionShown && canControl, enabled: questionShown && allowed },
    fromIndex: index,
    nextHint: !questionShown ? null : isLast ? 'lastQuestion' : phase === 'open' ? 'waitForClose' : null,
  }
}

/**
 * The newer of two progress reports (socket push, 1 s poll, the answer to a press), by the server's
 * stamp: a poll answered just before a press must not undo it when it arrives just after.
 */
export function newerProgress<P extends Pick<Progress, 'serverNow' | 'quizId'>>(
  a: P | null | undefined,
  b: P | null | undefined,
): P | null {
  if (!a) return b ?? null
  if (!b) return a
  return b.serverNow > a.serverNow ? b : a
}
