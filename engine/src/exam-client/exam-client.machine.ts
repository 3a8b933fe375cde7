import { assign, setup } from 'xstate'
import type { SemiFinalProgress } from '../semi-final/semi-final.machine'

/**
 * The student's semi-final page. It follows the progress the server sends, whatever the page was
 * showing before, so a late join or a reconnect lands on the right screen at once. Pure: the page
 * does the calls and reports their results as `server.*` events; local time enters on events. The
 * answers are not its business: the page's answer store keeps and resends them.
 */

export interface ExamClientInput {
  /** The student already confirmed the info modal (e.g. before a reload). */
  infoConfirmed?: boolean
}

export interface ExamClientContext {
  /** The last progress the server sent; null until the first arrives. */
  progress: SemiFinalProgress | null
  /** Server clock minus local clock, in ms. */
  clockOffsetMs: number
  infoConfirmed: boolean
  /** Unfinished questions the server reported at submit; null before asking. */
  unfinishedCount: number | null
}

export type ExamClientEvent =
  /** `receivedAt`: local ms when the progress arrived; `sentAt`: local ms the poll left, if it was a poll. */
  | {
      type: 'server.progress'
      progress: SemiFinalProgress
      serverNow: number
      receivedAt: number
      sentAt?: number
    }
  | { type: 'server.unfinished'; count: number }
  | { type: 'server.submitted' }
  | { type: 'server.submitFailed' }
  | { type: 'student.confirmInfo' }
  | { type: 'student.submit' }
  | { type: 'student.confirmSubmit' }
  | { type: 'student.back' }
  /** The page's 1 s timer, in local ms: closes the question on screen at zero. */
  | { type: 'clock.tick'; localNow: number }

/** Server time minus local time; with `sentAt` the server is taken to have answered halfway through. */
export function clockOffsetOf(serverNow: number, receivedAt: number, sentAt = receivedAt): number {
  return serverNow - (sentAt + Math.max(0, receivedAt - sentAt) / 2)
}

/** The deadline on screen (question end, or review end), in server ms; null when nothing counts down. */
export function deadlineOf(progress: SemiFinalProgress | null): number | null {
  if (!progress) return null
  if (progress.phase === 'review') return progress.reviewEndsAt
  if (progress.phase === 'open' || progress.phase === 'closed') return progress.endTime
  return null
}

/** Whole seconds left on the countdown, rounded up and never below 0, by the server's clock. */
export function remainingSeconds(context: ExamClientContext, localNow: number): number | null {
  const deadline = deadlineOf(context.progress)
  if (deadline === null) return null
  return Math.max(0, Math.ceil((deadline - (localNow + context.clockOffsetMs)) / 1000))
}

const phaseIs =
  (phase: SemiFinalProgress['phase']) =>
  ({ context }: { context: ExamClientContext }) =>
    context.progress?.phase === phase

export const examClientMachine = setup({
  types: {
    context: {} as ExamClientContext,
    events: {} as ExamClientEvent,
    input: {} as ExamClientInput,
  },
  guards: {
    isOpen: phaseIs('open'),
    isClosed: phaseIs('closed'),
    isReview: phaseIs('review'),
    isEnded: ({ context }) => context.progress?.matchEndType === 2,
    isInfoConfirmed: ({ context }) => context.infoConfirmed,
    progressSaysEnded: ({ event }) => event.type === 'server.progress' && event.progress.matchEndType === 2,
    /** The page closed the question on its own countdown; the server's poll has not caught up yet. */
    isSameQuestionStillOpen: ({ context, event }) =>
      event.type === 'server.progress' &&
      event.progress.phase === 'open' &&
      event.progress.index === context.progress?.index,
    isQuestionTimeUp: ({ context, event }) => {
      const endTime = context.progress?.endTime
      return (
        event.type === 'clock.tick' && endTime != null && event.localNow + context.clockOffsetMs >= endTime
      )
    },
    hasUnfinished: ({ event }) => event.type === 'server.unfinished' && event.count > 0,
  },
  actions: {
    recordProgress: assign(({ event }) =>
      event.type === 'server.progress'
        ? {
            progress: event.progress,
            clockOffsetMs: clockOffsetOf(event.serverNow, event.receivedAt, event.sentAt),
          }
        : {},
    ),
    markInfoConfirmed: assign({ infoConfirmed: true }),
    recordUnfinished: assign({
      unfinishedCount: ({ event }) => (event.type === 'server.unfinished' ? event.count : null),
    }),
    forgetUnfinished: assign({ unfinishedCount: null }),
  },
}).createMachine({
  id: 'examClient',
  initial: 'connecting',
  context: ({ input }) => ({
    progress: null,
    clockOffsetMs: 0,
    infoConfirmed: input.infoConfirmed ?? false,
    unfinishedCount: null,
  }),
  on: {
    'server.progress': { target: '.following', actions: 'recordProgress' },
  },
  states: {
    connecting: {},
    /** Routes by the last progress: every screen change caused by the server passes through here. */
    following: {
      always: [
        { guard: 'isEnded', target: 'examOver' },
        { guard: 'isReview', target: 'review' },
        { guard: 'isOpen', target: 'answering' },
        { guard: 'isClosed', target: 'submittedWaiting' },
        { guard: 'isInfoConfirmed', target: 'waitingForJudge' },
        { target: 'confirmingInfo' },
      ],
    },
    /** The info modal can only be left through its confirm button. */
    confirmingInfo: {
      on: {
        'server.progress': [
          { guard: 'progressSaysEnded', target: 'examOver', actions: 'recordProgress' },
          { actions: 'recordProgress' },
        ],
        'student.confirmInfo': { target: 'following', actions: 'markInfoConfirmed' },
      },
    },
    waitingForJudge: {},
    answering: {
      on: {
        'clock.tick': { guard: 'isQuestionTimeUp', target: 'submittedWaiting' },
      },
    },
    /** 本题已作答完成，请等待。 */
    submittedWaiting: {
      on: {
        'server.progress': { guard: 'isSameQuestionStillOpen', actions: 'recordProgress' },
      },
    },
    review: {
      on: {
        'student.submit': { target: 'submitting' },
        'server.submitted': { target: 'finished' },
      },
    },
    submitting: {
      initial: 'checking',
      exit: 'forgetUnfinished',
      on: {
        'server.progress': [
          { guard: 'progressSaysEnded', target: 'examOver', actions: 'recordProgress' },
          { actions: 'recordProgress' },
        ],
        'server.submitted': { target: 'finished' },
        'server.submitFailed': { target: 'review' },
      },
      states: {
        /** The page asks queryWhetherUnfinishedQuestions. */
        checking: {
          on: {
            'server.unfinished': [
              { guard: 'hasUnfinished', target: 'confirming', actions: 'recordUnfinished' },
              { target: 'saving', actions: 'recordUnfinished' },
            ],
          },
        },
        /** 还有题目尚未完成。 Submit or Back. */
        confirming: {
          on: {
            'student.confirmSubmit': { target: 'saving' },
            'student.back': { target: '#examClient.review' },
          },
        },
        /** The page calls saveQuizMatchAnswer. */
        saving: {},
      },
    },
    finished: { type: 'final' },
    /** 考试结束，试卷已提交。 */
    examOver: { type: 'final' },
  },
})
