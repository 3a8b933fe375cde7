import type { CallResponse } from '@spell/shared'
import { getJudgeExam } from '@spell/shared/api/exams/judge-calls'
import { PROGRESS_POLL_MS } from '@spell/shared/api/exams/progress'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

type JudgeExam = CallResponse<typeof getJudgeExam>

/** The answer with the local instants it left and came back, to measure the server's clock. */
export interface TimedJudgeExam extends JudgeExam {
  sentAt: number
  receivedAt: number
}

export const judgeExamKey = (quizId: number) => ['judge', 'exam', quizId] as const

/**
 * The exam with its questions (answers included), counts, controller and progress, polled every second:
 * the counts live here, and the progress too when the socket is down (the push wins when it is newer).
 * Silent: a poll that fails shows in the page's connection state, not as a message every second.
 */
const judgeExamQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: judgeExamKey(quizId),
    queryFn: async ({ signal }): Promise<TimedJudgeExam> => {
      const sentAt = Date.now()
      const exam = await callApi(getJudgeExam, { quizId }, { signal, silent: true })
      return { ...exam, sentAt, receivedAt: Date.now() }
    },
    // An exam that never answered (not found, not assigned) is not asked again every second.
    refetchInterval: (query) => (query.state.data || !query.state.error ? PROGRESS_POLL_MS : false),
    refetchIntervalInBackground: true,
    retry: false,
  })

export const useJudgeExam = (quizId: number) => useQuery(judgeExamQueryOptions(quizId))
