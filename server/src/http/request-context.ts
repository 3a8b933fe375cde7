import type { Lang } from '@spell/shared'
import { langFromHeader } from '@spell/shared'
import type { NextFunction, Request, Response } from 'express'
import type { Db } from '../db/database'
import { resumeSession, type SignedInUser } from '../modules/auth/sessions.service'

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
 * Sessions found recently, trusted for a few seconds on this instance: a poll every second from every
 * student must not cost a database query each. Logging out or resetting a password forgets them here
 * at once; another instance may still accept such a session for up to RECENT_MS.
 */
const RECENT_MS = 5_000
const recentSessions = new Map<string, { user: SignedInUser; until: number }>()

export const forgetRecentSession = (token: string | undefined) => {
  if (token) recentSessions.delete(token)
}
export const forgetRecentSessionsOf = (userId: number) => {
  for (const [token, entry] of recentSessions) if (entry.user.id === userId) recentSessions.delete(token)
}

/**
 * Works out who is asking. An unknown or expired token is not an error
 * here: the route's access rule decides whether a login is needed.
 */
export const requestContext = (db: Db) => async (req: Request, res: Response, next: NextFunction) => {
  req.user = null
  const token = tokenOf(req.get('authorization'))
  if (token) {
    const now = Date.now()
    const recent = recentSessions.get(token)
    if (recent && recent.until > now) {
      req.user = recent.user
    } else {
      const session = await resumeSession(db, token)
      if (session) {
        req.user = session.user
        if (session.renewedToken) res.setHeader('authorization', session.renewedToken)
        else {
          if (recentSessions.size > 100_000) recentSessions.clear()
          recentSessions.set(token, { user: session.user, until: now + RECENT_MS })
        }
      }
    }
  }
  next()
}
