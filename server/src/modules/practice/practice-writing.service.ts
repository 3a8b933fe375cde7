import { WRITING_QUIZ_TYPE } from '@spell/shared/api/practice/exercises'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { practiceQuestions } from '../../db/schema'
import { characterData } from '../../handwriting/character-data'
import { gradeDrawing } from '../../handwriting/grade-drawing'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import type { Logger } from '../../logger'
import {
  assertInQuiz,
  gradedResult,
  openQuizAnyKind,
  type QuestionRow,
  questionsOf,
  storeAttempt,
} from './practice.service'
import { attemptSeconds, countCheck } from './practice-timing'

type WritingServices = { db: Db; logger: Logger; store: KeyValueStore }

async function grade(question: QuestionRow, strokes: Strokes, logger: Logger) {
  const data = await characterData(question.answer)
  const { correct, matchedStrokeCount } = gradeDrawing(strokes, { cword: question.answer, data }, logger)
  return { isRight: correct, matchedStrokeCount, strokeCount: data.medians.length }
}

/**
 * Grades one drawing of a "listen and write" question the student may open, a few times an hour per
 * question: the answer is found by writing it, not by trying every homophone.
 */
export async function gradeWriting(
  { db, logger, store }: WritingServices,
  userId: number,
  input: { questionId: number; strokes: Strokes },
) {
  const [question] = await db
    .select()
    .from(practiceQuestions)
    .where(eq(practiceQuestions.id, input.questionId))
  if (question?.quizType !== WRITING_QUIZ_TYPE) throw new AppError('notFound', 'practice.notFound')
  await openQuizAnyKind(db, userId, question.quizId)
  await countCheck(store, userId, question.id)
  return grade(question, input.strokes, logger)
}

/**
 * Grades every drawing of an attempt and stores it like any other practice attempt. A right drawing
 * is kept as the character; a wrong one as how many of the character's strokes it matched.
 */
export async function saveWritingAttempt(
  { db, logger, store }: WritingServices,
  userId: number,
  input: { quizId: number; answers: { questionId: number; strokes: Strokes }[] },
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
  return storeAttempt(db, userId, quiz.id, questions, results, await attemptSeconds(store, userId, quiz.id))
}
