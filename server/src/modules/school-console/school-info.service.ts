import type { CallRequest } from '@spell/shared'
import type { saveSysUserAll, updateSchoolInfo } from '@spell/shared/api/school-console/school-info'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { schools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'

/** A school's record; a school that is gone is "not found". */
export async function schoolRecord(db: Db, schoolId: number) {
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId))
  if (!school) throw new AppError('notFound')
  return school
}

/** A school's name, or '' when it is gone. */
export async function schoolName(db: Db, schoolId: number) {
  const [school] = await db.select({ name: schools.schoolName }).from(schools).where(eq(schools.id, schoolId))
  return school?.name ?? ''
}

/** Stores what the school's own page edits (the id itself is checked by the caller). */
export async function updateSchoolRecord(
  db: Db,
  schoolId: number,
  fields: Omit<CallRequest<typeof updateSchoolInfo>, 'schoolId'>,
) {
  await db
    .update(schools)
    .set({ ...fields, foundingYear: fields.foundingYear ?? null })
    .where(eq(schools.id, schoolId))
}

/** The signed-in school user's own account; one that is gone is no longer signed in. */
export async function staffRecord(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new AppError('unauthorized')
  return row
}

/** Saves a school user's name, sex and e-mail; an e-mail another account holds is refused. */
export async function saveStaffProfile(db: Db, userId: number, input: CallRequest<typeof saveSysUserAll>) {
  const email = input.email.toLowerCase()
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (owner && owner.id !== userId) throw new AppError('conflict', 'email.taken')
  await db.update(users).set({ userName: input.userName, sex: input.sex, email }).where(eq(users.id, userId))
}
