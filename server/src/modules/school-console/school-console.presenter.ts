import type { Role } from '@spell/shared'
import { roles } from '@spell/shared'
import type { MailingAddress } from '@spell/shared/api/school-console/paper-apply'
import type { PersonalInfo, SchoolInfo } from '@spell/shared/api/school-console/school-info'
import type { paperScores, raceSchedules, schools, userAddresses, users } from '../../db/schema'

/** A school as its own page shows it. */
export const presentSchool = (school: typeof schools.$inferSelect): SchoolInfo => ({
  schoolId: school.id,
  schoolName: school.schoolName,
  schoolType: school.schoolType,
  schoolLevel: school.schoolLevel,
  province: school.province,
  city: school.city,
  area: school.area,
  schoolAddress: school.schoolAddress,
  foundingYear: school.foundingYear,
  schoolMotto: school.schoolMotto,
  schoolProfile: school.schoolProfile,
  phone: school.phone,
})

/** A school user's own account as the personal page shows it. */
export const presentStaffProfile = (row: typeof users.$inferSelect): PersonalInfo => ({
  userId: row.id,
  userName: row.userName,
  sex: row.sex,
  email: row.email,
  phone: row.phone,
  roleId: roles[row.role as Role].roleId,
})

const iso = (d: Date | null) => d?.toISOString() ?? null

/** A stage of a season with its windows as ISO instants. */
export const presentRaceSchedule = (r: typeof raceSchedules.$inferSelect) => ({
  id: r.id,
  season: r.season,
  raceSchedule: r.raceSchedule,
  signUpStartTime: iso(r.signUpStartTime),
  signUpEndTime: iso(r.signUpEndTime),
  examinationStartTime: iso(r.examinationStartTime),
  examinationEndTime: iso(r.examinationEndTime),
  publishTime: iso(r.publishTime),
})

/** The default mailing address that fills the forms. */
export const presentDefaultAddress = (address: typeof userAddresses.$inferSelect): MailingAddress => ({
  addressId: address.id,
  receiptName: address.receiptName,
  receiptPhone: address.receiptPhone,
  email: address.email,
  goodsReceiveArea: [address.province, address.city, address.area].filter(Boolean).join(' '),
  receiptAddress: address.receiptAddress,
  provinceCode: address.provinceCode,
  cityCode: address.cityCode,
  areaCode: address.areaCode,
  province: address.province,
  city: address.city,
  area: address.area,
  isDefault: '1',
})

/** One student's score of a stage. */
export const presentScore = (score: typeof paperScores.$inferSelect) => ({
  id: score.id,
  scoreName: score.scoreName,
  scoreSex: score.scoreSex,
  scoreGrade: score.scoreGrade,
  scores: score.scores,
  scoreCode: score.scoreCode,
  nationality: score.nationality,
  scorePhoneOne: score.scorePhoneOne,
  season: score.season,
  raceSchedule: score.raceSchedule,
})
