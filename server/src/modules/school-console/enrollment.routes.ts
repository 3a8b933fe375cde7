import {
  enrollmentPersonalSchool,
  getEnrollmentInfo,
  getIsSchoolPerson,
  ORDER_STATE,
} from '@spell/shared/api/school-console/enrollment'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { currentEnrollment, signUpSchool, transferDueOf } from './enrollment.service'
import { schoolName } from './school-info.service'

/**
 * The registration dialog's individual side: the school's sign-up of the current season and its
 * order state. Signing up again before paying replaces the sign-up; once paid it is refused.
 */
export function enrollmentRoutes({ db, store }: AppServices) {
  const router = Router()
  const schoolTeacher = { access: ['schoolTeacher'] } as const

  mountCall(router, getIsSchoolPerson, schoolTeacher, async (_input, { user }) => {
    const { row } = await currentEnrollment(db, user.id)
    const transferDue = row && row.orderState === ORDER_STATE.unpaid ? await transferDueOf(db, row.id) : null
    return {
      orderState: row?.orderState ?? ORDER_STATE.none,
      enrollmentId: row?.id ?? null,
      transferDue: transferDue && chinaDateTime(transferDue),
    }
  })

  mountCall(router, getEnrollmentInfo, schoolTeacher, async (_input, { user }) => {
    const { schoolId, row } = await currentEnrollment(db, user.id)
    if (!row) return null
    return {
      gradeStr: row.gradeStr,
      gradeList: JSON.stringify(row.gradeList),
      classStr: row.classStr,
      expectedTime: chinaDateTime(row.expectedTime),
      schoolName: await schoolName(db, schoolId),
      teacherName: row.teacherName,
      phone: row.phone,
    }
  })

  mountCall(router, enrollmentPersonalSchool, schoolTeacher, async (input, { user }) => {
    const saved = await signUpSchool(db, store, user.id, input)
    return { enrollmentId: saved.id, examNum: saved.examNum }
  })

  return router
}
