import { index, integer, jsonb, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { orders } from './orders'

/**
 * An invoice (发票) a payer asked for on a paid order, one per order, and what the committee recorded:
 * the issued invoice's number, date and file (PDF or OFD, kept outside the public uploads), and the
 * red-letter invoice (红字发票) that cancels it after a refund. Amounts in fen. status: requested,
 * issued, redLetterNeeded, redLettered, cancelled (refunded before it was issued).
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    titleType: varchar('title_type', { length: 10 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 18 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    email: varchar('email', { length: 200 }).notNull(),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    invoiceNo: varchar('invoice_no', { length: 20 }),
    invoiceDate: varchar('invoice_date', { length: 10 }),
    /** The stored file's name in the invoice folder, and its kind (pdf or ofd). */
    fileName: varchar('file_name', { length: 64 }),
    fileType: varchar('file_type', { length: 4 }),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    redLetterNeededAt: timestamp('red_letter_needed_at', { withTimezone: true }),
    redLetterNo: varchar('red_letter_no', { length: 20 }),
    redLetterDate: varchar('red_letter_date', { length: 10 }),
    redLetterBy: integer('red_letter_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('invoice_request_order').on(t.orderId), index('invoice_requests_status_idx').on(t.status)],
)

/**
 * The last comparison of a provider's daily bill with the orders: its totals and the differences found
 * (bounded), kept so the committee can come back to them. One per provider and day, replaced when run again.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    billDate: varchar('bill_date', { length: 10 }).notNull(),
    source: varchar('source', { length: 10 }).notNull(),
    totals: jsonb('totals').notNull(),
    differences: jsonb('differences').notNull(),
    runBy: integer('run_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('reconciliation_run_day').on(t.provider, t.billDate)],
)
