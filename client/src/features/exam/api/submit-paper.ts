import { saveQuizMatchAnswer } from '@spell/shared/api/exams/student-calls'
import { callApi } from '../../../lib/request'
import type { ExamKeys } from './exam-keys'

/** Hands in the paper (saveQuizMatchAnswer). */
export const submitPaper = (keys: ExamKeys, quizId: number, options: { silent?: boolean } = {}) =>
  callApi(saveQuizMatchAnswer, { ...keys, quizId }, options)
