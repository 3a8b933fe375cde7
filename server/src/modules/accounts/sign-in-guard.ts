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

const WINDOW_SECONDS = loginLimits.failures.windowSeconds

/**
 * An address's window starts with its first failure and lasts 15 minutes. Its count and its
 * (address, account) pairs carry the window's start in their keys, so they live and die together, and
 * giving a pair's failures back never lowers a later window's count.
 */
function addressWindow(store: KeyValueStore, address: string) {
  const startKey = `login-fail-since:${address}`
  const keys = (since: string) => ({
    ttlSeconds: Math.max(1, Math.ceil((Number(since) + WINDOW_SECONDS * 1000 - Date.now()) / 1000) + 1),
    count: `login-fail-address:${since}:${address}`,
    pair: (account: string) => `login-fail-pair:${since}:${address}:${account}`,
  })
  return {
    /** The running window, if the address has failed within the last 15 minutes. */
    async current() {
      const since = await store.get(startKey)
      return since === null ? undefined : keys(since)
    },
    /** The running window, or a new one starting now. */
    async open() {
      await store.setIfAbsent(startKey, String(Date.now()), WINDOW_SECONDS)
      return keys((await store.get(startKey)) ?? String(Date.now()))
    },
  }
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
  const window = addressWindow(store, client.address)
  const account = accountKey(target)
  const threshold = Math.max(1, Math.round(loginLimits.failures.limit * client.allowance))
  const pastThreshold = async () => {
    const keys = await window.current()
    return keys !== undefined && Number((await store.get(keys.count)) ?? 0) >= threshold
  }
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
      const keys = await window.open()
      await store.increment(keys.count, keys.ttlSeconds)
      await store.increment(keys.pair(account), keys.ttlSeconds)
    },
    async succeeded() {
      const keys = await window.current()
      if (!keys) return
      const failures = Number((await store.take(keys.pair(account))) ?? 0)
      if (failures > 0) await store.increment(keys.count, keys.ttlSeconds, -failures)
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
