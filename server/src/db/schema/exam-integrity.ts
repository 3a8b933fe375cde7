import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { exams } from './exams'

/**
 * What a student's exam page noticed during the live semi-final (page hidden, focus lost, full screen
 * left, a second device, a clock jump). Signals for the judge, never a verdict: nothing here stops a
 * student from answering. Rows go with the exam or the account, and a daily sweep drops them once the
 * exam closed long enough ago (see docs/product.md, "Integrity signals").
 */
export const examIntegrityEvents = pgTable(
  'exam_integrity_events',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** When it happened, by the reporter's clock corrected to the server's. */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('exam_integrity_events_exam_user_idx').on(t.examId, t.userId)],
)
