import { z } from 'zod'

/** Mainland mobile numbers: 11 digits, 1 then 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/
export const isPhone = (value: string) => PHONE_PATTERN.test(value)

export const phoneSchema = z
  .string({ error: 'phone.required' })
  .trim()
  .min(1, { error: 'phone.required', abort: true })
  .regex(PHONE_PATTERN, 'phone.invalid')
