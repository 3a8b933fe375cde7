import { queryQuizMatchAnswer } from '@spell/shared/api/exams/student-calls'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import type { ExamKeys } from './exam-keys'

/** The answer-status list: question numbers answered or not, grouped by quiz type. */
export const useAnswerGroups = (keys: ExamKeys, quizId: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['exam', 'answerGroups', quizId],
      queryFn: ({ signal }) => callApi(queryQuizMatchAnswer, { ...keys, quizId }, { signal, silent: true }),
      enabled: enabled && quizId > 0,
      staleTime: 0,
    }),
  )
