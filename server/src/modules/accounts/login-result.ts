import { type Role, roles } from '@spell/shared'
import type { LoginResult } from '@spell/shared/api/accounts/login'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { schools, userSchools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { startSession } from '../auth/sessions.service'

type UserRow = typeof users.$inferSelect

/** Who a user is, as the login answers it: role, home page, account and, for school users, their schools. */
async function describeUser(db: Db, user: UserRow): Promise<Omit<LoginResult, 'authorization'>> {
  const role = roles[user.role as Role]
  const isSchoolUser = role.loginType === roles.schoolTeacher.loginType
  const list = isSchoolUser
    ? await db
        .select({ schoolId: schools.id, schoolName: schools.schoolName })
        .from(userSchools)
        .innerJoin(schools, eq(schools.id, userSchools.schoolId))
        .where(eq(userSchools.userId, user.id))
    : []
  return {
    loginType: role.loginType,
    roleId: role.roleId,
    home: role.home,
    sysUser: { userId: user.id, userName: user.userName, phone: user.phone, email: user.email },
    schoolInfo: isSchoolUser
      ? { roleId: role.roleId, userId: user.id, schoolId: list[0]?.schoolId ?? null, phone: user.phone, list }
      : null,
  }
}

/** The signed-in user described as the login did; an account that is gone is no longer signed in. */
export async function describeUserById(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new AppError('unauthorized')
  return describeUser(db, user)
}

/** Starts a session for a user whose credentials were checked, and says who they are. */
export async function signIn(db: Db, user: UserRow): Promise<LoginResult> {
  const token = await startSession(db, user.id)
  return { authorization: token, ...(await describeUser(db, user)) }
}
