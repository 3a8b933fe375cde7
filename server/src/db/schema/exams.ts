import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { seasons } from './seasons'

/** Semi-final exams: questions, judges, enrolled students, the live session and the answers. */

/** A semi-final exam (the specification's online quiz form). Its window gates entry. */
export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  season: smallint('season')
    .notNull()
    .references(() => seasons.id),
  raceSchedule: smallint('race_schedule').notNull(),
  activityType: smallint('activity_type').notNull().default(1),
  formExplain: text('form_explain').notNull().default(''),
  questionExplain: text('question_explain').notNull().default(''),
  secondsPerQuestion: smallint('seconds_per_question').notNull().default(60),
  /** Entry window, taken from the race schedule's examination times when the exam is made. */
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  /**
   * When the exam's scores were written after it ended (by the judge or by the review running out).
   * Set by the one instance that wins the claim, in the transaction that writes the scores.
   */
  scoredAt: timestamp('scored_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** Order in the exam, from 1. */
    quizSequence: smallint('quiz_sequence').notNull(),
    /** Number shown to students ("Question N"); examples show "Example". */
    quizNumber: smallint('quiz_number').notNull(),
    /** 1 example (answer fixed and shown), 0 real. */
    quizForm: smallint('quiz_form').notNull().default(0),
    section: char('section', { length: 1 }).notNull(),
    quizTypeStr: varchar('quiz_type_str', { length: 100 }).notNull(),
    description: text('description').notNull(),
    engDescription: text('eng_description').notNull(),
    /** "choice": the student picks among the choices; "write": the student writes the answer character. */
    kind: varchar('kind', { length: 10 }).notNull().default('choice'),
    /** The pinyin a write question reads out. */
    pinyin: varchar('pinyin', { length: 100 }).notNull().default(''),
    /** How long the question stays open; the exam's secondsPerQuestion when null. */
    seconds: smallint('seconds'),
    choice: text('choice').notNull(),
    answer: varchar('answer', { length: 200 }).notNull(),
  },
  (t) => [unique('exam_question_sequence').on(t.examId, t.quizSequence)],
)

export const examJudges = pgTable(
  'exam_judges',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.examId, t.userId] })],
)

/** Students enrolled in an exam, their confirmation, submission and score. */
export const examStudents = pgTable(
  'exam_students',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: smallint('score'),
  },
  // By user too: every student's first request after a restart asks which exams are theirs.
  (t) => [primaryKey({ columns: [t.examId, t.userId] }), index('exam_students_user_idx').on(t.userId)],
)

/** The live session: the engine's persisted snapshot, with a version for refusing stale writes. */
export const examSessions = pgTable('exam_sessions', {
  examId: integer('exam_id')
    .primaryKey()
    .references(() => exams.id, { onDelete: 'cascade' }),
  snapshot: jsonb('snapshot').notNull(),
  version: integer('version').notNull().default(0),
  controllerId: integer('controller_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per student and question; a save with a higher revision replaces it, never a lower one.
 * No foreign keys on this, the hottest table: checking three of them per row made a batch of 1,000
 * saves several times slower on PGlite. The save path checks the exam, the enrolment and the question
 * before writing, and exams, their questions (once started) and students are never deleted.
 */
export const examAnswers = pgTable(
  'exam_answers',
  {
    examId: integer('exam_id').notNull(),
    userId: integer('user_id').notNull(),
    questionId: integer('question_id').notNull(),
    /** Comma-joined choices, or a write question's strokes as JSON (bounded by the save schema). */
    answer: text('answer').notNull(),
    revision: integer('revision').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.userId, t.questionId] }),
    // The judges' live "answered" count for the open question, every second: without it, a scan of
    // every answer of the exam (22 ms at 10,000 students and 20 questions on PGlite, whose queries
    // hold the event loop; 2.5 ms with it).
    index('exam_answers_question_idx').on(t.examId, t.questionId),
  ],
)
