import { createHash } from 'node:crypto'
import { quizTypeNames } from '@spell/shared/api/practice/exercises'
import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { practiceLevels, practiceQuestions, practiceQuizzes } from '../schema'
import practice from './data/practice.json' with { type: 'json' }

/** A question as scripts/build-practice.mjs writes it. */
interface BuiltQuestion {
  quizType: 1 | 2 | 3 | 4
  question: string
  choice: string
  answer: string
  definition?: string
  pinyinClip?: string
  wordClip?: string
}
interface BuiltLevel {
  name: string
  nameEn: string
  trial: { quizType: 1 | 2 | 3 | 4; questions: BuiltQuestion[] }[]
  papers: { paperNo: number; questions: BuiltQuestion[] }[]
}

const QUESTION_TIME = { 1: 60, 2: 60, 3: 90, 4: 120 } as const
const PAPER_SCORE = 100
const meaningClip = (text: string) =>
  `/audio/meanings/${createHash('sha1').update(text).digest('hex').slice(0, 12)}.mp3`

/** A written question plays the character's own pinyin, and a word with it where others play a sentence. */
const clipsOf = (q: BuiltQuestion) =>
  q.quizType === 4
    ? {
        sentenceUrl: q.wordClip ? `/audio/words/${q.wordClip}.mp3` : null,
        pinyinUrl: q.pinyinClip ? `/audio/pinyin/${q.pinyinClip}.mp3` : null,
      }
    : { sentenceUrl: null, pinyinUrl: q.wordClip ? `/audio/words/${q.wordClip}.mp3` : null }

function questionRows(quizId: number, questions: BuiltQuestion[]) {
  const score = Math.floor(PAPER_SCORE / questions.length)
  return questions.map((q, i) => ({
    quizId,
    quizType: q.quizType,
    quizNumber: i + 1,
    question: q.question,
    choice: q.choice,
    answer: q.answer,
    definitionUrl: q.definition ? meaningClip(q.definition) : null,
    ...clipsOf(q),
    questionTime: QUESTION_TIME[q.quizType],
    questionScore: score,
  }))
}

/**
 * Loads the committed practice content (levels, trials, papers 1-4) on the first start; later starts
 * only complete the free trials that hold fewer questions than the committed ones.
 */
export async function seedPractice(db: Db) {
  const levels = (practice as unknown as { levels: BuiltLevel[] }).levels
  const [{ stored } = { stored: 0 }] = await db
    .select({ stored: sql<number>`count(*)::int` })
    .from(practiceLevels)
  if (stored > 0) {
    await completeTrials(db, levels)
    await addNewTrials(db, levels)
    return stored
  }
  await db.transaction(async (tx) => {
    for (const [index, level] of levels.entries()) {
      const [row] = await tx
        .insert(practiceLevels)
        .values({ productName: level.name, productNameEn: level.nameEn, sort: index + 1 })
        .returning()
      if (!row) throw new Error('practice level not stored')
      for (const trial of level.trial) await insertTrial(tx, row.id, trial)
      for (const paper of level.papers) {
        const [quiz] = await tx
          .insert(practiceQuizzes)
          .values({
            levelId: row.id,
            kind: 2,
            paperNo: paper.paperNo,
            quizName: `试卷 ${paper.paperNo}`,
            quizNameEn: `Paper ${paper.paperNo}`,
          })
          .returning()
        if (quiz) await tx.insert(practiceQuestions).values(questionRows(quiz.id, paper.questions))
      }
    }
  })
  return levels.length
}

async function insertTrial(db: Db, levelId: number, trial: BuiltLevel['trial'][number]) {
  const name = quizTypeNames[trial.quizType]
  const [quiz] = await db
    .insert(practiceQuizzes)
    .values({ levelId, kind: 1, quizType: trial.quizType, quizName: name.zh, quizNameEn: name.en })
    .returning()
  if (quiz) await db.insert(practiceQuestions).values(questionRows(quiz.id, trial.questions))
}

/** A level stored before a quiz type existed gets that type's free trial. */
async function addNewTrials(db: Db, levels: BuiltLevel[]) {
  const stored = await db
    .select({ id: practiceLevels.id, sort: practiceLevels.sort, quizType: practiceQuizzes.quizType })
    .from(practiceLevels)
    .leftJoin(
      practiceQuizzes,
      and(eq(practiceQuizzes.levelId, practiceLevels.id), eq(practiceQuizzes.kind, 1)),
    )
  const levelIds = new Map(stored.map((row) => [row.sort, row.id]))
  for (const [sort, levelId] of levelIds) {
    const has = new Set(stored.filter((row) => row.id === levelId).map((row) => row.quizType))
    for (const trial of levels[sort - 1]?.trial ?? []) {
      if (!has.has(trial.quizType)) await db.transaction((tx) => insertTrial(tx, levelId, trial))
    }
  }
}

/**
 * A trial stored when trials held a single question gets the rest of its committed set (the first
 * question is the same), and every question of it the same share of the score.
 */
async function completeTrials(db: Db, levels: BuiltLevel[]) {
  const trials = await db
    .select({ quiz: practiceQuizzes, sort: practiceLevels.sort, questions: count(practiceQuestions.id) })
    .from(practiceQuizzes)
    .innerJoin(practiceLevels, eq(practiceLevels.id, practiceQuizzes.levelId))
    .leftJoin(practiceQuestions, eq(practiceQuestions.quizId, practiceQuizzes.id))
    .where(eq(practiceQuizzes.kind, 1))
    .groupBy(practiceQuizzes.id, practiceLevels.sort)
  for (const { quiz, sort, questions } of trials) {
    const built = levels[sort - 1]?.trial.find((t) => t.quizType === quiz.quizType)
    if (!built || questions === 0 || questions >= built.questions.length) continue
    const rows = questionRows(quiz.id, built.questions)
    await db.transaction(async (tx) => {
      await tx
        .update(practiceQuestions)
        .set({ questionScore: rows[0]?.questionScore ?? 0 })
        .where(eq(practiceQuestions.quizId, quiz.id))
      await tx.insert(practiceQuestions).values(rows.slice(questions))
    })
  }
}
