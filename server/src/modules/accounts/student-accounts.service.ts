import { codeTypes } from '@spell/shared/api/accounts/codes'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import { sessions, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { forgetRecentSessionsOf } from '../../http/request-context'
import type { KeyValueStore } from '../../kv/key-value-store'
import { hashPassword } from '../auth/passwords'
import { checkCode, resendKey } from '../codes/codes.service'
import { forgetFailures } from './credentials'

/**
 * Checks an e-mail code. A wrong one lifts the minute's wait for a new code (the page re-enables its
 * send button); the daily caps and the per-code tries still hold.
 */
async function checkEmailCode(store: KeyValueStore, address: string, codeType: number, code: string) {
  if (await checkCode(store, { target: address, codeType, code })) return
  await store.delete(resendKey(address))
  throw new AppError('emailCodeWrong')
}

/** Registers a student account by e-mail after its code; an address already registered is refused. */
export async function registerStudentAccount(
  { db, store }: Pick<AppServices, 'db' | 'store'>,
  { email, code, password }: { email: string; code: string; password: string },
) {
  const address = email.toLowerCase()
  // The code first: only someone who received it at this address learns that it is registered.
  await checkEmailCode(store, address, codeTypes.emailRegister, code)
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, address))
  if (taken) throw new AppError('conflict', 'email.taken')
  await db
    .insert(users)
    .values({ role: 'student', email: address, userName: '', passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
}

/** Sets a new password after the e-mail's code; every device of the account is signed out. */
export async function resetStudentPassword(
  { db, store, realtime }: Pick<AppServices, 'db' | 'store' | 'realtime'>,
  { email, code, password }: { email: string; code: string; password: string },
) {
  const address = email.toLowerCase()
  await checkEmailCode(store, address, codeTypes.emailReset, code)
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address))
  // Only an account's own address could have received the code; anything else is a wrong code.
  if (!user) throw new AppError('emailCodeWrong')
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
  })
  forgetRecentSessionsOf(user.id)
  realtime.sessionsEnded({ userId: user.id })
  await forgetFailures(store, user.id)
}
