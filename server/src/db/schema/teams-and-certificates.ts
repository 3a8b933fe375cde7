import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { exams } from './exams'
import { schools } from './schools'
import { seasons } from './seasons'

/**
 * Clubs, teams and their members, and certificates, individual and team. A team points at its
 * certificate and a team's certificate at its team, so both live in one file.
 */

/** Clubs (team groups) a team signs up under. Club level 1 primary, 2 junior high, else senior high. */
export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  clubName: varchar('club_name', { length: 60 }).notNull(),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
  clubLevel: smallint('club_level').notNull(),
  createdAt: createdAt(),
})

/**
 * A team of the team competition. Status: submitted → review → approved | failed (resubmit → review).
 * payed 0 unpaid, 1 paid, 2 refunded. A certificate is issued once paid and confirmed.
 */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    season: smallint('season').notNull(),
    teamName: varchar('team_name', { length: 40 }).notNull(),
    teamLevel: smallint('team_level').notNull(),
    teacherName: varchar('teacher_name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('submitted'),
    reason: varchar('reason', { length: 200 }),
    payed: smallint('payed').notNull().default(0),
    orderNo: varchar('order_no', { length: 40 }),
    confirmed: boolean('confirmed').notNull().default(false),
    certificateId: integer('certificate_id').references(() => certificates.id, { onDelete: 'set null' }),
    /** Team results recorded by the committee; null until then. score is the total of the four games. */
    progress: varchar('progress', { length: 200 }),
    score: doublePrecision('score'),
    speedSpellScore: doublePrecision('speed_spell_score'),
    magicComponentsScore: doublePrecision('magic_components_score'),
    pastPresentScore: doublePrecision('past_present_score'),
    showSpellScore: doublePrecision('show_spell_score'),
    teamRank: smallint('team_rank'),
    createdAt: createdAt(),
  },
  (t) => [index('teams_school_season_idx').on(t.schoolId, t.season, t.teamLevel)],
)

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 40 }).notNull(),
  age: smallint('age').notNull(),
  /** Student form codes: 1 female, 2 male (not the account's 0/1). */
  sex: smallint('sex').notNull(),
  createdAt: createdAt(),
})

/**
 * Certificates, verified by code at /query. An individual one belongs to a season and a stage (race
 * schedule) and, when the holder has an account, to that student; one imported for a student without an
 * account keeps the phone the committee gave and stays unlinked. A team's belongs to its team. The group
 * is read in the dictionary of the kind: `competitionGroups` for individuals, `schoolLevels` for teams.
 * A revoked certificate is kept (who, when, why) and answers /query as revoked.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    /** individual | team */
    kind: varchar('kind', { length: 12 }).notNull().default('individual'),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    holderPhone: varchar('holder_phone', { length: 20 }),
    award: smallint('award').notNull(),
    groupId: smallint('group_id').notNull(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    /** Race schedule of an individual certificate (1, 2 or 4); null for teams and old rows. */
    stage: smallint('stage'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    /** The semi-final whose results it was issued from, if any. */
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    issuedOn: date('issued_on').notNull().default(sql`(now() at time zone 'Asia/Shanghai')::date`),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: varchar('revoke_reason', { length: 200 }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // One valid certificate per student, season and stage: issuing again finds it and adds none.
    uniqueIndex('certificates_student_stage_unique')
      .on(t.userId, t.season, t.stage)
      .where(sql`${t.kind} = 'individual' and ${t.userId} is not null and ${t.revokedAt} is null`),
    uniqueIndex('certificates_holder_stage_unique')
      .on(t.season, t.stage, t.holderPhone, t.holderName)
      .where(
        sql`${t.kind} = 'individual' and ${t.userId} is null and ${t.holderPhone} is not null and ${t.revokedAt} is null`,
      ),
    index('certificates_user_idx').on(t.userId),
  ],
)
