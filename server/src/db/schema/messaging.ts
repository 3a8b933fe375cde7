import { pgTable, serial, text, varchar } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** Messages the offline SMS and mail providers kept. */

/** What the offline SMS and mail providers sent: the development outbox (and an audit of messages). */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: varchar('channel', { length: 8 }).notNull(),
  recipient: varchar('recipient', { length: 200 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull().default(''),
  body: text('body').notNull(),
  code: varchar('code', { length: 12 }),
  createdAt: createdAt(),
})
