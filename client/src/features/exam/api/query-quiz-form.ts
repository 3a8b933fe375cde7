import { queryTheOnlineQuizForm } from '@spell/shared/api/exams/student-calls'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import type { ExamKeys } from './exam-keys'

/** The semi-final the student may take now, with its Chinese and English instructions. */
const quizFormQueryOptions = (keys: ExamKeys) =>
  queryOptions({
    queryKey: ['exam', 'quizForm', keys],
    // Silent: the page shows why there is no exam (not enrolled, outside its window) in place.
    queryFn: ({ signal }) => callApi(queryTheOnlineQuizForm, keys, { signal, silent: true }),
    staleTime: 5 * 60_000,
  })

export const useQuizForm = (keys: ExamKeys, enabled = true) =>
  useQuery({ ...quizFormQueryOptions(keys), enabled })
