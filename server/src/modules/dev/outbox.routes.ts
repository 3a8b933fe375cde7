import { readOutbox } from '@spell/shared/api/dev/outbox'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { latestOutbox } from './outbox.service'

/** The development outbox: what the offline providers sent. Never mounted in production. */
export function devRoutes({ db }: AppServices) {
  const router = Router()
  mountCall(router, readOutbox, { access: 'public' }, async ({ to }) => {
    const rows = await latestOutbox(db, to)
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
