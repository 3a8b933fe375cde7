import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { userSchools } from '../../db/schema'
import { AppError } from '../../http/app-error'

/**
 * The school a school user acts for: the one asked for if it is theirs, else their first (the one the
 * login stored as saveSchoolInfo.schoolId). A school user can never reach another school's data.
 */
export async function schoolOfUser(db: Db, userId: number, requested?: number | null): Promise<number> {
  if (requested) {
    const [own] = await db
      .select({ schoolId: userSchools.schoolId })
      .from(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.schoolId, requested)))
    if (!own) throw new AppError('forbidden')
    return own.schoolId
  }
  const [first] = await db
    .select({ schoolId: userSchools.schoolId })
    .from(userSchools)
    .where(eq(userSchools.userId, userId))
    .orderBy(asc(userSchools.schoolId))
    .limit(1)
  if (!first) throw new AppError('forbidden', 'schoolInfo.noSchool')
  return first.schoolId
}
