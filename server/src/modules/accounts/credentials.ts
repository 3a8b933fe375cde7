import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { checkPassword, hashPassword } from '../auth/passwords'

/** Wrong passwords per account: 5 in 15 minutes, then the account waits out the window. */
const MAX_FAILURES = 5
const WINDOW_SECONDS = 15 * 60
// Verified against when the account is unknown, so that both answers take as long.
let dummyHash: Promise<string> | undefined
const hashForUnknownAccount = () => {
  dummyHash ??= hashPassword('an account that does not exist')
  return dummyHash
}

const failureKey = (account: string) => `login-fail:${account.toLowerCase()}`

/**
 * Checks a password for an account (which may not exist). Unknown account and wrong password get the
 * same answer; too many failures lock the account for the rest of the window.
 */
export async function verifyPassword(
  store: KeyValueStore,
  account: string,
  passwordHash: string | null | undefined,
  password: string,
) {
  const failures = Number((await store.get(failureKey(account))) ?? 0)
  if (failures >= MAX_FAILURES) {
    throw new AppError('rateLimited', 'auth.tooManyAttempts', { params: { minutes: WINDOW_SECONDS / 60 } })
  }
  const right = await checkPassword(passwordHash ?? (await hashForUnknownAccount()), password)
  if (!right || !passwordHash) {
    await store.increment(failureKey(account), WINDOW_SECONDS)
    throw new AppError('forbidden', 'auth.wrongCredentials')
  }
  await store.delete(failureKey(account))
}

export const forgetFailures = (store: KeyValueStore, account: string) => store.delete(failureKey(account))
