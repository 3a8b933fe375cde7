import { type Role, roles } from '@spell/shared'
import type { LoginResult } from '@spell/shared/api/accounts/login'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { schools, userSchools, type users } from '../../db/schema'
import { startSession } from '../auth/sessions.service'

type UserRow = typeof users.$inferSelect

/** Starts a session for a user whose credentials were checked, and says who they are. */
export async function signIn(db: Db, user: UserRow): Promise<LoginResult> {
  const role = roles[user.role as Role]
  const token = await startSession(db, user.id)
  const isSchoolUser = role.loginType === roles.schoolTeacher.loginType
  const list = isSchoolUser
    ? await db
        .select({ schoolId: schools.id, schoolName: schools.schoolName })
        .from(userSchools)
        .innerJoin(schools, eq(schools.id, userSchools.schoolId))
        .where(eq(userSchools.userId, user.id))
    : []
  return {
    authorization: token,
    loginType: role.loginType,
    roleId: role.roleId,
    home: role.home,
    sysUser: { userId: user.id, userName: user.userName, phone: user.phone, email: user.email },
    schoolInfo: isSchoolUser
      ? { roleId: role.roleId, userId: user.id, schoolId: list[0]?.schoolId ?? null, phone: user.phone, list }
      : null,
  }
}
