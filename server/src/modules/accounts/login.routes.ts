import { codeTypes } from '@spell/shared/api/accounts/codes'
import {
  schoolLogin,
  staffLogin,
  studentLoginByEmail,
  studentLoginByPhone,
} from '@spell/shared/api/accounts/login'
import { and, eq, inArray, or } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import { checkCode } from '../codes/codes.service'
import { verifyPassword } from './credentials'
import { signIn } from './login-result'

type UserRow = typeof users.$inferSelect

/** A checked account may still not be allowed in: pending or rejected schools, disabled accounts. */
function assertMayEnter(user: UserRow) {
  if (user.status === 'pending') throw new AppError('forbidden', 'auth.pending')
  if (user.status === 'rejected') {
    throw new AppError('forbidden', 'auth.rejected', { params: { reason: user.reviewReason ?? '' } })
  }
  if (user.status !== 'active') throw new AppError('forbidden', 'auth.disabled')
}

/** Every way in: school by SMS code, student by e-mail or phone and password, staff by password. */
export function loginRoutes({ db, store, redis, config }: AppServices) {
  const router = Router()
  const perClient = limitPerClient({
    name: 'login',
    limit: 20,
    windowSeconds: 60,
    redis,
    keyPrefix: config.redisKeyPrefix,
  })

  mountCall(router, schoolLogin, { access: 'public', before: [perClient] }, async ({ phone, code }) => {
    if (!(await checkCode(store, { target: phone, codeType: codeTypes.schoolLogin, code }))) {
      throw new AppError('invalidInput', 'code.wrong')
    }
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), inArray(users.role, ['schoolTeacher', 'courseTeacher'])))
    if (!user) throw new AppError('notFound', 'auth.schoolNotRegistered')
    assertMayEnter(user)
    return signIn(db, user)
  })

  const studentLogin = async (account: string, user: UserRow | undefined, password: string) => {
    await verifyPassword(
      store,
      { identifier: account, userId: user?.id },
      user?.role === 'student' ? user.passwordHash : undefined,
      password,
    )
    assertMayEnter(user as UserRow)
    return signIn(db, user as UserRow)
  }

  mountCall(
    router,
    studentLoginByEmail,
    { access: 'public', before: [perClient] },
    async ({ email, password }) => {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
      return studentLogin(email, user, password)
    },
  )

  mountCall(
    router,
    studentLoginByPhone,
    { access: 'public', before: [perClient] },
    async ({ phone, password }) => {
      const [user] = await db.select().from(users).where(eq(users.phone, phone))
      return studentLogin(phone, user, password)
    },
  )

  mountCall(router, staffLogin, { access: 'public', before: [perClient] }, async ({ account, password }) => {
    const [user] = await db
      .select()
      .from(users)
      .where(
        and(
          or(eq(users.phone, account), eq(users.userName, account)),
          inArray(users.role, ['judge', 'committee']),
        ),
      )
    await verifyPassword(store, { identifier: account, userId: user?.id }, user?.passwordHash, password)
    assertMayEnter(user as UserRow)
    return signIn(db, user as UserRow)
  })
  return router
}
