import { getProgress } from '@spell/shared/api/exams/student-calls'
import { callApi } from '../../../lib/request'

/** One poll of the exam's progress (the fallback while the socket is not connected). */
export const fetchProgress = (quizId: number, signal?: AbortSignal) =>
  callApi(getProgress, { quizId }, { silent: true, signal, timeoutMs: 4000 })
