import { pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/**
 * A client address or network (CIDR) the committee trusts with more than the usual rate limits: a
 * school whose students all reach the site from one public address. `factor` multiplies every
 * per-address limit of sign-ins, registrations and one-time codes.
 */
export const addressAllowances = pgTable('address_allowances', {
  id: serial('id').primaryKey(),
  /** An IPv4 or IPv6 address or network, e.g. 203.0.113.7 or 203.0.113.0/24, as typed (normalized). */
  network: varchar('network', { length: 50 }).notNull().unique(),
  factor: smallint('factor').notNull(),
  /** Whose address it is, for the committee's own reading. */
  note: varchar('note', { length: 100 }).notNull().default(''),
  createdAt: createdAt(),
})
