import { z } from 'zod'
import { defineCall } from '../contract'

/** Messages the offline SMS and mail providers "sent" (development and tests only; 404 in production). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'mail']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The one-time code in the message, when it carries one. */
  code: z.string().nullable(),
  createdAt: z.string(),
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>

export const readOutbox = defineCall({
  method: 'GET',
  paths: ['/dev/outbox'],
  request: z.object({ to: z.string().trim().max(200).optional() }),
  response: z.array(outboxMessageSchema),
})
