import { queryTheProgressBar } from '@spell/shared/api/exams/student-calls'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import type { ExamKeys } from './exam-keys'

export const progressBarKey = (quizId: number) => ['exam', 'progressBar', quizId] as const

/** Answered / total per section (A-E) of the student's paper. */
export const useProgressBar = (keys: ExamKeys, quizId: number) =>
  useQuery(
    queryOptions({
      queryKey: progressBarKey(quizId),
      queryFn: ({ signal }) => callApi(queryTheProgressBar, { ...keys, quizId }, { signal, silent: true }),
      enabled: quizId > 0,
      staleTime: 0,
    }),
  )
