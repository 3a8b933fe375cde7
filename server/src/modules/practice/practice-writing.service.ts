import { WRITING_QUIZ_TYPE } from '@spell/shared/api/practice/exercises'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { practiceQuestions } from '../../db/schema'
import { characterData } from '../../handwriting/character-data'
import { gradeDrawing } from '../../handwriting/grade-drawing'
import { AppError } from '../../http/app-error'
import type { Logger } from '../../logger'
import {
  assertInQuiz,
  gradedResult,
  openQuizAnyKind,
  type QuestionRow,
  questionsOf,
  storeAttempt,
} from './practice.service'

async function grade(question: QuestionRow, strokes: Strokes, logger: Logger) {
  const data = await characterData(question.answer)
  const { correct, matchedStrokeCount } = gradeDrawing(strokes, data, logger, question.answer)
  return { isRight: correct, matchedStrokeCount, strokeCount: data.medians.length }
}

/** Grades one drawing of a "listen and write" question the student may open. */
export async function gradeWriting(
  db: Db,
  logger: Logger,
  userId: number,
  input: { questionId: number; strokes: Strokes },
) {
  const [question] = await db
    .select()
    .from(practiceQuestions)
    .where(eq(practiceQuestions.id, input.questionId))
  if (question?.quizType !== WRITING_QUIZ_TYPE) throw new AppError('notFound', 'practice.notFound')
  await openQuizAnyKind(db, userId, question.quizId)
  return grade(question, input.strokes, logger)
}

/**
 * Grades every drawing of an attempt and stores it like any other practice attempt. A right drawing
 * is kept as the character; a wrong one as how many of the character's strokes it matched.
 */
export async function saveWritingAttempt(
  db: Db,
  logger: Logger,
  userId: number,
  input: { quizId: number; timestamp: number; answers: { questionId: number; strokes: Strokes }[] },
) {
  const quiz = await openQuizAnyKind(db, userId, input.quizId)
  const questions = await questionsOf(db, quiz.id)
  assertInQuiz(questions, input.answers)
  const drawn = new Map(input.answers.map((answer) => [answer.questionId, answer.strokes]))
  const results = []
  for (const question of questions) {
    const strokes = drawn.get(question.id)
    if (question.quizType !== WRITING_QUIZ_TYPE || !strokes) {
      results.push(gradedResult(question, '', false))
      continue
    }
    const { isRight, matchedStrokeCount, strokeCount } = await grade(question, strokes, logger)
    results.push(
      gradedResult(question, isRight ? question.answer : `${matchedStrokeCount}/${strokeCount}`, isRight),
    )
  }
  return storeAttempt(db, userId, quiz.id, questions, results, input.timestamp)
}
