import type { CallRequest } from '@spell/shared'
import { codeTypes } from '@spell/shared/api/accounts/codes'
import type { getSchoolList, registerSchool } from '@spell/shared/api/schools/schools'
import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { schools, userSchools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { checkCode, resendKey } from '../codes/codes.service'

/** The member schools of a region (province, city, district, as far as given), by name. */
export function approvedSchools(
  db: Db,
  { provinceCode, cityCode, areaCode }: CallRequest<typeof getSchoolList>,
) {
  const where: SQL[] = [eq(schools.approved, true)]
  if (provinceCode) where.push(eq(schools.provinceCode, provinceCode))
  if (cityCode) where.push(eq(schools.cityCode, cityCode))
  if (areaCode) where.push(eq(schools.areaCode, areaCode))
  return db
    .select({ id: schools.id, schoolName: schools.schoolName, schoolType: schools.schoolType })
    .from(schools)
    .where(and(...where))
    .orderBy(asc(schools.schoolName))
}

/**
 * Registers a school teacher for review, with a listed school or a new one typed in: after the phone's
 * code, a phone or e-mail already in use is refused (a rejected registration may be made again).
 */
export async function registerSchoolTeacher(
  db: Db,
  store: KeyValueStore,
  input: CallRequest<typeof registerSchool>,
) {
  // The code first: only the owner of the phone learns whether it (or the e-mail) is registered.
  if (
    !(await checkCode(store, { target: input.phone, codeType: codeTypes.schoolRegister, code: input.code }))
  ) {
    throw new AppError('invalidInput', 'code.wrong')
  }
  const [existing] = await db.select().from(users).where(eq(users.phone, input.phone))
  // A rejected registration may be made again with the same phone; anything else is taken.
  if (existing && !(existing.role === 'schoolTeacher' && existing.status === 'rejected')) {
    throw new AppError('conflict', 'phone.taken')
  }
  const [emailOwner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email.toLowerCase()))
  if (emailOwner && emailOwner.id !== existing?.id) {
    // The code is spent: the teacher may ask for a new one at once after correcting the e-mail.
    await store.delete(resendKey(input.phone))
    throw new AppError('conflict', 'email.taken')
  }
  const place = {
    provinceCode: input.provinceCode,
    cityCode: input.cityCode,
    areaCode: input.areaCode,
    province: input.province,
    city: input.city,
    area: input.area,
  }
  await db.transaction(async (tx) => {
    let schoolId = input.schoolId ?? null
    if (schoolId) {
      const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId))
      if (!school) throw new AppError('notFound', 'school.nameRequired')
    } else {
      const [school] = await tx
        .insert(schools)
        .values({
          schoolName: input.schoolName,
          schoolType: input.schoolType,
          schoolLevel: input.schoolLevel,
          ...place,
        })
        .returning({ id: schools.id })
      schoolId = school?.id ?? null
    }
    const account = {
      role: 'schoolTeacher',
      phone: input.phone,
      email: input.email.toLowerCase(),
      userName: input.schoolTeacherName,
      status: 'pending',
      reviewReason: null,
    }
    const userId = existing
      ? (await tx.update(users).set(account).where(eq(users.id, existing.id)).returning({ id: users.id }))[0]
          ?.id
      : (await tx.insert(users).values(account).returning({ id: users.id }))[0]?.id
    if (!userId || !schoolId) throw new Error('school registration was not stored')
    await tx.delete(userSchools).where(eq(userSchools.userId, userId))
    await tx.insert(userSchools).values({ userId, schoolId })
  })
}
