import { z } from 'zod'
import { EMAIL_PATTERN } from '../../validators/email'
import { defineCall } from '../contract'
import { codeSchema } from './codes'
import { newPasswordFields, passwordsMatch, passwordsMatchIssue } from './passwords'

const emailFor = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(200)
    .regex(EMAIL_PATTERN, invalid)

/** Student registration by e-mail (code type 6). Messages: 请填写正确的邮箱格式, 两次输入密码不一致! … */
export const registerStudentSchema = z
  .object({
    email: emailFor('email.required', 'email.invalid'),
    code: codeSchema,
    codeType: z.literal(6).default(6),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, passwordsMatchIssue)

export const registerStudent = defineCall({
  method: 'POST',
  paths: ['/mail/registerPersonalInformation'],
  request: registerStudentSchema,
  response: z.null(),
})

/** Password reset by e-mail code (type 8): 请输入正确的邮箱格式, 邮箱不能为空. */
export const resetPasswordSchema = z
  .object({
    email: emailFor('email.empty', 'email.invalidReset'),
    code: codeSchema,
    codeType: z.literal(8).default(8),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, passwordsMatchIssue)

export const resetPassword = defineCall({
  method: 'POST',
  paths: ['/mail/resetPassword'],
  request: resetPasswordSchema,
  response: z.null(),
})
