import type { ExamCounts } from '@spell/shared/api/exams/judge-calls'
import type { Progress } from '@spell/shared/api/exams/progress'
import { useEffect, useMemo, useState } from 'react'
import { getSocket } from '../../lib/socket'
import { type TimedJudgeExam, useJudgeExam } from './api/get-judge-exam'
import type { TimedProgress } from './api/send-judge-command'
import { useProgressPush } from './api/use-progress-push'
import { betterSample, type ClockSample, clockSample } from './judge-clock'
import { newerProgress } from './judge-controls'

export interface LiveExam {
  /** The last good answer of the 1 s poll (questions, counts, controller); undefined before the first. */
  data: TimedJudgeExam | undefined
  /** Where the exam stands: the newest of the push, the poll and this judge's last press. */
  progress: Progress | null
  counts: ExamCounts | null
  /** Server clock minus local clock (ms), for the countdowns. */
  offset: number
  /** The socket push is up (else the page follows the poll). */
  live: boolean
  /** The last poll failed: the numbers on screen may be old. */
  stale: boolean
  error: unknown
  isPending: boolean
  /** Feeds the answer of a press in, so the page moves on before the next poll or push. */
  takePress: (press: TimedProgress) => void
}

/** One exam as the control page follows it: socket push first, the 1 s poll as the fallback. */
export function useLiveExam(quizId: number): LiveExam {
  const query = useJudgeExam(quizId)
  const { pushed, live } = useProgressPush(quizId)
  const [pressed, setPressed] = useState<TimedProgress | null>(null)
  const [pushedCounts, setPushedCounts] = useState<{ counts: ExamCounts; receivedAt: number } | null>(null)
  const [sample, setSample] = useState<ClockSample | null>(null)
  const data = query.data

  // Every timed answer measures the clock; pushes only count while nothing better is known.
  useEffect(() => {
    if (data)
      setSample((kept) =>
        betterSample(kept, clockSample(data.exam.progress.serverNow, data.receivedAt, data.sentAt)),
      )
  }, [data])
  useEffect(() => {
    if (pressed)
      setSample((kept) =>
        betterSample(kept, clockSample(pressed.progress.serverNow, pressed.receivedAt, pressed.sentAt)),
      )
  }, [pressed])
  useEffect(() => {
    if (pushed)
      setSample((kept) => betterSample(kept, clockSample(pushed.progress.serverNow, pushed.receivedAt)))
  }, [pushed])

  // Live counts pushed to judges, if the server sends them; the poll brings them every second anyway.
  useEffect(() => {
    const socket = getSocket()
    const take = (counts: ExamCounts) => {
      if (counts.quizId === quizId) setPushedCounts({ counts, receivedAt: Date.now() })
    }
    socket.on('judge.counts', take)
    return () => {
      socket.off('judge.counts', take)
    }
  }, [quizId])

  const progress = useMemo(
    () =>
      [data?.exam.progress, pushed?.progress, pressed?.progress].reduce<Progress | null>(
        (newest, next) => newerProgress(newest, next),
        null,
      ),
    [data, pushed, pressed],
  )
  const counts =
    pushedCounts && (!data || pushedCounts.receivedAt > data.receivedAt)
      ? pushedCounts.counts
      : (data?.counts ?? null)

  return {
    data,
    progress,
    counts,
    offset: sample?.offset ?? 0,
    live,
    stale: query.isError && data !== undefined,
    error: query.error,
    isPending: query.isPending,
    takePress: setPressed,
  }
}
