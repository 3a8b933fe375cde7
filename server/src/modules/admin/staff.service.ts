import type { CallRequest, Role } from '@spell/shared'
import type { createStaff } from '@spell/shared/api/admin/school-registrations'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { schools, userSchools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { hashPassword } from '../auth/passwords'

/**
 * Makes a judge (with a password) or a club teacher (bound to existing schools) account; a phone already
 * in use is refused. Answers the new account's id.
 */
export async function createStaffAccount(db: Db, input: CallRequest<typeof createStaff>) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone))
  if (taken) throw new AppError('conflict', 'phone.taken')
  return db.transaction(async (tx) => {
    const passwordHash = input.role === 'judge' ? await hashPassword(input.password) : null
    const [user] = await tx
      .insert(users)
      .values({ role: input.role, phone: input.phone, userName: input.userName, passwordHash })
      .returning({ id: users.id })
    if (!user) throw new Error('staff account was not stored')
    if (input.role === 'courseTeacher') {
      const found = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(inArray(schools.id, input.schoolIds))
      if (found.length !== new Set(input.schoolIds).size)
        throw new AppError('invalidInput', 'staff.schoolsRequired')
      await tx.insert(userSchools).values(found.map((s) => ({ userId: user.id, schoolId: s.id })))
    }
    return { userId: user.id }
  })
}

/** The staff accounts of a role, each with the schools it is bound to. */
export async function staffOfRole(db: Db, role: Role) {
  const rows = await db
    .select({ user: users, schoolId: schools.id, schoolName: schools.schoolName })
    .from(users)
    .leftJoin(userSchools, eq(userSchools.userId, users.id))
    .leftJoin(schools, eq(schools.id, userSchools.schoolId))
    .where(eq(users.role, role))
    .orderBy(asc(users.id))
  const byUser = new Map<
    number,
    {
      userId: number
      userName: string
      phone: string | null
      role: string
      schools: { schoolId: number; schoolName: string }[]
    }
  >()
  for (const row of rows) {
    const entry = byUser.get(row.user.id) ?? {
      userId: row.user.id,
      userName: row.user.userName,
      phone: row.user.phone,
      role: row.user.role,
      schools: [],
    }
    if (row.schoolId !== null && row.schoolName !== null)
      entry.schools.push({ schoolId: row.schoolId, schoolName: row.schoolName })
    byUser.set(row.user.id, entry)
  }
  return [...byUser.values()]
}
