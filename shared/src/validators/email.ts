import { z } from 'zod'

/**
 * The specification's rule: letters, digits or Chinese characters (with . _ -) before @, then a domain
 * of letters, digits, underscore or hyphen with at least one dot part.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9\u4e00-\u9fa5._-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/
export const isEmail = (value: string) => EMAIL_PATTERN.test(value)

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(200)
  .regex(EMAIL_PATTERN, 'email.invalid')
