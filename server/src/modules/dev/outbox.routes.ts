import { readOutbox } from '@spell/shared/api/dev/outbox'
import { desc, eq } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { outboxMessages } from '../../db/schema'
import { mountCall } from '../../http/define-route'

/** The development outbox: what the offline providers sent. Never mounted in production. */
export function devRoutes({ db }: AppServices) {
  const router = Router()
  mountCall(router, readOutbox, { access: 'public' }, async ({ to }) => {
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.recipient, to.toLowerCase()) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(50)
    return rows.map((m) => ({
      id: m.id,
      channel: m.channel as 'sms' | 'mail',
      to: m.recipient,
      subject: m.subject,
      body: m.body,
      code: m.code,
      createdAt: m.createdAt.toISOString(),
    }))
  })
  return router
}
