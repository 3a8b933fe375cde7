import { queryWhetherUnfinishedQuestions } from '@spell/shared/api/exams/student-calls'
import { callApi } from '../../../lib/request'
import type { ExamKeys } from './exam-keys'

/** Whether questions remain unanswered: true when the server answers 2. */
export const hasUnfinishedQuestions = async (keys: ExamKeys, quizId: number) =>
  (await callApi(queryWhetherUnfinishedQuestions, { ...keys, quizId })) === 2
