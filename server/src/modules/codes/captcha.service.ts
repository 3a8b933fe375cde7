import { randomUUID } from 'node:crypto'
import { CAPTCHA_CHARSET, CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '@spell/shared/api/certificates/captcha'
import svgCaptcha from 'svg-captcha'
import { sameSecret } from '../../http/same-secret'
import type { KeyValueStore } from '../../kv/key-value-store'

const keyOf = (id: string) => `captcha:${id}`

/** Draws a captcha; the answer stays on the server, the SVG draws letters as paths only. */
export async function issueCaptcha(store: KeyValueStore) {
  const captcha = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CAPTCHA_CHARSET,
    noise: 3,
    color: true,
    background: '#f6f1e7',
    width: 120,
    height: 44,
    fontSize: 48,
  })
  const captchaId = randomUUID()
  await store.set(keyOf(captchaId), captcha.text.toUpperCase(), CAPTCHA_TTL_SECONDS)
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` }
}

/**
 * Checks an answer, case-insensitively. The captcha is spent whatever the outcome, so a wrong answer
 * means drawing a new one; 'expired' covers unknown, used and timed-out ids.
 */
export async function checkCaptcha(store: KeyValueStore, captchaId: string, answer: string) {
  const expected = await store.take(keyOf(captchaId))
  if (expected === null) return 'expired' as const
  return sameSecret(answer.trim().toUpperCase(), expected) ? ('right' as const) : ('wrong' as const)
}
