import { createHash, randomBytes } from 'node:crypto'
import type { Role } from '@spell/shared'
import DataLoader from 'dataloader'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { gatherFor, LOOKUP_WINDOW_MS } from '../../db/gather-lookups'
import { sessions, users } from '../../db/schema'

/** A session lasts 7 days from its last renewal; a token older than a day is renewed on use. */
export const SESSION_TTL_MS = 7 * 24 * 3600_000
const SESSION_RENEW_AFTER_MS = 24 * 3600_000
/** A renewed token's predecessor keeps working briefly, for requests already in flight. */
const SESSION_GRACE_MS = 60_000

export interface SignedInUser {
  id: number
  role: Role
  userName: string
  sessionId: number
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

export async function startSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    createdAt: now,
  })
  return token
}

/** What a session check needs, and no more: every column read is decoded for each of thousands of rows. */
const sessionColumns = {
  id: sessions.id,
  tokenHash: sessions.tokenHash,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  createdAt: sessions.createdAt,
}
const userColumns = { id: users.id, role: users.role, userName: users.userName, status: users.status }
type SessionRow = {
  session: { [K in keyof typeof sessionColumns]: (typeof sessions.$inferSelect)[K] }
  user: { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] }
}
const lookups = new WeakMap<Db, DataLoader<string, SessionRow | null>>()

/**
 * Sessions by token hash, the lookups of one tick gathered into one query: when thousands of students
 * connect at once (the start of an exam, everyone reconnecting after a restart) the database answers
 * a few hundred queries, not thousands. Nothing is cached here.
 */
function sessionLookups(db: Db) {
  let loader = lookups.get(db)
  if (!loader) {
    loader = new DataLoader<string, SessionRow | null>(
      async (hashes) => {
        const rows = await db
          .select({ session: sessionColumns, user: userColumns })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(inArray(sessions.tokenHash, [...hashes]))
        const byHash = new Map(rows.map((row) => [row.session.tokenHash, row]))
        return hashes.map((hash) => byHash.get(hash) ?? null)
      },
      { cache: false, maxBatchSize: 500, batchScheduleFn: gatherFor(LOOKUP_WINDOW_MS) },
    )
    lookups.set(db, loader)
  }
  return loader
}

/**
 * The user behind a token, or null when the token is unknown, expired or revoked. When the session is
 * due for renewal, `renewedToken` carries its successor, which the response hands back to the client;
 * a caller that cannot hand it back asks `renew: false` and is told `renewalDue` instead.
 */
export async function resumeSession(
  db: Db,
  token: string,
  now = new Date(),
  options: { renew?: boolean } = {},
): Promise<{ user: SignedInUser; expiresAt: Date; renewedToken?: string; renewalDue?: boolean } | null> {
  const row = await sessionLookups(db).load(hashToken(token))
  if (!row || row.session.revokedAt !== null || row.session.expiresAt <= now) return null
  if (row.user.status !== 'active') return null
  const user: SignedInUser = {
    id: row.user.id,
    role: row.user.role as Role,
    userName: row.user.userName,
    sessionId: row.session.id,
  }
  const age = now.getTime() - row.session.createdAt.getTime()
  const graceEnd = new Date(now.getTime() + SESSION_GRACE_MS)
  if (age < SESSION_RENEW_AFTER_MS || row.session.expiresAt <= graceEnd)
    return { user, expiresAt: row.session.expiresAt }
  // A socket's handshake does not renew: it could not hand the successor back to the page.
  if (options.renew === false) return { user, expiresAt: row.session.expiresAt, renewalDue: true }
  const renewedToken = await startSession(db, row.user.id, now)
  await db.update(sessions).set({ expiresAt: graceEnd }).where(eq(sessions.id, row.session.id))
  return { user, expiresAt: graceEnd, renewedToken }
}

export async function endSession(db: Db, sessionId: number, now = new Date()) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId))
}

/** Where a session stands, for a connection that outlives the request which signed it in. */
export interface SessionStanding {
  userId: number
  expiresAt: Date
  /** Not revoked, and its account still active (expiry is for the caller to compare). */
  valid: boolean
}
const standings = new WeakMap<Db, DataLoader<number, SessionStanding | null>>()

/**
 * A session by its id, the lookups of a few milliseconds gathered into one query (thousands of sockets
 * re-check their sessions at about the same time). Nothing is cached here.
 */
export function sessionStanding(db: Db, sessionId: number): Promise<SessionStanding | null> {
  let loader = standings.get(db)
  if (!loader) {
    loader = new DataLoader<number, SessionStanding | null>(
      async (ids) => {
        const rows = await db
          .select({
            id: sessions.id,
            userId: sessions.userId,
            expiresAt: sessions.expiresAt,
            revokedAt: sessions.revokedAt,
            status: users.status,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(inArray(sessions.id, [...ids]))
        const byId = new Map(
          rows.map((row) => [
            row.id,
            {
              userId: row.userId,
              expiresAt: row.expiresAt,
              valid: row.revokedAt === null && row.status === 'active',
            },
          ]),
        )
        return ids.map((id) => byId.get(id) ?? null)
      },
      { cache: false, maxBatchSize: 500, batchScheduleFn: gatherFor(LOOKUP_WINDOW_MS) },
    )
    standings.set(db, loader)
  }
  return loader.load(sessionId)
}
