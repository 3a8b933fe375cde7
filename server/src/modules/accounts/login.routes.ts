import {
  schoolLogin,
  staffLogin,
  studentLoginByEmail,
  studentLoginByPhone,
} from '@spell/shared/api/accounts/login'
import { type Request, Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { formFields } from '../../http/form-fields'
import { type AddressAllowance, limitPerClient } from '../../http/rate-limit'
import { addressAllowance } from '../admin/address-allowances'
import { schoolSignIn, staffSignIn, studentSignIn } from './login.service'
import { loginLimits } from './login-limits'
import type { SignInClient } from './sign-in-guard'

/** Where a sign-in comes from and the captcha it carries, for the sign-in guard. */
async function clientOf(
  req: Request,
  input: { captcha?: string; captchaId?: string },
  allowance: AddressAllowance,
): Promise<SignInClient> {
  const address = req.ip ?? ''
  const { captcha, captchaId } = input
  return {
    address,
    allowance: await allowance(address),
    captcha: captcha && captchaId ? { captchaId, answer: captcha } : undefined,
  }
}

/** Every way in: school by SMS code, student by e-mail or phone and password, staff by password. */
export function loginRoutes({ db, store, redis, config }: AppServices) {
  const router = Router()
  const allowance = addressAllowance(db)
  // A whole school signs in from one address: every attempt costs the Argon2 work, which this ceiling
  // bounds; failed sign-ins, what a guesser makes, are counted by the sign-in guard, which then asks
  // the address for the captcha.
  const perClient = [
    limitPerClient({
      name: 'login',
      ...loginLimits.attempts,
      redis,
      keyPrefix: config.redisKeyPrefix,
      allowance,
      message: 'auth.tooManyLoginsFromAddress',
    }),
  ]

  // The specification sends the three logins as form data: multipart, urlencoded or JSON are read alike.
  const form = { access: 'public' as const, before: [...perClient, formFields] }

  mountCall(router, schoolLogin, form, async (input, { req }) =>
    schoolSignIn(db, store, await clientOf(req, input, allowance), input.phone, input.code),
  )

  mountCall(router, studentLoginByEmail, form, async (input, { req }) =>
    studentSignIn(db, store, await clientOf(req, input, allowance), { email: input.email }, input.password),
  )

  mountCall(router, studentLoginByPhone, form, async (input, { req }) =>
    studentSignIn(db, store, await clientOf(req, input, allowance), { phone: input.phone }, input.password),
  )

  mountCall(router, staffLogin, { access: 'public', before: perClient }, async (input, { req }) =>
    staffSignIn(db, store, await clientOf(req, input, allowance), input.account, input.password),
  )
  return router
}
