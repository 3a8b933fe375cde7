import { z } from 'zod'
import { emailSchema } from '../../validators/email'
import { phoneSchema } from '../../validators/phone'
import { CAPTCHA_LENGTH } from '../certificates/captcha'
import { defineCall } from '../contract'
import { codeTypes, smsCodeSchema } from './codes'

/** What every login answers: the token for the Authorization header and who signed in. */
export const loginResultSchema = z.object({
  authorization: z.string(),
  /** 1 student, 2 school, 3 judge, 4 committee. */
  loginType: z.number().int(),
  roleId: z.number().int(),
  /** Where this user goes after login when no pushUrl is given. */
  home: z.string(),
  sysUser: z.object({
    userId: z.number().int(),
    userName: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** School users: saveSchoolInfo of the specification. */
  schoolInfo: z
    .object({
      roleId: z.number().int(),
      userId: z.number().int(),
      schoolId: z.number().int().nullable(),
      phone: z.string().nullable(),
      list: z.array(z.object({ schoolId: z.number().int(), schoolName: z.string() })),
    })
    .nullable(),
})
export type LoginResult = z.infer<typeof loginResultSchema>

/**
 * Every sign-in may carry the captcha of `/common/captcha` and its id. The server asks for it (4001)
 * only once many sign-ins from the client's network have failed; the form then shows it.
 */
const signInCaptcha = {
  captcha: z.string().trim().max(CAPTCHA_LENGTH, 'certificate.captchaWrong').optional(),
  captchaId: z.string().max(64).optional(),
}

/** Member school (and club teacher): phone + SMS code. */
export const schoolLogin = defineCall({
  method: 'POST',
  paths: ['/mobileLoginWeb'],
  request: z.object({
    phone: phoneSchema,
    code: smsCodeSchema,
    codeType: z.coerce.number().int().default(codeTypes.schoolLogin),
    type: z.coerce.number().int().optional(),
    ...signInCaptcha,
  }),
  response: loginResultSchema,
})

const passwordGiven = z.string({ error: 'password.required' }).min(1, 'password.required').max(64)

export const studentLoginByEmail = defineCall({
  method: 'POST',
  paths: ['/loginWeb'],
  request: z.object({
    email: z
      .string({ error: 'email.required' })
      .trim()
      .min(1, { error: 'email.required', abort: true })
      .pipe(emailSchema),
    password: passwordGiven,
    ...signInCaptcha,
  }),
  response: loginResultSchema,
})

export const studentLoginByPhone = defineCall({
  method: 'POST',
  paths: ['/common/loginWebByPhone'],
  request: z.object({ phone: phoneSchema, password: passwordGiven, ...signInCaptcha }),
  response: loginResultSchema,
})

/** Judges and the committee: phone or user name + password. */
export const staffLogin = defineCall({
  method: 'POST',
  paths: ['/admin/login'],
  request: z.object({
    account: z.string({ error: 'auth.accountRequired' }).trim().min(1, 'auth.accountRequired').max(100),
    password: passwordGiven,
    ...signInCaptcha,
  }),
  response: loginResultSchema,
})
