import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { raceSchedules } from './seasons'

/** Fun learning: levels, quizzes, questions, purchases and results. */

/** A fun-learning level, shown as a tab. productId: what the order page sells. */
export const practiceLevels = pgTable('practice_levels', {
  id: serial('id').primaryKey(),
  productName: varchar('product_name', { length: 100 }).notNull(),
  productNameEn: varchar('product_name_en', { length: 100 }).notNull(),
  productId: integer('product_id'),
  sort: smallint('sort').notNull().default(0),
  /**
   * The competition stage the level prepares for: when set, the level is open
   * only inside that stage's sign-up or exam window; without it the level is open all year.
   */
  raceScheduleId: integer('race_schedule_id').references(() => raceSchedules.id, { onDelete: 'set null' }),
})

/** A trial (kind 1, one quiz type) or a paper (kind 2, number 1-4) of a level. */
export const practiceQuizzes = pgTable('practice_quizzes', {
  id: serial('id').primaryKey(),
  levelId: integer('level_id')
    .notNull()
    .references(() => practiceLevels.id, { onDelete: 'cascade' }),
  kind: smallint('kind').notNull(),
  quizType: smallint('quiz_type'),
  paperNo: smallint('paper_no'),
  quizName: varchar('quiz_name', { length: 100 }).notNull(),
  quizNameEn: varchar('quiz_name_en', { length: 100 }).notNull(),
})

/** A practice question. The answer never leaves the server before the attempt is saved. */
export const practiceQuestions = pgTable(
  'practice_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => practiceQuizzes.id, { onDelete: 'cascade' }),
    quizType: smallint('quiz_type').notNull(),
    quizNumber: smallint('quiz_number').notNull(),
    question: text('question').notNull(),
    choice: text('choice').notNull(),
    answer: varchar('answer', { length: 200 }).notNull(),
    definitionUrl: varchar('definition_url', { length: 300 }),
    sentenceUrl: varchar('sentence_url', { length: 300 }),
    pinyinUrl: varchar('pinyin_url', { length: 300 }),
    questionTime: smallint('question_time').notNull(),
    questionScore: smallint('question_score').notNull(),
  },
  (t) => [index('practice_questions_quiz_idx').on(t.quizId, t.quizNumber)],
)

/** Papers 1-4 of a level opened for a student (isBuy); the orders module records purchases here. */
export const practicePurchases = pgTable(
  'practice_purchases',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => practiceLevels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.levelId] })],
)

/** One finished attempt, scored by the server; results hold the practice result records. */
export const practiceResults = pgTable(
  'practice_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => practiceQuizzes.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    seconds: integer('seconds').notNull(),
    attempt: integer('attempt').notNull(),
    results: jsonb('results').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('practice_results_user_quiz_idx').on(t.userId, t.quizId)],
)
