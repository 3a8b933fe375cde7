import { codeTypes } from '@spell/shared/api/accounts/codes'
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { recordLoginProof } from '../codes/code-proof'
import { checkCode } from '../codes/codes.service'
import { verifyPassword } from './credentials'
import { signIn } from './login-result'
import { guardedCheck, type SignInClient, signInGuard } from './sign-in-guard'

type UserRow = typeof users.$inferSelect

/** A checked account may still not be allowed in: pending or rejected schools, disabled accounts. */
function assertMayEnter(user: UserRow) {
  if (user.status === 'pending') throw new AppError('forbidden', 'auth.pending')
  if (user.status === 'rejected') {
    throw new AppError('forbidden', 'auth.rejected', { params: { reason: user.reviewReason ?? '' } })
  }
  if (user.status !== 'active') throw new AppError('forbidden', 'auth.disabled')
}

/** A school or club teacher signs in with their phone and an SMS code, which proves the phone for a while. */
export async function schoolSignIn(
  db: Db,
  store: KeyValueStore,
  client: SignInClient,
  phone: string,
  code: string,
) {
  const guard = signInGuard(store, client, { identifier: phone, userId: undefined })
  await guardedCheck(guard, async () => {
    if (!(await checkCode(store, { target: phone, codeType: codeTypes.schoolLogin, code }))) {
      throw new AppError('invalidInput', 'code.wrong')
    }
  })
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), inArray(users.role, ['schoolTeacher', 'courseTeacher'])))
  if (!user) throw new AppError('notFound', 'auth.schoolNotRegistered')
  assertMayEnter(user)
  const result = await signIn(db, user)
  await recordLoginProof(store, user.id, phone)
  return result
}

/**
 * A student signs in with their e-mail or phone and password. An unknown account, another role and a
 * wrong password are told apart by nobody: each is the same refusal, counted against the account.
 */
export async function studentSignIn(
  db: Db,
  store: KeyValueStore,
  client: SignInClient,
  by: { email: string } | { phone: string },
  password: string,
) {
  const account = 'email' in by ? by.email : by.phone
  const [user] = await db
    .select()
    .from(users)
    .where('email' in by ? eq(users.email, by.email.toLowerCase()) : eq(users.phone, by.phone))
  const target = { identifier: account, userId: user?.id }
  await guardedCheck(signInGuard(store, client, target), (whenTurnComes) =>
    verifyPassword(store, target, user?.role === 'student' ? user.passwordHash : undefined, password, {
      whenTurnComes,
    }),
  )
  assertMayEnter(user as UserRow)
  return signIn(db, user as UserRow)
}

/** A judge or committee member signs in with their phone or name and password. */
export async function staffSignIn(
  db: Db,
  store: KeyValueStore,
  client: SignInClient,
  account: string,
  password: string,
) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        or(eq(users.phone, account), eq(users.userName, account)),
        inArray(users.role, ['judge', 'committee']),
      ),
    )
  const target = { identifier: account, userId: user?.id }
  await guardedCheck(signInGuard(store, client, target), (whenTurnComes) =>
    verifyPassword(store, target, user?.passwordHash, password, { whenTurnComes }),
  )
  assertMayEnter(user as UserRow)
  return signIn(db, user as UserRow)
}
