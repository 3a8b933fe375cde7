import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { checkPassword, hashPassword } from '../auth/passwords'

/** Wrong passwords per account: 5 in 15 minutes, then the account waits out the window. */
export const MAX_FAILURES = 5
const FAILURE_WINDOW_SECONDS = 15 * 60
// Verified against when the account is unknown, so that both answers take as long.
let dummyHash: Promise<string> | undefined
const hashForUnknownAccount = () => {
  dummyHash ??= hashPassword('an account that does not exist')
  return dummyHash
}

/**
 * Who a login attempt is about: the account the typed identifier (phone, e-mail, user name) resolves
 * to, or, when it resolves to none, the identifier itself.
 */
export interface LoginTarget {
  identifier: string
  /** The account behind the identifier, whatever its role or status. */
  userId: number | undefined
}

/**
 * Failures are counted per account, so that a phone, an e-mail and a user name of one account share
 * one count; an identifier of no account is counted by itself, in the same steps, so that neither
 * the answers nor their timing tell whether it belongs to an account.
 */
export const accountKey = ({ identifier, userId }: LoginTarget) =>
  userId === undefined ? `id:${identifier.trim().toLowerCase()}` : `user:${userId}`
const failureKey = (target: LoginTarget) => `login-fail:${accountKey(target)}`

interface VerifyOptions {
  /** Runs when the password check's turn comes, before it (it may refuse the attempt). */
  whenTurnComes?: () => Promise<void>
  /** The refusal of a wrong password; "wrong account or password" unless told. */
  wrong?: () => AppError
}

/**
 * Checks a password for an account (which may not exist). Unknown account and wrong password get the
 * same answer; too many failures lock the account for the rest of the window, whichever identifier
 * is typed, and whichever call checks it (sign-in or account deletion). The attempt is counted before
 * the check (one atomic increment, shared by every instance through the store), so that parallel
 * guesses cannot all slip in under the limit; a right password clears the count, and an attempt
 * refused before its check gives its count back.
 */
export async function verifyPassword(
  store: KeyValueStore,
  target: LoginTarget,
  passwordHash: string | null | undefined,
  password: string,
  { whenTurnComes, wrong = () => new AppError('forbidden', 'auth.wrongCredentials') }: VerifyOptions = {},
) {
  const key = failureKey(target)
  const attempts = await store.increment(key, FAILURE_WINDOW_SECONDS)
  if (attempts > MAX_FAILURES) {
    throw new AppError('rateLimited', 'auth.tooManyAttempts', {
      params: { minutes: FAILURE_WINDOW_SECONDS / 60 },
    })
  }
  const right = await checkPassword(
    passwordHash ?? (await hashForUnknownAccount()),
    password,
    whenTurnComes,
  ).catch(async (refusal: unknown) => {
    await store.increment(key, FAILURE_WINDOW_SECONDS, -1)
    throw refusal
  })
  if (!right || !passwordHash) throw wrong()
  await store.delete(key)
}

/** Clears an account's count (its password was just reset by someone who proved they own it). */
export const forgetFailures = (store: KeyValueStore, userId: number) =>
  store.delete(failureKey({ identifier: '', userId }))
