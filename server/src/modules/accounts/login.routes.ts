import {
  schoolLogin,
  staffLogin,
  studentLoginByEmail,
  studentLoginByPhone,
} from '@spell/shared/api/accounts/login'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { formFields } from '../../http/form-fields'
import { limitFailuresPerClient, limitPerClient } from '../../http/rate-limit'
import { addressAllowance } from '../admin/address-allowances'
import { schoolSignIn, staffSignIn, studentSignIn } from './login.service'
import { loginLimits } from './login-limits'

/** Every way in: school by SMS code, student by e-mail or phone and password, staff by password. */
export function loginRoutes({ db, store, redis, config }: AppServices) {
  const router = Router()
  const shared = { redis, keyPrefix: config.redisKeyPrefix, allowance: addressAllowance(db) }
  // A whole school signs in from one address: successes cost nothing but the Argon2 work, which the
  // ceiling on attempts bounds; failed sign-ins are what a guesser makes, and those are counted.
  const perClient = [
    limitPerClient({
      name: 'login',
      ...loginLimits.attempts,
      ...shared,
      message: 'auth.tooManyLoginsFromAddress',
    }),
    limitFailuresPerClient({
      name: 'login-failures',
      ...loginLimits.failures,
      ...shared,
      message: 'auth.tooManyFailuresFromAddress',
    }),
  ]

  // The specification sends the three logins as form data: multipart, urlencoded or JSON are read alike.
  const form = { access: 'public' as const, before: [...perClient, formFields] }

  mountCall(router, schoolLogin, form, ({ phone, code }) => schoolSignIn(db, store, phone, code))

  mountCall(router, studentLoginByEmail, form, ({ email, password }) =>
    studentSignIn(db, store, { email }, password),
  )

  mountCall(router, studentLoginByPhone, form, ({ phone, password }) =>
    studentSignIn(db, store, { phone }, password),
  )

  mountCall(router, staffLogin, { access: 'public', before: perClient }, ({ account, password }) =>
    staffSignIn(db, store, account, password),
  )
  return router
}
