import { z } from 'zod'
import { defineCall } from '../contract'

const status = z.enum(['ok', 'down', 'off'])

/** Liveness and readiness: the database always, Redis when configured. */
export const getHealth = defineCall({
  method: 'GET',
  paths: ['/health'],
  request: z.object({}),
  response: z.object({ database: status, redis: status, uptimeSeconds: z.number() }),
})
