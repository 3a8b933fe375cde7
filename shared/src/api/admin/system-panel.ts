import { z } from 'zod'
import { defineCall } from '../contract'

/**
 * alive: heard from within three heartbeats; draining: stopping (readiness fails, its students move to
 * the others); stale: not heard from for three heartbeats (dropped from the list after a minute).
 */
export const instanceStatusSchema = z.enum(['alive', 'draining', 'stale'])
export type InstanceStatus = z.infer<typeof instanceStatusSchema>

const count = z.number().int().nonnegative()

export const instanceRowSchema = z.object({
  id: z.string(),
  host: z.string(),
  status: instanceStatusSchema,
  startedAt: z.string(),
  /** Seconds since its last heartbeat (0 for the instance that answers). */
  lastSeenSeconds: z.number().nonnegative(),
  sockets: count,
  /** Students with a socket in an exam's room, over every exam. */
  students: count,
  exams: z.array(z.object({ examId: z.number().int(), students: count })),
  savesPerMinute: count,
  saveP50Ms: z.number().nullable(),
  saveP99Ms: z.number().nullable(),
  errorsPerMinute: count,
})
export type InstanceRow = z.infer<typeof instanceRowSchema>

/** The committee's system panel: every instance running the site, by its heartbeats, and the totals. */
export const getSystemPanel = defineCall({
  method: 'GET',
  paths: ['/admin/systemPanel'],
  request: z.object({}),
  response: z.object({
    /** The instance that answered (its figures are read live, the others' from their last heartbeat). */
    answeredBy: z.string(),
    heartbeatSeconds: z.number().int().positive(),
    instances: z.array(instanceRowSchema),
    /** Over the instances heard from (alive and draining); p99 is the slowest instance's. */
    totals: z.object({
      instances: count,
      sockets: count,
      students: count,
      savesPerMinute: count,
      saveP99Ms: z.number().nullable(),
      errorsPerMinute: count,
    }),
  }),
})
export type SystemPanel = z.infer<typeof getSystemPanel.response>
