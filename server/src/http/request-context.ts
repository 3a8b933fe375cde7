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
 * Works out who is asking. An unknown or expired token is not an error
 * here: the route's access rule decides whether a login is needed.
 */
export const requestContext = (db: Db) => async (req: Request, res: Response, next: NextFunction) => {
  req.user = null
  const token = tokenOf(req.get('authorization'))
  if (token) {
    const session = await resumeSession(db, token)
    if (session) {
      req.user = session.user
      if (session.renewedToken) res.setHeader('authorization', session.renewedToken)
    }
  }
  next()
}
