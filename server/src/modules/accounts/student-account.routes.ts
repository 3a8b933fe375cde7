import { registerStudent, resetPassword } from '@spell/shared/api/accounts/student-account'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import { registerStudentAccount, resetStudentPassword } from './student-accounts.service'

/** Students register with an e-mail code (type 6) and reset their password with another (type 8). */
export function studentAccountRoutes(services: AppServices) {
  const { redis, config } = services
  const router = Router()
  const perClient = limitPerClient({
    name: 'accounts',
    limit: 20,
    windowSeconds: 60,
    redis,
    keyPrefix: config.redisKeyPrefix,
  })

  mountCall(router, registerStudent, { access: 'public', before: [perClient] }, async (input) => {
    await registerStudentAccount(services, input)
    return null
  })

  mountCall(router, resetPassword, { access: 'public', before: [perClient] }, async (input) => {
    await resetStudentPassword(services, input)
    return null
  })
  return router
}
