import { type PracticeQuizType, quizTypeNames, WRITING_QUIZ_TYPE } from '@spell/shared/api/practice/exercises'
import { and, asc, count, desc, eq, max } from 'drizzle-orm'
import type { Db } from '../../db/database'
import {
  practiceLevels,
  practicePurchases,
  practiceQuestions,
  practiceQuizzes,
  practiceResults,
} from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { attemptSeconds, noteOpened } from './practice-timing'
import { assertStageOpen, levelStageWindow } from './stage-window'

export type QuestionRow = typeof practiceQuestions.$inferSelect
type QuizRow = typeof practiceQuizzes.$inferSelect

const splitItems = (text: string) => text.split(',').filter(Boolean)

/** Order-independent, same length: right when the chosen items are exactly the answer's. */
export function isRightAnswer(userAnswer: string, answer: string) {
  const given = splitItems(userAnswer).sort()
  const expected = splitItems(answer).sort()
  return given.length === expected.length && given.every((item, i) => item === expected[i])
}

/** What a student may see of a question: everything but the answer. */
const toQuestionView = (q: QuestionRow) => ({
  id: q.id,
  quizType: q.quizType as PracticeQuizType,
  quizNumber: q.quizNumber,
  question: q.question,
  choice: q.choice,
  answerCount: splitItems(q.answer).length,
  definitionUrl: q.definitionUrl,
  sentenceUrl: q.sentenceUrl,
  pinyinUrl: q.pinyinUrl,
  questionTime: q.questionTime,
  questionScore: q.questionScore,
})

const toLevel = (l: typeof practiceLevels.$inferSelect) => ({
  id: l.id,
  productName: l.productName,
  productNameEn: l.productNameEn,
  productId: l.productId,
})

export const listLevels = async (db: Db) =>
  (await db.select().from(practiceLevels).orderBy(asc(practiceLevels.sort), asc(practiceLevels.id))).map(
    toLevel,
  )

async function hasBought(db: Db, userId: number, levelId: number) {
  const [row] = await db
    .select()
    .from(practicePurchases)
    .where(and(eq(practicePurchases.userId, userId), eq(practicePurchases.levelId, levelId)))
  return Boolean(row)
}

export async function levelProduct(db: Db, userId: number, levelId: number) {
  const [level] = await db.select().from(practiceLevels).where(eq(practiceLevels.id, levelId))
  if (!level) throw new AppError('notFound', 'practice.notFound')
  const quizzes = await db
    .select({ quiz: practiceQuizzes, questionCount: count(practiceQuestions.id) })
    .from(practiceQuizzes)
    .leftJoin(practiceQuestions, eq(practiceQuestions.quizId, practiceQuizzes.id))
    .where(eq(practiceQuizzes.levelId, levelId))
    .groupBy(practiceQuizzes.id)
    .orderBy(asc(practiceQuizzes.kind), asc(practiceQuizzes.quizType), asc(practiceQuizzes.paperNo))
  const best = await db
    .select({ quizId: practiceResults.quizId, best: max(practiceResults.score) })
    .from(practiceResults)
    .where(eq(practiceResults.userId, userId))
    .groupBy(practiceResults.quizId)
  const bestOf = new Map(best.map((b) => [b.quizId, b.best]))
  const summary = ({ quiz, questionCount }: { quiz: QuizRow; questionCount: number }) => ({
    id: quiz.id,
    quizName: quiz.quizName,
    quizNameEn: quiz.quizNameEn,
    paperNo: quiz.paperNo,
    quizType: quiz.quizType,
    questionCount,
    bestScore: bestOf.get(quiz.id) ?? null,
  })
  return {
    quizList: quizzes.filter((q) => q.quiz.kind === 2).map(summary),
    quizTypeList: quizzes.filter((q) => q.quiz.kind === 1).map(summary),
    isBuy: (await hasBought(db, userId, levelId)) ? (1 as const) : (0 as const),
    productDetail: toLevel(level),
    stageWindow: await stageWindowView(db, levelId),
  }
}

async function stageWindowView(db: Db, levelId: number) {
  const window = await levelStageWindow(db, levelId)
  if (!window) return null
  const { schedule: _schedule, ...view } = window
  return view
}

/**
 * A quiz a student may open: a trial always, a paper only once its level is bought; either only inside its
 * level's stage windows (sign-up or exam, ends included) when the level is tied to a competition stage.
 */
async function openQuiz(db: Db, userId: number, quizId: number, kind: 1 | 2) {
  const [quiz] = await db
    .select()
    .from(practiceQuizzes)
    .where(and(eq(practiceQuizzes.id, quizId), eq(practiceQuizzes.kind, kind)))
  if (!quiz) throw new AppError('notFound', 'practice.notFound')
  if (quiz.kind === 2 && !(await hasBought(db, userId, quiz.levelId)))
    throw new AppError('forbidden', 'practice.locked')
  await assertStageOpen(db, quiz.levelId)
  return quiz
}

export const questionsOf = (db: Db, quizId: number) =>
  db
    .select()
    .from(practiceQuestions)
    .where(eq(practiceQuestions.quizId, quizId))
    .orderBy(asc(practiceQuestions.quizNumber))

/** A quiz and its questions for the student to answer; the attempt is timed from here. */
export async function quizWithQuestions(
  db: Db,
  store: KeyValueStore,
  userId: number,
  quizId: number,
  kind: 1 | 2,
) {
  const quiz = await openQuiz(db, userId, quizId, kind)
  await noteOpened(store, userId, quiz.id)
  return {
    quizId: quiz.id,
    levelId: quiz.levelId,
    quizName: quiz.quizName,
    quizNameEn: quiz.quizNameEn,
    kind: quiz.kind as 1 | 2,
    list: (await questionsOf(db, quiz.id)).map(toQuestionView),
  }
}

export async function checkTilePick(db: Db, userId: number, questionId: number, tiles: string[]) {
  const [question] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.id, questionId))
  if (question?.quizType !== 3) throw new AppError('notFound', 'practice.notFound')
  const [quiz] = await db.select().from(practiceQuizzes).where(eq(practiceQuizzes.id, question.quizId))
  if (quiz) await openQuiz(db, userId, quiz.id, quiz.kind as 1 | 2)
  return { isRight: isRightAnswer(tiles.join(','), question.answer) }
}

/** Scores an attempt on the server and stores it; the client's own score is never trusted. */
export async function saveAttempt(
  db: Db,
  store: KeyValueStore,
  userId: number,
  input: { quizId: number; results: { questionId: number; userAnswer: string }[] },
) {
  const quiz = await openQuizAnyKind(db, userId, input.quizId)
  const questions = await questionsOf(db, quiz.id)
  assertInQuiz(questions, input.results)
  const given = new Map(input.results.map((r) => [r.questionId, r.userAnswer.trim()]))
  const results = questions.map((q) => {
    const userAnswer = given.get(q.id) ?? ''
    // A handwritten answer is graded from its strokes alone, never from a character sent as text.
    const right = q.quizType !== WRITING_QUIZ_TYPE && userAnswer !== '' && isRightAnswer(userAnswer, q.answer)
    return gradedResult(q, userAnswer, right)
  })
  return storeAttempt(db, userId, quiz.id, questions, results, await attemptSeconds(store, userId, quiz.id))
}

/** Every answered question must belong to the quiz. */
export function assertInQuiz(questions: QuestionRow[], answers: { questionId: number }[]) {
  const ids = new Set(questions.map((q) => q.id))
  for (const answer of answers)
    if (!ids.has(answer.questionId)) throw new AppError('invalidInput', 'practice.notInQuiz')
}

export const gradedResult = (q: QuestionRow, userAnswer: string, right: boolean) => ({
  questionId: q.id,
  quizNumber: q.quizNumber,
  quizType: q.quizType,
  userAnswer,
  questionAnswer: q.answer,
  isRight: right ? ('1' as const) : ('0' as const),
})
type GradedResult = ReturnType<typeof gradedResult>

/** Scores graded answers by the questions' shares and keeps them as the student's next attempt. */
export async function storeAttempt(
  db: Db,
  userId: number,
  quizId: number,
  questions: QuestionRow[],
  results: GradedResult[],
  seconds: number,
) {
  const full = questions.length === 1 ? 100 : questions.reduce((sum, q) => sum + q.questionScore, 0)
  const earned = results.reduce(
    (sum, r, i) => sum + (r.isRight === '1' ? (questions[i]?.questionScore ?? 0) : 0),
    0,
  )
  const score =
    questions.length === 1 ? (results[0]?.isRight === '1' ? 100 : 0) : Math.round((earned / full) * 100)
  const [{ attempts } = { attempts: 0 }] = await db
    .select({ attempts: count() })
    .from(practiceResults)
    .where(and(eq(practiceResults.userId, userId), eq(practiceResults.quizId, quizId)))
  const [record] = await db
    .insert(practiceResults)
    .values({ userId, quizId, score, seconds, attempt: attempts + 1, results })
    .returning()
  if (!record) throw new Error('practice result not stored')
  return { recordId: record.id, score, seconds: record.seconds, attempts: record.attempt, results }
}

export async function openQuizAnyKind(db: Db, userId: number, quizId: number) {
  const [quiz] = await db.select().from(practiceQuizzes).where(eq(practiceQuizzes.id, quizId))
  if (!quiz) throw new AppError('notFound', 'practice.notFound')
  return openQuiz(db, userId, quiz.id, quiz.kind as 1 | 2)
}

/** The latest attempt, grouped by quiz type for the result page's tiles. */
export async function latestResult(db: Db, userId: number, quizId: number) {
  const [quiz] = await db.select().from(practiceQuizzes).where(eq(practiceQuizzes.id, quizId))
  if (!quiz) throw new AppError('notFound', 'practice.notFound')
  const [record] = await db
    .select()
    .from(practiceResults)
    .where(and(eq(practiceResults.userId, userId), eq(practiceResults.quizId, quizId)))
    .orderBy(desc(practiceResults.id))
    .limit(1)
  if (!record) throw new AppError('notFound', 'practice.noResult')
  const results = record.results as {
    quizNumber: number
    quizType: number
    userAnswer: string
    isRight: '1' | '0'
  }[]
  const types = [...new Set(results.map((r) => r.quizType))].sort()
  return {
    quizId,
    levelId: quiz.levelId,
    quizName: quiz.quizName,
    quizNameEn: quiz.quizNameEn,
    score: record.score,
    seconds: record.seconds,
    attempts: record.attempt,
    answerDetail: types.map((type) => ({
      quizType: type,
      quizTypeStr: quizTypeNames[type as PracticeQuizType]?.zh ?? String(type),
      quizTypeStrEn: quizTypeNames[type as PracticeQuizType]?.en ?? String(type),
      answerResults: results
        .filter((r) => r.quizType === type)
        .map((r) => ({
          quizNumber: r.quizNumber,
          userAnswer: r.userAnswer,
          isRight: r.userAnswer ? r.isRight : null,
        })),
    })),
  }
}
