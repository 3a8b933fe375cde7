import { z } from 'zod'
import { emailSchema } from '../../validators/email'
import { phoneSchema } from '../../validators/phone'
import { defineCall } from '../contract'

/**
 * What a one-time code is for. The specification fixes 6 (e-mail register), 8 (e-mail reset) and
 * 9 (basic information); the other SMS purposes are ours.
 */
export const codeTypes = {
  schoolLogin: 1,
  schoolRegister: 2,
  teamSignUp: 3,
  registrants: 4,
  individualRegister: 5,
  emailRegister: 6,
  emailReset: 8,
  basicInfo: 9,
  /** Sent to a guardian's phone: confirms the guardian's consent for a student under 14. */
  guardianConsent: 10,
} as const
export const smsCodeTypes = [1, 2, 3, 4, 5, 9, 10] as const
export const mailCodeTypes = [6, 8] as const

/** Codes: 6 random digits, valid 5 minutes, single use, void after 5 wrong tries. */
export const CODE_LENGTH = 6
export const CODE_TTL_SECONDS = 300
export const CODE_MAX_TRIES = 5
/** One code per 60 s per phone or e-mail and a daily cap per target (the server limits client addresses). */
export const CODE_RESEND_SECONDS = 60
export const CODE_DAILY_LIMIT_PER_TARGET = 10

export const codeSchema = z
  .string({ error: 'code.required' })
  .trim()
  .min(1, { error: 'code.required', abort: true })
  .max(CODE_LENGTH, 'code.tooLong')

/** An SMS code field: its empty message is the specification's 请输入短信验证码. */
export const smsCodeSchema = z
  .string({ error: 'code.smsRequired' })
  .trim()
  .min(1, { error: 'code.smsRequired', abort: true })
  .max(CODE_LENGTH, 'code.tooLong')

const sentSchema = z.object({ resendAfterSeconds: z.number().int() })

export const sendSmsCode = defineCall({
  method: 'POST',
  paths: ['/common/smsVerificationCode', '/web/smsVerificationCode'],
  request: z.object({
    phone: phoneSchema,
    codeType: z.coerce.number().pipe(z.union(smsCodeTypes.map((t) => z.literal(t)))),
  }),
  response: sentSchema,
})

export const sendMailCode = defineCall({
  method: 'POST',
  paths: ['/mail/sendMail'],
  request: z.object({
    mail: z
      .string({ error: 'email.requiredToSend' })
      .trim()
      .min(1, { error: 'email.requiredToSend', abort: true })
      .pipe(emailSchema),
    codeType: z.coerce.number().pipe(z.union(mailCodeTypes.map((t) => z.literal(t)))),
  }),
  response: sentSchema,
})
