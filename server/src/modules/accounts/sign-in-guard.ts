import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { checkCaptcha } from '../codes/captcha.service'
import { accountKey, type LoginTarget } from './credentials'
import { loginLimits } from './login-limits'

/** A sign-in as it reaches the server: from where, and the captcha when the form showed one. */
export interface SignInClient {
  address: string
  /** The committee's factor for the address: 1 for most, more for a school's network. */
  allowance: number
  captcha?: { captchaId: string; answer: string }
}

/**
 * Fixed windows by the clock: an address's count and its (address, account) pairs of one window live
 * and die together, so giving a pair's failures back never lowers another window's count.
 */
function currentWindow(now = Date.now()) {
  const ms = loginLimits.failures.windowSeconds * 1000
  const index = Math.floor(now / ms)
  return { index, ttlSeconds: Math.ceil(((index + 1) * ms - now) / 1000) + 1 }
}

const captchaRequired = () => new AppError('captchaWrong', 'auth.captchaRequired')

/**
 * Failed sign-ins per client address, kept per (address, account) pair. A hall of students behind one
 * address mistypes now and then, and each one who then gets in from that address takes their
 * failures back; what stays counted is what a guesser makes: failures on accounts it never gets into.
 * Past the threshold the address is asked for the captcha, before any password is checked; a person
 * answers it and gets in, a script does not. The count is read when the attempt arrives and again
 * when its password's turn comes, so a burst of parallel guesses is held to the threshold too.
 */
export function signInGuard(store: KeyValueStore, client: SignInClient, target: LoginTarget) {
  const window = currentWindow()
  const addressKey = `login-fail-address:${window.index}:${client.address}`
  const pairKey = `login-fail-pair:${window.index}:${client.address}:${accountKey(target)}`
  const threshold = Math.max(1, Math.round(loginLimits.failures.limit * client.allowance))
  const pastThreshold = async () => Number((await store.get(addressKey)) ?? 0) >= threshold
  let captchaAnswered = false

  return {
    /** On arrival: past the threshold, the captcha is checked (and spent, right or wrong). */
    async admit() {
      if (!(await pastThreshold())) return
      if (!client.captcha) throw captchaRequired()
      const verdict = await checkCaptcha(store, client.captcha.captchaId, client.captcha.answer)
      if (verdict === 'expired') throw new AppError('captchaWrong', 'certificate.captchaExpired')
      if (verdict === 'wrong') throw new AppError('captchaWrong', 'certificate.captchaWrong')
      captchaAnswered = true
    },
    /** When the password's turn comes: the threshold may have been passed while it waited. */
    async stillAdmitted() {
      if (!captchaAnswered && (await pastThreshold())) throw captchaRequired()
    },
    async failed() {
      await store.increment(addressKey, window.ttlSeconds)
      await store.increment(pairKey, window.ttlSeconds)
    },
    async succeeded() {
      const failures = Number((await store.take(pairKey)) ?? 0)
      if (failures > 0) await store.increment(addressKey, window.ttlSeconds, -failures)
    },
  }
}

/**
 * Runs a credential check (password or SMS code) under the guard. Its refusals (wrong, locked) count
 * against the address; a refusal for the captcha itself checked nothing and counts for nothing.
 */
export async function guardedCheck<T>(
  guard: ReturnType<typeof signInGuard>,
  check: (whenTurnComes: () => Promise<void>) => Promise<T>,
): Promise<T> {
  await guard.admit()
  try {
    const result = await check(guard.stillAdmitted)
    await guard.succeeded()
    return result
  } catch (error) {
    if (error instanceof AppError && error.messageKey !== 'auth.captchaRequired') await guard.failed()
    throw error
  }
}
