import { z } from 'zod'
import { defineCall } from '../contract'

/** A new captcha: an SVG drawn as paths (the answer is not in the markup), checked once by the server. */
export const getCaptcha = defineCall({
  method: 'GET',
  paths: ['/common/captcha'],
  request: z.object({}),
  response: z.object({ captchaId: z.string(), image: z.string().startsWith('data:image/svg+xml') }),
})

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const CAPTCHA_CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CAPTCHA_LENGTH = 4
export const CAPTCHA_TTL_SECONDS = 300
