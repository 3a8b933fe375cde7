import { codeTypes } from '@spell/shared/api/accounts/codes'
import { registerStudent, resetPassword } from '@spell/shared/api/accounts/student-account'
import { and, eq, isNull } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { sessions, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import { forgetRecentSessionsOf } from '../../http/request-context'
import { hashPassword } from '../auth/passwords'
import { checkCode, resendKey } from '../codes/codes.service'
import { forgetFailures } from './credentials'

/** Students register with an e-mail code (type 6) and reset their password with another (type 8). */
export function studentAccountRoutes({ db, store, redis, config, realtime }: AppServices) {
  const router = Router()
  // After 3035 the page re-enables its send button (as specified), so the minute's wait is lifted;
  // the daily caps and the per-code tries still hold.
  const allowNewCode = (address: string) => store.delete(resendKey(address))
  const perClient = limitPerClient({
    name: 'accounts',
    limit: 20,
    windowSeconds: 60,
    redis,
    keyPrefix: config.redisKeyPrefix,
  })

  mountCall(
    router,
    registerStudent,
    { access: 'public', before: [perClient] },
    async ({ email, code, password }) => {
      const address = email.toLowerCase()
      // The code first: only someone who received it at this address learns that it is registered.
      if (!(await checkCode(store, { target: address, codeType: codeTypes.emailRegister, code }))) {
        await allowNewCode(address)
        throw new AppError('emailCodeWrong')
      }
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, address))
      if (taken) throw new AppError('conflict', 'email.taken')
      await db
        .insert(users)
        .values({ role: 'student', email: address, userName: '', passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
      return null
    },
  )

  mountCall(
    router,
    resetPassword,
    { access: 'public', before: [perClient] },
    async ({ email, code, password }) => {
      const address = email.toLowerCase()
      if (!(await checkCode(store, { target: address, codeType: codeTypes.emailReset, code }))) {
        await allowNewCode(address)
        throw new AppError('emailCodeWrong')
      }
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address))
      // Only an account's own address could have received the code; anything else is a wrong code.
      if (!user) throw new AppError('emailCodeWrong')
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
        // A new password signs out every device.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
      })
      forgetRecentSessionsOf(user.id)
      realtime.sessionsEnded({ userId: user.id })
      await forgetFailures(store, user.id)
      return null
    },
  )
  return router
}
