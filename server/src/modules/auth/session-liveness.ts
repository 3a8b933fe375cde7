import type { Db } from '../../db/database'
import { type SessionStanding, sessionStanding } from './sessions.service'

/**
 * How long an instance trusts a socket's session without asking the database again. Logouts and
 * password resets are told to every instance at once (see `forget…`); this is the bound for anything
 * that is not told (an account disabled in the database, a lost message).
 */
const LIVENESS_TTL_MS = 30_000

export interface SessionLiveness {
  /** From memory, without an await: true or false when known, undefined when the database must be asked. */
  peek(sessionId: number, now?: number): boolean | undefined
  /** Asks the database (gathered with other sockets' checks) and remembers a live answer for a while. */
  check(sessionId: number): Promise<boolean>
  /** A session ended: the next check asks the database. */
  forgetSession(sessionId: number): void
  /** Every session of a user ended (a new password): their next checks ask the database. */
  forgetUser(userId: number): void
  close(): void
}

/**
 * Whether the sessions of this instance's sockets still hold: an answer save is checked from memory,
 * a session is read again within `ttlMs` (at a random point of its second half), and a forgotten one
 * at its next event. A read that
 * was under way when its session or user was forgotten is not trusted: it is read again.
 */
export function sessionLiveness(
  db: Db,
  options: { ttlMs?: number; read?: (sessionId: number) => Promise<SessionStanding | null> } = {},
): SessionLiveness {
  const ttlMs = options.ttlMs ?? LIVENESS_TTL_MS
  const read = options.read ?? ((sessionId: number) => sessionStanding(db, sessionId))
  const live = new Map<number, { userId: number; expiresAt: number; until: number }>()
  // The last forget of each session (`s<id>`) and user (`u<id>`), numbered, for the reads under way.
  let forgets = 0
  const forgotten = new Map<string, { number: number; at: number }>()
  const forgottenSince = (number: number, sessionId: number, userId: number | undefined) =>
    (forgotten.get(`s${sessionId}`)?.number ?? 0) > number ||
    (userId !== undefined && (forgotten.get(`u${userId}`)?.number ?? 0) > number)
  const forget = (key: string) => forgotten.set(key, { number: ++forgets, at: Date.now() })

  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [id, entry] of live) if (entry.until <= now) live.delete(id)
    // A read takes milliseconds; a minute is plenty for it to notice a forget.
    for (const [key, entry] of forgotten) if (entry.at < now - 60_000) forgotten.delete(key)
  }, ttlMs)
  sweep.unref()

  return {
    peek(sessionId, now = Date.now()) {
      const entry = live.get(sessionId)
      if (!entry || entry.until <= now) return undefined
      return entry.expiresAt > now
    },
    async check(sessionId) {
      for (let reads = 1; ; reads++) {
        const started = forgets
        const standing = await read(sessionId)
        const now = Date.now()
        if (!standing?.valid || standing.expiresAt.getTime() <= now) {
          live.delete(sessionId)
          return false
        }
        if (!forgottenSince(started, sessionId, standing.userId)) {
          const expiresAt = standing.expiresAt.getTime()
          // Between half and all of ttlMs: the students of an exam, who joined together, are not all
          // read again in the same second of saves.
          const until = Math.min(now + ttlMs * (0.5 + Math.random() / 2), expiresAt)
          live.set(sessionId, { userId: standing.userId, expiresAt, until })
          return true
        }
        // Forgotten while it was read: only a read begun after the forget (and its commit) counts.
        if (reads >= 3) return false
      }
    },
    forgetSession(sessionId) {
      live.delete(sessionId)
      forget(`s${sessionId}`)
    },
    forgetUser(userId) {
      for (const [id, entry] of live) if (entry.userId === userId) live.delete(id)
      forget(`u${userId}`)
    },
    close() {
      clearInterval(sweep)
      live.clear()
    },
  }
}
