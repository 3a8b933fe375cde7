import { date, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { orders } from './orders'

/** Orders a school pays by bank transfer, and the transfers the committee matched to them. */

/**
 * A school chose to pay this order by bank transfer: the remittance reference it writes in the
 * transfer's note (unique, so one reference names one order).
 */
export const transferReferences = pgTable('transfer_references', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reference: varchar('reference', { length: 8 }).notNull().unique(),
  createdAt: createdAt(),
})

/**
 * Money that reached the committee's account by bank transfer and paid an order: recorded one by one
 * (source manual) or from the bank's statement (source statement). Amount in fen. One transfer pays
 * one order, so an order has at most one. fingerprint: the statement row (date, payer, amount, note),
 * so the same row of a statement imported twice is recognised.
 */
export const bankTransfers = pgTable('bank_transfers', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  payer: varchar('payer', { length: 100 }).notNull(),
  amount: integer('amount').notNull(),
  note: varchar('note', { length: 200 }).notNull().default(''),
  source: varchar('source', { length: 12 }).notNull(),
  fingerprint: varchar('fingerprint', { length: 64 }).unique(),
  recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})
