import {
  confirmToSendBack,
  getInfoSeason,
  getLastPaper,
  getPersonalPaperApplyInfo,
  getPersonalPaperApplyList,
  getUserAddressDefault,
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
import {
  getCurrentIndividualSeason,
  getSeasonActivityList,
  getSeasonRaceSchedule,
  getSeasonRaceScheduleTime,
  querySeasonRaceSchedule,
} from '@spell/shared/api/school-console/season'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import {
  currentSeason,
  currentSeasonId,
  raceScheduleById,
  raceSchedulesOf,
  seasonActivitiesOf,
} from '../seasons/seasons.service'
import { defaultAddress, saveAddress } from './mailing-addresses.service'
import {
  confirmSentBack,
  individualApplyOf,
  lastApplyOf,
  ownApply,
  schoolApplies,
  submitPaperApply,
  toPaperApply,
} from './paper-applies.service'
import { paperScorePage } from './paper-scores.service'
import { schoolOfUser } from './school-access'
import {
  presentDefaultAddress,
  presentRaceSchedule,
  presentSchool,
  presentScore,
  presentStaffProfile,
} from './school-console.presenter'
import {
  saveStaffProfile,
  schoolName,
  schoolRecord,
  staffRecord,
  updateSchoolRecord,
} from './school-info.service'

const schoolTeacher = { access: ['schoolTeacher'] } as const
const schoolUsers = { access: ['schoolTeacher', 'courseTeacher'] } as const

/** School console: school and personal information, season, address, paper applications and scores. */
export function schoolConsoleRoutes(services: AppServices) {
  const { db } = services
  const router = Router()

  mountCall(router, getSchoolInfo, schoolTeacher, async ({ schoolId }, { user }) =>
    presentSchool(await schoolRecord(db, await schoolOfUser(db, user.id, schoolId))),
  )

  mountCall(router, updateSchoolInfo, schoolTeacher, async ({ schoolId, ...fields }, { user }) => {
    await updateSchoolRecord(db, await schoolOfUser(db, user.id, schoolId), fields)
    return null
  })

  mountCall(router, getSysUserInfo, schoolUsers, async (_input, { user }) =>
    presentStaffProfile(await staffRecord(db, user.id)),
  )

  mountCall(router, saveSysUserAll, schoolUsers, async (input, { user }) => {
    await saveStaffProfile(db, user.id, input)
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

  mountCall(router, getSeasonActivityList, { access: 'public' }, async () => {
    const [rows, current] = await Promise.all([seasonActivitiesOf(db, 1), currentSeasonId(db)])
    return rows.map(({ activity, seasonName }) => ({
      id: activity.id,
      season: activity.season,
      seasonName,
      activityType: activity.activityType,
      activityName: activity.activityName,
      activityNameEn: activity.activityNameEn,
      isCurrent: activity.season === current,
    }))
  })

  mountCall(router, getSeasonRaceSchedule, { access: 'public' }, async ({ activityType, season }) =>
    (await raceSchedulesOf(db, activityType, season)).map(presentRaceSchedule),
  )

  mountCall(router, querySeasonRaceSchedule, { access: 'public' }, async ({ activityType, season }) =>
    (await raceSchedulesOf(db, activityType, season ?? (await currentSeasonId(db)))).map(presentRaceSchedule),
  )

  mountCall(router, getSeasonRaceScheduleTime, { access: 'public' }, async ({ id, season }) =>
    presentRaceSchedule(await raceScheduleById(db, id, season)),
  )

  mountCall(router, getUserAddressDefault, { access: 'signedIn' }, async (_input, { user }) => {
    const address = await defaultAddress(db, user.id)
    return address ? presentDefaultAddress(address) : null
  })

  mountCall(router, saveUserAddress, { access: 'signedIn' }, async (input, { user }) => ({
    addressId: await saveAddress(db, user.id, input),
  }))

  mountCall(router, getPersonalPaperApplyList, schoolTeacher, async ({ season }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const [rows, name] = await Promise.all([schoolApplies(db, schoolId, season), schoolName(db, schoolId)])
    return rows.map((row) => toPaperApply(row, name))
  })

  mountCall(router, getPersonalPaperApplyInfo, schoolTeacher, async ({ id }, { user }) => {
    const row = await ownApply(db, user.id, id)
    return toPaperApply(row, await schoolName(db, row.schoolId))
  })

  mountCall(router, getInfoSeason, schoolTeacher, async ({ season }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const row = await individualApplyOf(db, schoolId, season ?? (await currentSeasonId(db)))
    return { paperApply: row ? toPaperApply(row, await schoolName(db, schoolId)) : null }
  })

  mountCall(router, getLastPaper, schoolTeacher, async ({ phone }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const row = await lastApplyOf(db, schoolId, phone)
    return row ? toPaperApply(row, await schoolName(db, schoolId)) : null
  })

  mountCall(router, savePersonalPaperApply, schoolTeacher, (input, { user }) =>
    submitPaperApply(services, user.id, input),
  )

  mountCall(router, confirmToSendBack, schoolTeacher, async (input, { user }) => {
    await confirmSentBack(db, user.id, input)
    return null
  })

  mountCall(
    router,
    queryPaperResultScore,
    { access: ['schoolTeacher', 'committee'] },
    async (input, { user }) => {
      const { total, scores } = await paperScorePage(db, user, input)
      return { total, rows: scores.map(presentScore) }
    },
  )

  return router
}
