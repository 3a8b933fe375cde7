import type { CallRequest } from '@spell/shared'
import { type enrollmentPersonalSchool, ORDER_STATE } from '@spell/shared/api/school-console/enrollment'
import { PAPER_APPLY_CODE_TYPE } from '@spell/shared/api/school-console/paper-apply'
import { startOfChinaDay } from '@spell/shared/time/china-time'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { orders, schoolEnrollments } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { checkCodeOrLoginProof } from '../codes/code-proof'
import { currentSeasonId, raceSchedulesOf } from '../seasons/seasons.service'
import { normaliseGradeList, readChinaTime, sumExamNum } from './paper-applies.service'
import { schoolOfUser } from './school-access'

/** The asker's school, the current season, and the school's sign-up of that season if it made one. */
export async function currentEnrollment(db: Db, userId: number) {
  const schoolId = await schoolOfUser(db, userId)
  const season = await currentSeasonId(db)
  const [row] = await db
    .select()
    .from(schoolEnrollments)
    .where(and(eq(schoolEnrollments.schoolId, schoolId), eq(schoolEnrollments.season, season)))
  return { schoolId, season, row }
}

/** When the sign-up's fee awaits a bank transfer: that order's deadline (null otherwise). */
export async function transferDueOf(db: Db, enrollmentId: number) {
  const [order] = await db
    .select({ expiresAt: orders.expiresAt })
    .from(orders)
    .where(and(eq(orders.enrollmentId, enrollmentId), eq(orders.status, 'awaitingTransfer')))
  return order?.expiresAt ?? null
}

/** The first instant after the season: the day after its last examination ends (null: none set). */
async function afterSeasonEnd(db: Db, season: number) {
  const ends = (await raceSchedulesOf(db, 1, season)).flatMap((s) =>
    s.examinationEndTime ? [s.examinationEndTime.getTime()] : [],
  )
  return ends.length === 0 ? null : startOfChinaDay(Math.max(...ends), 1)
}

/**
 * Signs the school up for the current season after the teacher's phone code (or a fresh sign-in); signing up again before
 * paying replaces the sign-up, once paid it is refused. The exam falls within the season. The number of papers is summed here.
 */
export async function signUpSchool(
  db: Db,
  store: KeyValueStore,
  userId: number,
  input: CallRequest<typeof enrollmentPersonalSchool>,
) {
  const { schoolId, season, row } = await currentEnrollment(db, userId)
  if (row?.orderState === ORDER_STATE.paid) throw new AppError('conflict', 'enrollment.paid')
  await checkCodeOrLoginProof(store, {
    userId,
    target: input.phone,
    codeType: PAPER_APPLY_CODE_TYPE,
    code: input.code,
  })
  const expectedTime = readChinaTime(input.expectedTime)
  const seasonOver = await afterSeasonEnd(db, season)
  if (seasonOver && expectedTime.getTime() >= seasonOver.getTime()) {
    throw new AppError('invalidInput', 'enrollment.timeAfterSeason')
  }
  const gradeList = normaliseGradeList(input.gradeList)
  const values = {
    schoolId,
    userId,
    season,
    expectedTime,
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
  return saved
}
