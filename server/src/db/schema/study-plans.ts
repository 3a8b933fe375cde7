import { date, index, integer, pgTable, serial, smallint, unique, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { schools } from './schools'

/** Study plans, their words, and schools' student lists. */

/** A school's study plan. Plan type 1 weekly, 2 monthly, 3 semester, 4 academic year. */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    planName: varchar('plan_name', { length: 60 }).notNull(),
    planType: smallint('plan_type').notNull(),
    firstAttr: varchar('first_attr', { length: 40 }).notNull().default(''),
    secondAttr: varchar('second_attr', { length: 40 }).notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creatorName: varchar('creator_name', { length: 100 }).notNull().default(''),
    /** 1 active, 0 closed */
    state: smallint('state').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('study_plans_school_idx').on(t.schoolId)],
)

/** A word of a study plan. Difficulty 1 qualified, 2 improve, 3 think about it. */
export const planWords = pgTable(
  'plan_words',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    word: varchar('word', { length: 40 }).notNull(),
    teachingTask: varchar('teaching_task', { length: 200 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    difficulty: smallint('difficulty').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [unique('plan_words_plan_word_uq').on(t.planId, t.word)],
)

/** A school's student list. State 0 normal, 1 forbidden. */
export const schoolStudents = pgTable(
  'school_students',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    state: smallint('state').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('school_students_phone_uq').on(t.schoolId, t.phone)],
)
