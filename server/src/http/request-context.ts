import { EventEmitter } from 'node:events'
import type { Lang } from '@spell/shared'
import { langFromHeader } from '@spell/shared'
import type { NextFunction, Request, Response } from 'express'
import type { Db } from '../db/database'
import { hashToken, resumeSession, type SignedInUser } from '../modules/auth/sessions.service'

declare global {
  namespace Express {
    interface Request {
      lang: Lang
      user: SignedInUser | null
    }
  }
}

/** The raw token of an `Authorization: <token>` or `Authorization: Bearer <token>` header. */
export const tokenOf = (header: string | undefined) => header?.replace(/^Bearer\s+/i, '').trim() || undefined

/** The language to answer in; first, so that even a body that cannot be parsed is answered in it. */
export const requestLanguage = (req: Request, _res: Response, next: NextFunction) => {
  req.lang = langFromHeader(req.get('accept-language'))
  next()
}

/**
 * Sessions found recently, trusted for a minute on this instance (never past their expiry): the poll
 * every second from thousands of students must not cost a database query each. Logging out or
 * resetting a password forgets them at once here, and on every other instance through `revocations`
 * (the realtime layer relays them when instances share Redis). Keyed by the token's hash.
 */
const RECENT_MS = 60_000
const recentSessions = new Map<string, { user: SignedInUser; until: number }>()

/** Local forgets, for the realtime layer to pass on to the other instances. */
export const revocations = new EventEmitter<{ token: [tokenHash: string]; user: [userId: number] }>()

export const forgetRecentSession = (token: string | undefined, relay = true) => {
  if (!token) return
  const key = hashToken(token)
  recentSessions.delete(key)
  if (relay) revocations.emit('token', key)
}
/** Forgets a session by its token hash (a revocation relayed from another instance). */
export const forgetRecentSessionHash = (tokenHash: string) => {
  recentSessions.delete(tokenHash)
}
export const forgetRecentSessionsOf = (userId: number, relay = true) => {
  for (const [key, entry] of recentSessions) if (entry.user.id === userId) recentSessions.delete(key)
  if (relay) revocations.emit('user', userId)
}

/** The user of a token trusted recently, without touching the database; undefined when not known. */
export function recentUser(token: string, now = Date.now()): SignedInUser | undefined {
  const recent = recentSessions.get(hashToken(token))
  return recent && recent.until > now ? recent.user : undefined
}

/**
 * The user behind a token: from the recent sessions when trusted, else from the database (and then
 * remembered, unless the session was just renewed). Used by requests and by socket handshakes.
 */
export async function signedInUser(
  db: Db,
  token: string,
): Promise<{ user: SignedInUser; renewedToken?: string } | null> {
  const now = Date.now()
  const known = recentUser(token, now)
  if (known) return { user: known }
  const session = await resumeSession(db, token)
  if (session && !session.renewedToken) remember(token, session, now)
  return session
}

/**
 * The user behind a token, from the recent sessions or the database, when nothing is to be handed
 * back: undefined for an unknown, ended or expired session and for one due for renewal (its successor
 * goes back only through the ordinary routes). For the calls answered before Express: a student
 * waiting in the lobby for longer than the recent sessions are trusted must not send the first
 * question call of 10,000 through Express.
 */
export async function settledUser(db: Db, token: string): Promise<SignedInUser | undefined> {
  const now = Date.now()
  const known = recentUser(token, now)
  if (known) return known
  const session = await resumeSession(db, token, new Date(now), { renew: false })
  if (!session || session.renewalDue) return undefined
  remember(token, session, now)
  return session.user
}

function remember(token: string, session: { user: SignedInUser; expiresAt: Date }, now: number) {
  if (recentSessions.size > 200_000) recentSessions.clear()
  const until = Math.min(now + RECENT_MS, session.expiresAt.getTime())
  recentSessions.set(hashToken(token), { user: session.user, until })
}

/**
 * Works out who is asking. An unknown or expired token is not an error
 * here: the route's access rule decides whether a login is needed.
 */
export const requestContext = (db: Db) => async (req: Request, res: Response, next: NextFunction) => {
  req.user = null
  const token = tokenOf(req.get('authorization'))
  const session = token ? await signedInUser(db, token) : null
  if (session) {
    req.user = session.user
    if (session.renewedToken) res.setHeader('authorization', session.renewedToken)
  }
  next()
}
