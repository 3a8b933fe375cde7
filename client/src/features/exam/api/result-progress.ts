import type { Progress } from '@spell/shared/api/exams/progress'
import { getProgress } from '@spell/shared/api/exams/student-calls'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** How often the result page asks again while the exam is not over: its review ends in minutes. */
const RESULT_POLL_MS = 5000

/**
 * Where the student's exam stands once their paper is in: asked again every few seconds until the
 * exam has ended (the server answers for the student's latest open exam).
 */
export const useResultProgress = () =>
  useQuery({
    queryKey: ['exam', 'resultProgress'],
    queryFn: ({ signal }) => callApi(getProgress, {}, { silent: true, signal }),
    refetchInterval: (query) => (query.state.data?.phase === 'ended' ? false : RESULT_POLL_MS),
    retry: false,
  })

/** What the result page says of the exam: over, still in its review time (until when), or nothing yet. */
export type ResultStanding = { kind: 'ended' } | { kind: 'review'; until: number } | { kind: 'unknown' }

export function resultStanding(progress: Progress | undefined): ResultStanding {
  if (progress?.phase === 'ended') return { kind: 'ended' }
  if (progress?.phase === 'review' && progress.reviewEndsAt !== null)
    return { kind: 'review', until: progress.reviewEndsAt }
  return { kind: 'unknown' }
}
