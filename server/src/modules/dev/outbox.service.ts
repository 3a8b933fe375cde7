import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { outboxMessages } from '../../db/schema'

/** The 50 latest messages the offline providers kept, to one recipient or to anyone. */
export function latestOutbox(db: Db, to?: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(50)
}
