import { z } from 'zod'

/** Passwords: 6 to 32 characters (the specification leaves the rule open). */
export const passwordSchema = z
  .string({ error: 'password.required' })
  .min(1, { error: 'password.required', abort: true })
  .min(6, 'password.tooShort')
  .max(32, 'password.tooLong')

/** A new password typed twice; the second must match (两次输入密码不一致!). */
export const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z.string({ error: 'password.confirmRequired' }).min(1, 'password.confirmRequired'),
}
export const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword
export const passwordsMatchIssue = { path: ['confirmPassword'], message: 'password.mismatch' }
