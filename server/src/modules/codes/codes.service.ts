import { createHash, randomInt } from 'node:crypto'
import {
  CODE_DAILY_LIMIT_PER_TARGET,
  CODE_LENGTH,
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
} from '@spell/shared/api/accounts/codes'
import { chinaDate } from '@spell/shared/time/china-time'
import { AppError } from '../../http/app-error'
import { sameSecret } from '../../http/same-secret'
import type { KeyValueStore } from '../../kv/key-value-store'
import { codeLimits } from './code-limits'

/**
 * One-time codes for a target (phone or e-mail) and a purpose (code type): 6 random digits, stored
 * only as a hash, valid 5 minutes, spent by the first right answer, void after 5 wrong ones.
 */
const DAY_SECONDS = 24 * 3600
const hashOf = (target: string, code: string) =>
  createHash('sha256').update(`${target}:${code}`).digest('hex')
const keys = (codeType: number, target: string) => ({
  code: `code:${codeType}:${target}`,
  tries: `code-tries:${codeType}:${target}`,
  sent: `code-sent:${target}`,
})
/** The daily limits are per China day: "try tomorrow" means after midnight in China. */
const today = () => chinaDate(Date.now())

export async function issueCode(
  store: KeyValueStore,
  request: { target: string; codeType: number; clientAddress: string; clientDailyLimit?: number },
): Promise<string> {
  const target = request.target.toLowerCase()
  const k = keys(request.codeType, target)
  if (!(await store.setIfAbsent(k.sent, '1', CODE_RESEND_SECONDS))) {
    throw new AppError('rateLimited', 'code.tooSoon', { params: { seconds: CODE_RESEND_SECONDS } })
  }
  const perTarget = await store.increment(`code-day:${target}:${today()}`, DAY_SECONDS)
  const perClient = await store.increment(`code-day-client:${request.clientAddress}:${today()}`, DAY_SECONDS)
  if (perTarget > CODE_DAILY_LIMIT_PER_TARGET) throw new AppError('rateLimited', 'code.dailyLimit')
  if (perClient > (request.clientDailyLimit ?? codeLimits.perDay)) {
    throw new AppError('rateLimited', 'code.addressDailyLimit')
  }
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
  await store.set(k.code, hashOf(target, code), CODE_TTL_SECONDS)
  await store.delete(k.tries)
  return code
}

/**
 * Takes back a code that could not be delivered: it is voided and the resend wait is lifted, so the
 * person can ask again at once. The daily counts keep it (each try still reached the provider).
 */
export async function withdrawCode(store: KeyValueStore, request: { target: string; codeType: number }) {
  const k = keys(request.codeType, request.target.toLowerCase())
  await store.delete(k.code)
  await store.delete(k.sent)
}

export const resendKey = (target: string) => `code-sent:${target.toLowerCase()}`

/** True when `code` is the live code for the target; a right answer spends it. */
export async function checkCode(
  store: KeyValueStore,
  request: { target: string; codeType: number; code: string },
) {
  const target = request.target.toLowerCase()
  const k = keys(request.codeType, target)
  const expected = await store.get(k.code)
  if (!expected) return false
  const tries = await store.increment(k.tries, CODE_TTL_SECONDS)
  if (tries > CODE_MAX_TRIES) {
    await store.delete(k.code)
    return false
  }
  if (!sameSecret(hashOf(target, request.code.trim()), expected)) {
    if (tries === CODE_MAX_TRIES) await store.delete(k.code)
    return false
  }
  // take() makes sure two requests racing with the right code cannot both succeed.
  return (await store.take(k.code)) === expected
}
