import { sql } from 'drizzle-orm'
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * The one database schema (PostgreSQL 15 features only: PGlite is 18, production may be 15).
 * Later modules add their tables here; migrations come from `npm run db:generate -w server`.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** A key of `roles` in shared/dictionaries. */
  role: varchar('role', { length: 20 }).notNull(),
  phone: varchar('phone', { length: 20 }).unique(),
  email: varchar('email', { length: 200 }).unique(),
  userName: varchar('user_name', { length: 100 }).notNull().default(''),
  passwordHash: text('password_hash'),
  /** active, pending (awaiting committee review), rejected, disabled */
  status: varchar('status', { length: 12 }).notNull().default('active'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
})

/** Login sessions. Only a hash of the token is kept; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const seasons = pgTable('seasons', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
})

export const seasonActivities = pgTable(
  'season_activities',
  {
    id: serial('id').primaryKey(),
    activityType: smallint('activity_type').notNull(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityName: varchar('activity_name', { length: 200 }).notNull(),
    activityNameEn: varchar('activity_name_en', { length: 200 }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [unique('season_activity_unique').on(t.activityType, t.season)],
)

export const raceSchedules = pgTable(
  'race_schedules',
  {
    id: serial('id').primaryKey(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityType: smallint('activity_type').notNull(),
    raceSchedule: smallint('race_schedule').notNull(),
    signUpStartTime: timestamp('sign_up_start_time', { withTimezone: true }),
    signUpEndTime: timestamp('sign_up_end_time', { withTimezone: true }),
    examinationStartTime: timestamp('examination_start_time', { withTimezone: true }),
    examinationEndTime: timestamp('examination_end_time', { withTimezone: true }),
    publishTime: timestamp('publish_time', { withTimezone: true }),
  },
  (t) => [unique('race_schedule_unique').on(t.season, t.activityType, t.raceSchedule)],
)

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    dictValue: varchar('dict_value', { length: 64 }).notNull(),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictLabelEn: varchar('dict_label_en', { length: 100 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
  },
  (t) => [unique('sys_dict_unique').on(t.dictType, t.dictValue)],
)

/** China's regions: province (level 1), city (2), district (3), with their 6-digit codes. */
export const regions = pgTable(
  'regions',
  {
    code: char('code', { length: 6 }).primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    parentCode: char('parent_code', { length: 6 }),
    level: smallint('level').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
)

export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  holderName: varchar('holder_name', { length: 100 }).notNull(),
  award: smallint('award').notNull(),
  groupId: smallint('group_id').notNull(),
  season: smallint('season')
    .notNull()
    .references(() => seasons.id),
  issuedOn: date('issued_on').notNull().default(sql`current_date`),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
})

export const schema = {
  users,
  sessions,
  seasons,
  seasonActivities,
  raceSchedules,
  sysDictData,
  regions,
  certificates,
}
export type Schema = typeof schema
