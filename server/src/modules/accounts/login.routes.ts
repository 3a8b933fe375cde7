import {
  schoolLogin,
  staffLogin,
  studentLoginByEmail,
  studentLoginByPhone,
} from '@spell/shared/api/accounts/login'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import { schoolSignIn, staffSignIn, studentSignIn } from './login.service'

/** Every way in: school by SMS code, student by e-mail or phone and password, staff by password. */
export function loginRoutes({ db, store, redis, config }: AppServices) {
  const router = Router()
  const perClient = limitPerClient({
    name: 'login',
    limit: 20,
    windowSeconds: 60,
    redis,
    keyPrefix: config.redisKeyPrefix,
  })

  mountCall(router, schoolLogin, { access: 'public', before: [perClient] }, ({ phone, code }) =>
    schoolSignIn(db, store, phone, code),
  )

  mountCall(router, studentLoginByEmail, { access: 'public', before: [perClient] }, ({ email, password }) =>
    studentSignIn(db, store, { email }, password),
  )

  mountCall(router, studentLoginByPhone, { access: 'public', before: [perClient] }, ({ phone, password }) =>
    studentSignIn(db, store, { phone }, password),
  )

  mountCall(router, staffLogin, { access: 'public', before: [perClient] }, ({ account, password }) =>
    staffSignIn(db, store, account, password),
  )
  return router
}
