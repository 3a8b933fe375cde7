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
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** Accounts: users, their consents to sensitive fields, the logged access to whole records, login sessions. */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** A key of `roles` in shared/dictionaries. */
    role: varchar('role', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).unique(),
    email: varchar('email', { length: 200 }).unique(),
    userName: varchar('user_name', { length: 100 }).notNull().default(''),
    passwordHash: text('password_hash'),
    /** active, pending (awaiting committee review), rejected, disabled, deleted (by its owner, anonymised) */
    status: varchar('status', { length: 12 }).notNull().default('active'),
    reviewReason: varchar('review_reason', { length: 200 }),
    /** Basic information (sysUser). Sex 1 male, 0 female; card type 1 ID card, 2 passport. */
    sex: smallint('sex'),
    cardType: smallint('card_type'),
    /**
     * The ID number, never in plain text: AES-256-GCM sealed by modules/privacy/personal-data-vault
     * (`pd1.<key id>.<iv>.<ciphertext>.<tag>`). A plain value left from before encryption is sealed at start.
     */
    idCardSealed: text('id_card'),
    /** HMAC-SHA256 of the upper-cased number under a key derived from PERSONAL_DATA_KEY: finds a number. */
    idCardHash: char('id_card_hash', { length: 64 }),
    dateBirth: date('date_birth'),
    age: smallint('age'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** When its owner deleted the account (status deleted): kept only so orders and certificates stand. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('users_id_card_hash_idx').on(t.idCardHash)],
)

/**
 * Consent to sensitive personal information (ID number, birth date, photo: PIPL art. 29, separate
 * consent), one row each time it is given. `kind` sensitive is the account holder's own; guardian is a
 * parent's or guardian's for a student under 14 (art. 31), with who gave it. `policyVersion` is the
 * privacy policy text consented to.
 */
export const personalDataConsents = pgTable(
  'personal_data_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    policyVersion: varchar('policy_version', { length: 20 }).notNull(),
    guardianName: varchar('guardian_name', { length: 40 }),
    /** father, mother or guardian */
    guardianRelation: varchar('guardian_relation', { length: 12 }),
    guardianPhone: varchar('guardian_phone', { length: 20 }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_data_consents_user_idx').on(t.userId, t.kind)],
)

/** Who on the committee opened whose whole record (the unmasked ID number), when and what. */
export const personalDataAccess = pgTable(
  'personal_data_access',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: varchar('actor_name', { length: 100 }).notNull(),
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** open-record (the whole record, ID number unmasked) */
    action: varchar('action', { length: 20 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_data_access_at_idx').on(t.at),
    index('personal_data_access_subject_idx').on(t.subjectId),
  ],
)

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
