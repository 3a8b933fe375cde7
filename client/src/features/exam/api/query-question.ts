import { queryTheOnlineFormAnswer } from '@spell/shared/api/exams/student-calls'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import type { ExamKeys } from './exam-keys'

/**
 * One question of the paper by its place in it (1 = the first, the example included), with the
 * student's saved answer. The server only gives questions already reached (all of them in review).
 */
export const questionQueryOptions = (keys: ExamKeys, quizId: number, sequence: number) =>
  queryOptions({
    queryKey: ['exam', 'question', quizId, sequence],
    queryFn: async ({ signal }) => {
      const answer = await callApi(
        queryTheOnlineFormAnswer,
        { ...keys, quizId, quizNumber: sequence, quizSequence: sequence },
        { signal, silent: true },
      )
      const question = answer.list[0]
      if (!question) throw new Error(`Question ${sequence} of exam ${quizId} is missing`)
      return question
    },
    // The text never changes during an exam; the answer shown comes from the page's own record.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 3,
    retryDelay: (attempt) => 500 * 2 ** attempt,
  })

export const useExamQuestion = (keys: ExamKeys, quizId: number, sequence: number | null) =>
  useQuery({
    ...questionQueryOptions(keys, quizId, sequence ?? 0),
    enabled: sequence !== null && sequence > 0 && quizId > 0,
  })
