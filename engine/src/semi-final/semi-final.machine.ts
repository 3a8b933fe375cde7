import { and, assign, raise, type SnapshotFrom, setup } from 'xstate'

/**
 * The server's authority over one live semi-final session. Pure: time enters only as `at` (epoch ms
 * from the server's clock) on every event, so a restored snapshot fed one `clock.tick` catches up.
 */

export interface SemiFinalQuestion {
  id: number
  /** 1 = example question (answers fixed, never accepted), 0 = real question. */
  quizForm: 0 | 1
  seconds: number
}

export interface SemiFinalInput {
  questions: SemiFinalQuestion[]
  /** Free review after the last question: 120 s. */
  reviewSeconds?: number
  /** How late an answer may arrive after its deadline and still count (network latency). */
  graceMs?: number
}

export interface SemiFinalContext {
  questions: SemiFinalQuestion[]
  reviewSeconds: number
  graceMs: number
  /** -1 before the judge starts. */
  index: number
  /** End of the current (or last) question. */
  endTime: number | null
  /** End time of every question opened so far, by index: a save sent just before the judge moved on still counts. */
  endTimes: (number | null)[]
  reviewEndsAt: number | null
  endedAt: number | null
  /** Latest server time seen on any event; never moves backwards. */
  now: number | null
}

export type SemiFinalEvent =
  | { type: 'judge.start'; at: number }
  | { type: 'judge.next'; at: number; fromIndex: number }
  | { type: 'judge.end'; at: number }
  | { type: 'clock.tick'; at: number }

export type SemiFinalPhase = 'lobby' | 'open' | 'closed' | 'review' | 'ended'

export const DEFAULT_REVIEW_SECONDS = 120
export const DEFAULT_GRACE_MS = 2000

function openQuestion(context: SemiFinalContext, index: number, at: number): Partial<SemiFinalContext> {
  const question = context.questions[index]
  const endTime = at + (question?.seconds ?? 0) * 1000
  const endTimes = [...context.endTimes]
  endTimes[index] = endTime
  return { index, endTime, endTimes, now: Math.max(context.now ?? at, at) }
}

export const semiFinalMachine = setup({
  types: {
    context: {} as SemiFinalContext,
    events: {} as SemiFinalEvent,
    input: {} as SemiFinalInput,
  },
  guards: {
    hasQuestions: ({ context }) => context.questions.length > 0,
    isFromCurrentIndex: ({ context, event }) =>
      event.type === 'judge.next' && event.fromIndex === context.index,
    hasNextQuestion: ({ context }) => context.index + 1 < context.questions.length,
    isLastQuestion: ({ context }) => context.index === context.questions.length - 1,
    isQuestionTimeUp: ({ context }) =>
      context.now !== null && context.endTime !== null && context.now >= context.endTime,
    isReviewTimeUp: ({ context }) =>
      context.now !== null && context.reviewEndsAt !== null && context.now >= context.reviewEndsAt,
    /** A judge event stamped after the open question's end, arriving before the tick that closes it. */
    isAfterQuestionEnd: ({ context, event }) => context.endTime !== null && event.at >= context.endTime,
  },
  actions: {
    recordTime: assign({ now: ({ context, event }) => Math.max(context.now ?? event.at, event.at) }),
    openFirstQuestion: assign(({ context, event }) => openQuestion(context, 0, event.at)),
    openNextQuestion: assign(({ context, event }) => openQuestion(context, context.index + 1, event.at)),
    startReview: assign({
      reviewEndsAt: ({ context }) => (context.endTime ?? 0) + context.reviewSeconds * 1000,
    }),
    endAtReviewEnd: assign({ endedAt: ({ context }) => context.reviewEndsAt }),
    endEarly: assign({
      endedAt: ({ context, event }) =>
        context.reviewEndsAt === null ? event.at : Math.min(event.at, context.reviewEndsAt),
    }),
    /** Handle the judge's event again once the clock has closed the question it arrived during. */
    replayEvent: raise(({ event }) => event),
  },
}).createMachine({
  id: 'semiFinal',
  initial: 'lobby',
  context: ({ input }) => ({
    questions: input.questions,
    reviewSeconds: input.reviewSeconds ?? DEFAULT_REVIEW_SECONDS,
    graceMs: input.graceMs ?? DEFAULT_GRACE_MS,
    index: -1,
    endTime: null,
    endTimes: input.questions.map(() => null),
    reviewEndsAt: null,
    endedAt: null,
    now: null,
  }),
  on: {
    'clock.tick': { actions: 'recordTime' },
  },
  states: {
    lobby: {
      on: {
        'judge.start': { guard: 'hasQuestions', target: 'open', actions: 'openFirstQuestion' },
      },
    },
    open: {
      always: [
        { guard: and(['isQuestionTimeUp', 'isLastQuestion']), target: 'review', actions: 'startReview' },
        { guard: 'isQuestionTimeUp', target: 'closed' },
      ],
      on: {
        'judge.next': { guard: 'isAfterQuestionEnd', actions: ['recordTime', 'replayEvent'] },
        // Stamped after the question's end: let the clock close it first. Before: an emergency end.
        'judge.end': [
          { guard: 'isAfterQuestionEnd', actions: ['recordTime', 'replayEvent'] },
          { target: 'ended', actions: ['recordTime', 'endEarly'] },
        ],
      },
    },
    closed: {
      on: {
        'judge.next': {
          guard: and(['isFromCurrentIndex', 'hasNextQuestion']),
          target: 'open',
          actions: 'openNextQuestion',
        },
        // An emergency end between questions: the questions not yet shown are never opened.
        'judge.end': { target: 'ended', actions: ['recordTime', 'endEarly'] },
      },
    },
    review: {
      always: { guard: 'isReviewTimeUp', target: 'ended', actions: 'endAtReviewEnd' },
      on: {
        'judge.end': { target: 'ended', actions: ['recordTime', 'endEarly'] },
      },
    },
    ended: { type: 'final' },
  },
})

export type SemiFinalSnapshot = SnapshotFrom<typeof semiFinalMachine>
/** Enough of a snapshot to read progress from: a live snapshot, or `value` and `context` from the database. */
export type SemiFinalState = Pick<SemiFinalSnapshot, 'value' | 'context'>

export interface SemiFinalProgress {
  phase: SemiFinalPhase
  /** 0 not started, 1 running (review included), 2 ended — the spec's getProgress values. */
  matchEndType: 0 | 1 | 2
  index: number
  /** The question on screen in `open` and `closed`; null in lobby, review and ended. */
  questionId: number | null
  endTime: number | null
  reviewEndsAt: number | null
}

export function progressOf(snapshot: SemiFinalState): SemiFinalProgress {
  const phase = snapshot.value as SemiFinalPhase
  const { context } = snapshot
  const onQuestion = phase === 'open' || phase === 'closed'
  return {
    phase,
    matchEndType: phase === 'lobby' ? 0 : phase === 'ended' ? 2 : 1,
    index: context.index,
    questionId: onQuestion ? (context.questions[context.index]?.id ?? null) : null,
    endTime: context.endTime,
    reviewEndsAt: context.reviewEndsAt,
  }
}

export type AnswerWindow = 'accepted' | 'notOpen'

/**
 * Whether an answer to `questionId` received by the server at `at` counts. A question takes answers
 * up to its end time plus grace (even if the tick or the judge has already moved on); in review every
 * real question does, up to the end of review (or the judge's early end) plus grace. After an emergency end (no review),
 * only the questions already opened count, up to the earlier of their end and the judge's end.
 */
export function answerWindow(snapshot: SemiFinalState, questionId: number, at: number): AnswerWindow {
  const { context } = snapshot
  const phase = snapshot.value as SemiFinalPhase
  const position = context.questions.findIndex((question) => question.id === questionId)
  const question = context.questions[position]
  if (!question || question.quizForm === 1) return 'notOpen'
  if (context.reviewEndsAt !== null && (phase === 'review' || phase === 'ended')) {
    const reviewDeadline = phase === 'ended' ? context.endedAt : context.reviewEndsAt
    if (reviewDeadline !== null && at <= reviewDeadline + context.graceMs) return 'accepted'
  }
  // A question ended early by the judge takes answers up to that end, not its own.
  const opened = context.endTimes[position] ?? null
  const endTime = opened !== null && context.endedAt !== null ? Math.min(opened, context.endedAt) : opened
  if (endTime !== null && at <= endTime + context.graceMs) return 'accepted'
  return 'notOpen'
}

/**
 * When the last answer of an ended session may still arrive: its end plus the grace (after an
 * emergency end, every opened question's window closes by then too). Null while the session runs:
 * its results are not final, and scoring waits for this instant.
 */
export function answersCloseAt(snapshot: SemiFinalState): number | null {
  const { context } = snapshot
  return snapshot.value === 'ended' && context.endedAt !== null ? context.endedAt + context.graceMs : null
}
