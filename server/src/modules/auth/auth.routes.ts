import { logout } from '@spell/shared/api/auth/logout'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { forgetRecentSession, tokenOf } from '../../http/request-context'
import { endSession } from './sessions.service'

export function authRoutes({ db, realtime }: AppServices) {
  const router = Router()
  mountCall(router, logout, { access: 'public' }, async (_input, { user, req }) => {
    if (user) await endSession(db, user.sessionId)
    forgetRecentSession(tokenOf(req.get('authorization')))
    // The pages opened with this session lose their sockets too, on whichever instance they are.
    if (user) realtime.sessionsEnded({ sessionId: user.sessionId })
    return null
  })
  return router
}
