import { checkWriting, saveWritingQuiz } from '@spell/shared/api/practice/writing'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import { callApi } from '../../../lib/request'

/** Whether one drawing is the question's character, graded by the server from its strokes. */
export const askWriting = (questionId: number, strokes: Strokes) =>
  callApi(checkWriting, { questionId, strokes }, { silent: true })

/** Saves the attempt's drawings; the server grades them again and scores the attempt. */
export const postWritingAttempt = (
  quizId: number,
  answers: { questionId: number; strokes: Strokes }[],
  seconds: number,
) => callApi(saveWritingQuiz, { quizId, answers, timestamp: Math.round(seconds) })
