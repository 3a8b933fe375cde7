import { listJudgeExams } from '@spell/shared/api/exams/judge-calls'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

export const judgeExamsKey = ['judge', 'exams'] as const

/** The exams assigned to this judge (every open exam for the committee), refreshed now and then. */
const judgeExamsQueryOptions = () =>
  queryOptions({
    queryKey: judgeExamsKey,
    queryFn: ({ signal }) => callApi(listJudgeExams, {}, { signal, silent: true }),
    refetchInterval: 10_000,
  })

export const useJudgeExams = () => useQuery(judgeExamsQueryOptions())
