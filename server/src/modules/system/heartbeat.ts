import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { instanceHeartbeats } from '../../db/schema'
import type { Logger } from '../../logger'
import type { LastMinuteSaves } from '../../metrics/last-minute'

export const HEARTBEAT_SECONDS = 5
/** Not heard from for three heartbeats: shown stale. */
export const STALE_AFTER_SECONDS = 3 * HEARTBEAT_SECONDS
/** Not heard from for a minute: its row is deleted by the next heartbeat of any instance. */
export const DROPPED_AFTER_SECONDS = 60

/** What an instance carries right now (the metrics module's live figures). */
export interface InstanceFigures {
  sockets: number
  studentsByExam: Record<string, number>
  saves: LastMinuteSaves
}

/**
 * This instance's heartbeat for the system panel: every few seconds it rewrites its row of
 * instance_heartbeats (decision: system panel) with what the metrics measure, and deletes the rows of
 * instances gone for a minute. A drain marks the row draining at once; the stop deletes it.
 */
export function startHeartbeat(options: { db: Db; logger: Logger; figures: () => InstanceFigures }) {
  const { db, logger, figures } = options
  const id = randomBytes(6).toString('hex')
  const host = os.hostname().slice(0, 255)
  const startedAt = new Date()
  let draining = false
  let stopped = false
  let beating: Promise<void> = Promise.resolve()

  const snapshot = () => {
    const now = figures()
    return {
      draining,
      sockets: now.sockets,
      studentsByExam: now.studentsByExam,
      saves: now.saves.saves,
      saveP50Ms: now.saves.p50Ms,
      saveP99Ms: now.saves.p99Ms,
      saveErrors: now.saves.errors,
    }
  }
  const write = async () => {
    const values = { ...snapshot(), beatAt: sql`now()` }
    await db
      .insert(instanceHeartbeats)
      .values({ id, host, startedAt, ...values })
      .onConflictDoUpdate({ target: instanceHeartbeats.id, set: values })
    await db
      .delete(instanceHeartbeats)
      .where(
        lt(instanceHeartbeats.beatAt, sql`now() - ${sql.raw(`interval '${DROPPED_AFTER_SECONDS} seconds'`)}`),
      )
  }
  /** One heartbeat after the one under way (never two at once, never one after the stop). */
  const beat = () => {
    beating = beating.then(async () => {
      if (stopped) return
      await write().catch((err: unknown) => logger.warn({ err }, 'heartbeat not written'))
    })
    return beating
  }
  const timer = setInterval(() => void beat(), HEARTBEAT_SECONDS * 1000)
  timer.unref()

  return {
    id,
    host,
    startedAt,
    /** Writes the first heartbeat (the server awaits it before it listens). */
    beat,
    /** This instance as its next heartbeat would write it. */
    live: () => ({ id, host, startedAt, ...snapshot() }),
    /** The drain began: the panel shows this instance draining from now on. */
    drain() {
      draining = true
      return beat()
    },
    /** Stopped: the instance leaves the panel. */
    async stop() {
      clearInterval(timer)
      await beating
      stopped = true
      await db
        .delete(instanceHeartbeats)
        .where(eq(instanceHeartbeats.id, id))
        .catch((err: unknown) => logger.warn({ err }, 'heartbeat not removed'))
    },
  }
}

export type Heartbeat = ReturnType<typeof startHeartbeat>
