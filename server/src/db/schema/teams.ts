import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { certificates } from './certificates'
import { createdAt } from './columns'
import { schools } from './schools'

/** Clubs, teams and their members. */

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
