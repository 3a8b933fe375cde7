import { jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { seasons } from './seasons'

/** What the public site stores: character bank passwords and volunteer interests. */

/**
 * The character bank password of a season: hashed to check what the public page is given, and sealed
 * with the personal data key so the paid-entry e-mails and the paid student's area can quote it.
 */
export const characterBankPasswords = pgTable('character_bank_passwords', {
  season: smallint('season')
    .primaryKey()
    .references(() => seasons.id),
  passwordHash: text('password_hash').notNull(),
  /** Sealed by the personal data vault; null for a password set before it was kept (set it again). */
  passwordSealed: text('password_sealed'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** People who said on /volunteersView that they would like to volunteer; the committee reads them. */
export const volunteerInterests = pgTable('volunteer_interests', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  email: varchar('email', { length: 100 }).notNull().default(''),
  city: varchar('city', { length: 40 }).notNull(),
  /** Values of `volunteerRoles` in shared/api/public-site. */
  roles: jsonb('roles').$type<string[]>().notNull(),
  message: varchar('message', { length: 500 }).notNull().default(''),
  createdAt: createdAt(),
})
