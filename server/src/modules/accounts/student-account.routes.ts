import { registerStudent, resetPassword } from '@spell/shared/api/accounts/student-account'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { limitFailuresPerClient, limitPerClient } from '../../http/rate-limit'
import { addressAllowance } from '../admin/address-allowances'
import { loginLimits } from './login-limits'
import { registerStudentAccount, resetStudentPassword } from './student-accounts.service'

/** Students register with an e-mail code (type 6) and reset their password with another (type 8). */
export function studentAccountRoutes(services: AppServices) {
  const { db, redis, config } = services
  const router = Router()
  // A class registers in one lesson from its school's one address: as for sign-ins, all attempts are
  // bounded high and failures (wrong codes) low.
  const shared = { redis, keyPrefix: config.redisKeyPrefix, allowance: addressAllowance(db) }
  const perClient = [
    limitPerClient({ name: 'student-accounts', ...loginLimits.attempts, ...shared }),
    limitFailuresPerClient({
      name: 'student-accounts-failures',
      ...loginLimits.failures,
      ...shared,
      message: 'auth.tooManyFailuresFromAddress',
    }),
  ]

  mountCall(router, registerStudent, { access: 'public', before: perClient }, async (input) => {
    await registerStudentAccount(services, input)
    return null
  })

  mountCall(router, resetPassword, { access: 'public', before: perClient }, async (input) => {
    await resetStudentPassword(services, input)
    return null
  })
  return router
}
