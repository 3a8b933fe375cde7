import { examClientMachine } from '@spell/engine'
import { useMachine } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import type { ExamKeys } from '../api/exam-keys'
import {
  type ExamClientSnapshot,
  type ExamView,
  examViewOf,
  machineProgress,
  secondsLeftOf,
} from '../exam-view'
import type { PendingAnswer } from '../pending-answers'
import { type AnswerSaver, useAnswerSaver } from './use-answer-saver'
import { type ExamProgressState, type ProgressSample, useExamProgress } from './use-exam-progress'
import { useNow } from './use-now'
import type { StudentIdentity } from './use-student-identity'

type ExamClientSend = ReturnType<typeof useMachine<typeof examClientMachine>>[1]

export interface SemiFinalClient extends ExamProgressState {
  view: ExamView
  snapshot: ExamClientSnapshot
  send: ExamClientSend
  saver: AnswerSaver
  /** Seconds left on the countdown of the question or the review; null when nothing counts down. */
  secondsLeft: number | null
  /** Records the student's answer to a question: stored, sent, and told to the machine. */
  answer: (question: { id: number; quizNumber: number }, userAnswer: string) => void
}

/**
 * The student's side of a live semi-final, in one hook: the engine's examClient machine (useMachine)
 * fed with the progress as it arrives (socket push, or the 1 s poll while the socket is down), the
 * page's clock, the answers and their acknowledgements; plus the answer saver, which keeps every
 * unacknowledged answer in localStorage and resends it. The screen reads `view` and `secondsLeft`.
 */
export function useSemiFinalClient(input: {
  keys: ExamKeys
  quizId: number
  identity: StudentIdentity
  /** The info modal was confirmed (always on the quiz page; after a reload on the intro page). */
  infoConfirmed: boolean
  onRefused?: (answer: PendingAnswer, reason: string) => void
}): SemiFinalClient {
  const { quizId, identity } = input
  const [snapshot, send] = useMachine(examClientMachine, {
    input: { infoConfirmed: input.infoConfirmed },
  })

  const onSample = useCallback(
    ({ progress, receivedAt, sentAt }: ProgressSample) =>
      send({
        type: 'server.progress',
        progress: machineProgress(progress),
        serverNow: progress.serverNow,
        receivedAt,
        sentAt,
      }),
    [send],
  )
  const live = useExamProgress(quizId, onSample)

  const now = useNow(250)
  useEffect(() => {
    send({ type: 'clock.tick', localNow: now })
  }, [now, send])

  const saver = useAnswerSaver({
    keys: input.keys,
    quizId,
    userId: identity.userId,
    userName: identity.userName,
    offset: snapshot.context.clockOffsetMs,
    onRefused: input.onRefused,
  })

  const { record } = saver
  const answer = useCallback(
    (question: { id: number; quizNumber: number }, userAnswer: string) => {
      record(question, userAnswer)
    },
    [record],
  )

  const view = examViewOf(snapshot, now)
  return { ...live, view, snapshot, send, saver, secondsLeft: secondsLeftOf(view, snapshot, now), answer }
}
