import { getItemAnalysis } from '@spell/shared/api/exam-admin/item-analysis'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** An exam's item analysis; answers arrive during a live exam, so it follows them like the results. */
export const useItemAnalysis = (quizId: number) =>
  useQuery({
    queryKey: ['admin', 'exams', quizId, 'analysis'],
    queryFn: ({ signal }) => callApi(getItemAnalysis, { quizId }, { signal }),
    refetchInterval: 10_000,
  })
