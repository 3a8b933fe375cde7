import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  date,
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
import { seasons } from './seasons'
import { teams } from './teams'

/** Certificates, individual and team. */

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
