import { groupOfGrade, idTypeCarriesBirthDate, type Lang, translate } from '@spell/shared'
import {
  idNumberContradictions,
  type saveBasicsUserSchema,
  sysUserFromIdNumber,
} from '@spell/shared/api/users/basic-info'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database'
import { userInfos, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertConsentFor } from '../privacy/consent.service'
import { idNumberColumns, openIdNumber } from '../privacy/id-numbers'
import { maskIdNumber, type PersonalDataVault } from '../privacy/personal-data-vault'

type BasicInfo = z.output<typeof saveBasicsUserSchema>

/** School level of a grade: 1 primary (1-6), 2 junior high (7-9), 3 senior high (10-12). */
const levelOfGrade = (grade: number) => (grade <= 6 ? 1 : grade <= 9 ? 2 : 3)

/** The student's basic information as their pages show it: the ID number masked. */
export async function readBasicInfo(db: Db, vault: PersonalDataVault, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .leftJoin(userInfos, eq(userInfos.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) throw new AppError('unauthorized')
  const { users: user, user_infos: info } = row
  return {
    sysUser: {
      userId: user.id,
      userName: user.userName,
      sex: user.sex,
      cardType: user.cardType,
      idCard: maskIdNumber(openIdNumber(vault, user.idCardSealed)),
      dateBirth: user.dateBirth,
      phone: user.phone,
      email: user.email,
      age: user.age,
    },
    sysUserInfo: info
      ? {
          provinceCode: info.provinceCode,
          cityCode: info.cityCode,
          areaCode: info.areaCode,
          province: info.province,
          city: info.city,
          area: info.area,
          schoolId: info.schoolId,
          schoolName: info.schoolName,
          grade: info.grade,
          level: info.level,
          group: info.groupId,
          nationality: info.nationality,
          userpicurl: info.userpicurl,
        }
      : null,
    bareheadedPhoto: info?.userpicurl ?? null,
  }
}

/**
 * The ID number a save stores (the typed one, or the stored one when the form leaves it out) and what it
 * decides. With an ID type whose number carries a birth date, the form's birth date and sex must be the
 * number's: a contradicting field is refused, since the birth date decides whether a guardian is asked.
 * Only reads, so it runs before the SMS code is spent.
 */
export async function idNumberToSave(
  db: Db,
  vault: PersonalDataVault,
  userId: number,
  sysUser: BasicInfo['sysUser'],
  lang: Lang,
) {
  const [stored] = await db.select({ sealed: users.idCardSealed }).from(users).where(eq(users.id, userId))
  const idCard = sysUser.idCard?.toUpperCase() ?? openIdNumber(vault, stored?.sealed ?? null)
  if (!idCard) throw new AppError('invalidInput', 'privacy.idCardMissing')
  const fromId = sysUserFromIdNumber(sysUser.cardType, idCard)
  if (idTypeCarriesBirthDate(sysUser.cardType) && !fromId)
    throw new AppError('invalidInput', 'idCard.invalid')
  const contradictions = idNumberContradictions(sysUser, idCard)
  if (contradictions.length) {
    throw new AppError('invalidInput', contradictions[0]?.message, {
      fields: contradictions.map(({ field, message }) => ({
        field: `sysUser.${field}`,
        message: translate(message, lang),
      })),
    })
  }
  return { idCard, fromId }
}

/**
 * What refuses a save whatever its SMS code: a missing consent (the student's, and a guardian's under
 * 14 by the birth date the save would store), or a phone or e-mail of another account. Checked before
 * the code is spent, so a refused save leaves the code for the next try.
 */
export async function assertBasicInfoSavable(
  db: Db,
  userId: number,
  { sysUser }: Pick<BasicInfo, 'sysUser'>,
  { fromId }: Pick<Awaited<ReturnType<typeof idNumberToSave>>, 'fromId'>,
) {
  await assertConsentFor(db, userId, fromId?.dateBirth ?? sysUser.dateBirth, sysUser.phone)
  const email = sysUser.email.toLowerCase()
  const owners = await db
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.phone, sysUser.phone))
    .union(
      db
        .select({ id: users.id, phone: users.phone, email: users.email })
        .from(users)
        .where(eq(users.email, email)),
    )
  for (const owner of owners.filter((o) => o.id !== userId)) {
    throw new AppError('conflict', owner.phone === sysUser.phone ? 'phone.taken' : 'email.taken')
  }
}

/**
 * Saves sysUser and sysUserInfo together, with the ID number `idNumberToSave` accepted: the birth date,
 * sex and age are the number's when it carries them; group and level always come from the grade. The
 * sensitive fields need the student's consent (and a guardian's under 14, by that birth date) first;
 * the number is stored sealed, with its lookup hash.
 */
export async function saveBasicInfo(
  db: Db,
  vault: PersonalDataVault,
  userId: number,
  { sysUser, sysUserInfo }: BasicInfo,
  { idCard, fromId }: Awaited<ReturnType<typeof idNumberToSave>>,
) {
  await assertBasicInfoSavable(db, userId, { sysUser }, { fromId })
  const birth = fromId?.dateBirth ?? sysUser.dateBirth
  const email = sysUser.email.toLowerCase()
  const info = {
    provinceCode: sysUserInfo.provinceCode,
    cityCode: sysUserInfo.cityCode,
    areaCode: sysUserInfo.areaCode,
    province: sysUserInfo.province,
    city: sysUserInfo.city,
    area: sysUserInfo.area,
    schoolId: sysUserInfo.schoolId ?? null,
    schoolName: sysUserInfo.schoolName,
    grade: sysUserInfo.grade,
    level: levelOfGrade(sysUserInfo.grade),
    groupId: groupOfGrade(sysUserInfo.grade)?.value ?? null,
    nationality: sysUserInfo.nationality ?? null,
    userpicurl: sysUserInfo.userpicurl ?? null,
    updatedAt: new Date(),
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        userName: sysUser.userName,
        sex: fromId?.sex ?? sysUser.sex,
        cardType: sysUser.cardType,
        ...idNumberColumns(vault, idCard),
        dateBirth: birth,
        age: fromId?.age ?? ageFromBirth(birth),
        phone: sysUser.phone,
        email,
      })
      .where(eq(users.id, userId))
    await tx
      .insert(userInfos)
      .values({ userId, ...info })
      .onConflictDoUpdate({ target: userInfos.userId, set: info })
  })
}

function ageFromBirth(birth: string) {
  const [year = 0, month = 1, day = 1] = birth.split('-').map(Number)
  const today = new Date()
  const age =
    today.getFullYear() -
    year -
    (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day) ? 1 : 0)
  return age >= 0 && age <= 150 ? age : null
}

/** Complete when every field the competition needs is there (the ID number is not opened to tell). */
export async function isBasicInfoComplete(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .leftJoin(userInfos, eq(userInfos.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) throw new AppError('unauthorized')
  const { users: user, user_infos: info } = row
  const userDone = [
    user.userName,
    user.sex,
    user.cardType,
    user.idCardSealed,
    user.dateBirth,
    user.phone,
    user.email,
  ].every((v) => v !== null && v !== '')
  return userDone && Boolean(info?.schoolName && info.grade && info.provinceCode)
}
