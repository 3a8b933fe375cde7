import type { Role } from '@spell/shared'
import { roles } from '@spell/shared'
import {
  applyStatus,
  confirmToSendBack,
  getInfoSeason,
  getPersonalPaperApplyInfo,
  getPersonalPaperApplyList,
  getUserAddressDefault,
  PAPER_APPLY_CODE_TYPE,
  savePersonalPaperApply,
  saveUserAddress,
} from '@spell/shared/api/school-console/paper-apply'
import {
  getSchoolInfo,
  getSysUserInfo,
  saveSysUserAll,
  updateSchoolInfo,
} from '@spell/shared/api/school-console/school-info'
import { queryPaperResultScore } from '@spell/shared/api/school-console/scores'
import { getCurrentIndividualSeason, getSeasonRaceSchedule } from '@spell/shared/api/school-console/season'
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { paperApplies, paperScores, raceSchedules, schools, userAddresses, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { checkCode } from '../codes/codes.service'
import { currentSeason, currentSeasonId } from '../seasons/seasons.service'
import { normaliseGradeList, readChinaTime, sumExamNum, toPaperApply } from './paper-applies.service'
import { schoolOfUser } from './school-access'

const schoolTeacher = { access: ['schoolTeacher'] } as const
const schoolUsers = { access: ['schoolTeacher', 'courseTeacher'] } as const

async function schoolName(db: Db, schoolId: number) {
  const [school] = await db.select({ name: schools.schoolName }).from(schools).where(eq(schools.id, schoolId))
  return school?.name ?? ''
}

/** The school's own application by id; another school's is "not found" (its existence is not told). */
export async function ownApply(db: Db, userId: number, id: number) {
  const schoolId = await schoolOfUser(db, userId)
  const [row] = await db
    .select()
    .from(paperApplies)
    .where(and(eq(paperApplies.id, id), eq(paperApplies.schoolId, schoolId)))
  if (!row) throw new AppError('notFound', 'paper.notFound')
  return row
}

/** School console: school and personal information, season, address, paper applications and scores. */
export function schoolConsoleRoutes({ db, store, logger }: AppServices) {
  const router = Router()

  mountCall(router, getSchoolInfo, schoolTeacher, async ({ schoolId }, { user }) => {
    const id = await schoolOfUser(db, user.id, schoolId)
    const [school] = await db.select().from(schools).where(eq(schools.id, id))
    if (!school) throw new AppError('notFound')
    return {
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
    }
  })

  mountCall(router, updateSchoolInfo, schoolTeacher, async ({ schoolId, ...fields }, { user }) => {
    const id = await schoolOfUser(db, user.id, schoolId)
    await db
      .update(schools)
      .set({ ...fields, foundingYear: fields.foundingYear ?? null })
      .where(eq(schools.id, id))
    return null
  })

  mountCall(router, getSysUserInfo, schoolUsers, async (_input, { user }) => {
    const [row] = await db.select().from(users).where(eq(users.id, user.id))
    if (!row) throw new AppError('unauthorized')
    return {
      userId: row.id,
      userName: row.userName,
      sex: row.sex,
      email: row.email,
      phone: row.phone,
      roleId: roles[row.role as Role].roleId,
    }
  })

  mountCall(router, saveSysUserAll, schoolUsers, async (input, { user }) => {
    const email = input.email.toLowerCase()
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (owner && owner.id !== user.id) throw new AppError('conflict', 'email.taken')
    await db
      .update(users)
      .set({ userName: input.userName, sex: input.sex, email })
      .where(eq(users.id, user.id))
    return null
  })

  mountCall(router, getCurrentIndividualSeason, { access: 'public' }, async () => {
    const { id, name, activity } = await currentSeason(db)
    if (!activity) throw new AppError('notFound', 'season.none')
    return {
      id: activity.id,
      season: id,
      seasonName: name,
      activityType: activity.activityType,
      activityName: activity.activityName,
      activityNameEn: activity.activityNameEn,
    }
  })

  mountCall(router, getSeasonRaceSchedule, { access: 'public' }, async ({ activityType, season }) => {
    const rows = await db
      .select()
      .from(raceSchedules)
      .where(and(eq(raceSchedules.activityType, activityType), eq(raceSchedules.season, season)))
      .orderBy(asc(raceSchedules.raceSchedule))
    const iso = (d: Date | null) => d?.toISOString() ?? null
    return rows.map((r) => ({
      id: r.id,
      season: r.season,
      raceSchedule: r.raceSchedule,
      signUpStartTime: iso(r.signUpStartTime),
      signUpEndTime: iso(r.signUpEndTime),
      examinationStartTime: iso(r.examinationStartTime),
      examinationEndTime: iso(r.examinationEndTime),
      publishTime: iso(r.publishTime),
    }))
  })

  const readDefaultAddress = async (userId: number) => {
    const [address] = await db
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)))
      .orderBy(desc(userAddresses.id))
      .limit(1)
    return address
  }

  type AddressInput = {
    receiptName: string
    receiptPhone: string
    email?: string | null
    provinceCode: string
    cityCode: string
    areaCode: string
    province: string
    city: string
    area: string
    receiptAddress: string
  }
  const storeDefaultAddress = async (tx: Db, userId: number, input: AddressInput) => {
    await tx.update(userAddresses).set({ isDefault: false }).where(eq(userAddresses.userId, userId))
    const [row] = await tx
      .insert(userAddresses)
      .values({
        userId,
        receiptName: input.receiptName,
        receiptPhone: input.receiptPhone,
        email: input.email ?? null,
        provinceCode: input.provinceCode,
        cityCode: input.cityCode,
        areaCode: input.areaCode,
        province: input.province,
        city: input.city,
        area: input.area,
        receiptAddress: input.receiptAddress,
        isDefault: true,
      })
      .returning({ id: userAddresses.id })
    if (!row) throw new Error('address not stored')
    return row.id
  }

  mountCall(router, getUserAddressDefault, { access: 'signedIn' }, async (_input, { user }) => {
    const address = await readDefaultAddress(user.id)
    if (!address) return null
    return {
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
    }
  })

  mountCall(router, saveUserAddress, { access: 'signedIn' }, async (input, { user }) => {
    if (input.isDefault === '1')
      return {
        addressId: await db.transaction((tx) => storeDefaultAddress(tx as unknown as Db, user.id, input)),
      }
    const [row] = await db
      .insert(userAddresses)
      .values({ userId: user.id, ...input, email: input.email ?? null, isDefault: false })
      .returning({ id: userAddresses.id })
    if (!row) throw new Error('address not stored')
    return { addressId: row.id }
  })

  mountCall(router, getPersonalPaperApplyList, schoolTeacher, async ({ season }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const where: SQL[] = [eq(paperApplies.schoolId, schoolId)]
    if (season) where.push(eq(paperApplies.season, season))
    const rows = await db
      .select()
      .from(paperApplies)
      .where(and(...where))
      .orderBy(desc(paperApplies.season), desc(paperApplies.id))
    const name = await schoolName(db, schoolId)
    return rows.map((row) => toPaperApply(row, name))
  })

  mountCall(router, getPersonalPaperApplyInfo, schoolTeacher, async ({ id }, { user }) => {
    const row = await ownApply(db, user.id, id)
    return toPaperApply(row, await schoolName(db, row.schoolId))
  })

  mountCall(router, getInfoSeason, schoolTeacher, async ({ season }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const wanted = season ?? (await currentSeasonId(db))
    const [row] = await db
      .select()
      .from(paperApplies)
      .where(
        and(
          eq(paperApplies.schoolId, schoolId),
          eq(paperApplies.season, wanted),
          eq(paperApplies.activityType, 1),
        ),
      )
    return { paperApply: row ? toPaperApply(row, await schoolName(db, schoolId)) : null }
  })

  mountCall(router, savePersonalPaperApply, schoolTeacher, async (input, { user }) => {
    const schoolId = await schoolOfUser(db, user.id, input.schoolId)
    // Applications are for the season now open, whatever season the page thought it was.
    const { id: season, activity } = await currentSeason(db)
    if (!activity) throw new AppError('notFound', 'season.none')
    const [existing] = await db
      .select()
      .from(paperApplies)
      .where(
        and(
          eq(paperApplies.schoolId, schoolId),
          eq(paperApplies.season, season),
          eq(paperApplies.activityType, 1),
        ),
      )
    if (input.id && existing?.id !== input.id) throw new AppError('notFound', 'paper.notFound')
    if (existing && existing.applyStatus !== applyStatus.rejected) {
      throw new AppError('conflict', input.id ? 'paper.notEditable' : 'paper.alreadyApplied')
    }
    if (
      !(await checkCode(store, { target: input.phone, codeType: PAPER_APPLY_CODE_TYPE, code: input.code }))
    ) {
      throw new AppError('invalidInput', 'code.wrong')
    }
    const gradeList = normaliseGradeList(input.gradeList)
    const examNum = sumExamNum(gradeList)
    const values = {
      schoolId,
      userId: user.id,
      season,
      activityType: 1,
      activityName: activity.activityName,
      seasonRaceId: input.seasonRaceId ?? null,
      expectedTime: readChinaTime(input.expectedTime),
      gradeStr: gradeList.map((g) => g.grade).join(','),
      classStr: input.classStr,
      gradeList,
      examNum,
      teacherName: input.teacherName,
      phone: input.phone,
      receiptName: input.receiptName,
      receiptPhone: input.receiptPhone,
      email: input.email,
      provinceCode: input.provinceCode,
      cityCode: input.cityCode,
      areaCode: input.areaCode,
      province: input.province,
      city: input.city,
      area: input.area,
      receiptAddress: input.receiptAddress,
      remark: input.remark || null,
      applyStatus: applyStatus.applying,
      reviewReason: null,
      updatedAt: new Date(),
    }
    const id = await db.transaction(async (tx) => {
      let saved: { id: number } | undefined
      if (existing) {
        // A rejected application is edited and sent again; the status check guards a double submit.
        ;[saved] = await tx
          .update(paperApplies)
          .set(values)
          .where(and(eq(paperApplies.id, existing.id), eq(paperApplies.applyStatus, applyStatus.rejected)))
          .returning({ id: paperApplies.id })
        if (!saved) throw new AppError('conflict', 'paper.wrongStatus')
      } else {
        ;[saved] = await tx
          .insert(paperApplies)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: paperApplies.id })
        if (!saved) throw new AppError('conflict', 'paper.alreadyApplied')
      }
      if (input.isDefault === '1') await storeDefaultAddress(tx as unknown as Db, user.id, input)
      return saved.id
    })
    logger.info({ userId: user.id, schoolId, applyId: id, examNum }, 'paper application submitted')
    return { id, examNum }
  })

  mountCall(
    router,
    confirmToSendBack,
    schoolTeacher,
    async ({ paperId, expressType, expressNumber }, { user }) => {
      const row = await ownApply(db, user.id, paperId)
      const [updated] = await db
        .update(paperApplies)
        .set({
          sendBackExpressType: expressType,
          sendBackExpressNumber: expressNumber,
          sentBackAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(paperApplies.id, row.id), eq(paperApplies.applyStatus, applyStatus.dispatched)))
        .returning({ id: paperApplies.id })
      if (!updated) throw new AppError('conflict', 'paper.wrongStatus')
      return null
    },
  )

  mountCall(
    router,
    queryPaperResultScore,
    { access: ['schoolTeacher', 'committee'] },
    async ({ season, raceSchedule, userName, phone, schoolId, pageNum, pageSize }, { user }) => {
      const where: SQL[] = [eq(paperScores.season, season), eq(paperScores.raceSchedule, raceSchedule)]
      if (user.role === 'committee') {
        if (schoolId) where.push(eq(paperScores.schoolId, schoolId))
      } else {
        where.push(eq(paperScores.schoolId, await schoolOfUser(db, user.id, schoolId)))
        // A school sees its scores only once the committee has released them.
        where.push(eq(paperApplies.applyStatus, applyStatus.released))
      }
      if (userName) where.push(ilike(paperScores.scoreName, `%${userName.replace(/[%_\\]/g, '\\$&')}%`))
      if (phone) where.push(ilike(paperScores.scorePhoneOne, `%${phone.replace(/[%_\\]/g, '\\$&')}%`))
      const filter = and(...where)
      const [total] = await db
        .select({ n: count() })
        .from(paperScores)
        .innerJoin(paperApplies, eq(paperApplies.id, paperScores.applyId))
        .where(filter)
      const rows = await db
        .select({ score: paperScores })
        .from(paperScores)
        .innerJoin(paperApplies, eq(paperApplies.id, paperScores.applyId))
        .where(filter)
        .orderBy(desc(paperScores.scores), asc(paperScores.scoreCode))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
      return {
        total: total?.n ?? 0,
        rows: rows.map(({ score }) => ({
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
        })),
      }
    },
  )

  return router
}
