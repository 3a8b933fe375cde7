import {
  enrollmentPersonalSchool,
  getEnrollmentInfo,
  getIsSchoolPerson,
  ORDER_STATE,
} from '@spell/shared/api/school-console/enrollment'
import { PAPER_APPLY_CODE_TYPE } from '@spell/shared/api/school-console/paper-apply'
import { and, eq } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { schoolEnrollments, schools } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { checkCode } from '../codes/codes.service'
import { currentSeasonId } from '../seasons/seasons.service'
import { normaliseGradeList, readChinaTime, sumExamNum } from './paper-applies.service'
import { schoolOfUser } from './school-access'

/**
 * The registration dialog's individual side: the school's sign-up of the current season and its
 * order state. Signing up again before paying replaces the sign-up; once paid it is refused.
 */
export function enrollmentRoutes({ db, store }: AppServices) {
  const router = Router()
  const schoolTeacher = { access: ['schoolTeacher'] } as const

  const current = async (userId: number) => {
    const schoolId = await schoolOfUser(db, userId)
    const season = await currentSeasonId(db)
    const [row] = await db
      .select()
      .from(schoolEnrollments)
      .where(and(eq(schoolEnrollments.schoolId, schoolId), eq(schoolEnrollments.season, season)))
    return { schoolId, season, row }
  }

  mountCall(router, getIsSchoolPerson, schoolTeacher, async (_input, { user }) => {
    const { row } = await current(user.id)
    return { orderState: row?.orderState ?? ORDER_STATE.none, enrollmentId: row?.id ?? null }
  })

  mountCall(router, getEnrollmentInfo, schoolTeacher, async (_input, { user }) => {
    const { schoolId, row } = await current(user.id)
    if (!row) return null
    const [school] = await db
      .select({ schoolName: schools.schoolName })
      .from(schools)
      .where(eq(schools.id, schoolId))
    return {
      gradeStr: row.gradeStr,
      gradeList: JSON.stringify(row.gradeList),
      classStr: row.classStr,
      schoolName: school?.schoolName ?? '',
      teacherName: row.teacherName,
      phone: row.phone,
    }
  })

  mountCall(router, enrollmentPersonalSchool, schoolTeacher, async (input, { user }) => {
    const { schoolId, season, row } = await current(user.id)
    if (row?.orderState === ORDER_STATE.paid) throw new AppError('conflict', 'enrollment.paid')
    if (
      !(await checkCode(store, { target: input.phone, codeType: PAPER_APPLY_CODE_TYPE, code: input.code }))
    ) {
      throw new AppError('invalidInput', 'code.wrong')
    }
    const gradeList = normaliseGradeList(input.gradeList)
    const values = {
      schoolId,
      userId: user.id,
      season,
      expectedTime: readChinaTime(input.expectedTime),
      gradeStr: gradeList.map((g) => g.grade).join(','),
      classStr: input.classStr,
      gradeList,
      examNum: sumExamNum(gradeList),
      teacherName: input.teacherName,
      phone: input.phone,
      orderState: ORDER_STATE.unpaid,
      updatedAt: new Date(),
    }
    const [saved] = await db
      .insert(schoolEnrollments)
      .values(values)
      .onConflictDoUpdate({
        target: [schoolEnrollments.schoolId, schoolEnrollments.season],
        set: values,
        setWhere: eq(schoolEnrollments.orderState, ORDER_STATE.unpaid),
      })
      .returning({ id: schoolEnrollments.id, examNum: schoolEnrollments.examNum })
    if (!saved) throw new AppError('conflict', 'enrollment.paid')
    return { enrollmentId: saved.id, examNum: saved.examNum }
  })

  return router
}
