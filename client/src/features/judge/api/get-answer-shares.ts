import { getAnswerShares } from '@spell/shared/api/exams/get-answer-shares'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Answers may still arrive for a moment after a question closes (network grace): asked again meanwhile. */
const SHARES_REFRESH_MS = 3000

const answerSharesQueryOptions = (quizId: number, questionId: number) =>
  queryOptions({
    queryKey: ['judge', 'shares', quizId, questionId] as const,
    queryFn: ({ signal }) => callApi(getAnswerShares, { quizId, questionId }, { signal, silent: true }),
    refetchInterval: SHARES_REFRESH_MS,
    refetchIntervalInBackground: true,
    // The projector may see the question close a moment before the server does: it asks again.
    retry: 5,
    retryDelay: 1000,
  })

/** How the students answered a closed question; nothing is asked while `enabled` is false. */
export const useAnswerShares = (quizId: number, questionId: number, enabled: boolean) =>
  useQuery({ ...answerSharesQueryOptions(quizId, questionId), enabled })
