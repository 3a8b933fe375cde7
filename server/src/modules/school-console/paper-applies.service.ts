import { type CallRequest, grades as gradeDictionary, labelOf } from '@spell/shared'
import type { PaperApply, savePersonalPaperApply } from '@spell/shared/api/school-console/paper-apply'
import {
  applyStatus,
  type GradeEntry,
  PAPER_APPLY_CODE_TYPE,
  parseChinaTime,
} from '@spell/shared/api/school-console/paper-apply'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { paperApplies } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { checkCodeOrLoginProof } from '../codes/code-proof'
import { currentSeason } from '../seasons/seasons.service'
import { storeDefaultAddress } from './mailing-addresses.service'
import { schoolOfUser } from './school-access'

type ApplyRow = typeof paperApplies.$inferSelect

export const readChinaTime = (value: string): Date => {
  const date = parseChinaTime(value)
  if (!date) throw new Error(`not a China time: ${value}`)
  return date
}

/** The class rows as stored: grades in order, class names N班 and keys rebuilt, numbers kept. */
export function normaliseGradeList(list: GradeEntry[]): GradeEntry[] {
  return [...list]
    .sort((a, b) => a.grade - b.grade)
    .map((grade) => ({
      grade: grade.grade,
      gradeName: labelOf(gradeDictionary, grade.grade, 'zh'),
      classListDto: grade.classListDto.map((row, i) => ({
        className: `${i + 1}班`,
        number: row.number,
        keyStr: `${grade.grade}-${i + 1}`,
      })),
    }))
}

/** examNum: the sum of every class's expected number — never what the client says. */
export const sumExamNum = (list: GradeEntry[]) =>
  list.reduce((total, grade) => total + grade.classListDto.reduce((sum, row) => sum + row.number, 0), 0)

export function toPaperApply(row: ApplyRow, schoolName: string): PaperApply {
  return {
    id: row.id,
    paperId: row.id,
    season: row.season,
    activityName: row.activityName,
    activityType: row.activityType,
    // "yyyy-MM-dd HH:mm:ss" in China time, as the form sends and shows it.
    expectedTime: chinaDateTime(row.expectedTime),
    schoolId: row.schoolId,
    school: schoolName,
    gradeStr: row.gradeStr,
    gradeList: row.gradeList as GradeEntry[],
    classStr: row.classStr,
    examNum: row.examNum,
    teacherName: row.teacherName,
    phone: row.phone,
    remark: row.remark,
    receiptName: row.receiptName,
    receiptPhone: row.receiptPhone,
    email: row.email,
    goodsReceiveArea: [row.province, row.city, row.area].filter(Boolean).join(' '),
    province: row.province,
    city: row.city,
    area: row.area,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    areaCode: row.areaCode,
    receiptAddress: row.receiptAddress,
    isDefault: '1',
    seasonRaceId: row.seasonRaceId,
    applyStatus: row.applyStatus,
    applyType: row.activityType,
    reviewReason: row.reviewReason,
    expressType: row.expressType,
    expressNumber: row.expressNumber,
    sendBackExpressType: row.sendBackExpressType,
    sendBackExpressNumber: row.sendBackExpressNumber,
    sentBackAt: row.sentBackAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
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

/** A school's applications, of one season or all, newest season first. */
export function schoolApplies(db: Db, schoolId: number, season?: number | null) {
  const where: SQL[] = [eq(paperApplies.schoolId, schoolId)]
  if (season) where.push(eq(paperApplies.season, season))
  return db
    .select()
    .from(paperApplies)
    .where(and(...where))
    .orderBy(desc(paperApplies.season), desc(paperApplies.id))
}

/** A school's individual-contest application of a season, if it made one (there is at most one). */
/** A school's latest application of any season; with `phone`, the latest filed under that contact phone. */
export async function lastApplyOf(db: Db, schoolId: number, phone?: string) {
  const [row] = await db
    .select()
    .from(paperApplies)
    .where(and(eq(paperApplies.schoolId, schoolId), phone ? eq(paperApplies.phone, phone) : undefined))
    .orderBy(desc(paperApplies.createdAt), desc(paperApplies.id))
    .limit(1)
  return row
}

export async function individualApplyOf(db: Db, schoolId: number, season: number) {
  const [row] = await db
    .select()
    .from(paperApplies)
    .where(
      and(
        eq(paperApplies.schoolId, schoolId),
        eq(paperApplies.season, season),
        eq(paperApplies.activityType, 1),
      ),
    )
  return row
}

/**
 * Submits the school's application for the season now open (whatever season the page thought it
 * was): a new one, or a rejected one edited and sent again. The teacher's phone code is checked, the
 * class rows normalised and the number of papers summed here, never taken from the form.
 */
export async function submitPaperApply(
  { db, store, logger }: Pick<AppServices, 'db' | 'store' | 'logger'>,
  userId: number,
  input: CallRequest<typeof savePersonalPaperApply>,
) {
  const schoolId = await schoolOfUser(db, userId, input.schoolId)
  const { id: season, activity } = await currentSeason(db)
  if (!activity) throw new AppError('notFound', 'season.none')
  const existing = await individualApplyOf(db, schoolId, season)
  if (input.id && existing?.id !== input.id) throw new AppError('notFound', 'paper.notFound')
  if (existing && existing.applyStatus !== applyStatus.rejected) {
    throw new AppError('conflict', input.id ? 'paper.notEditable' : 'paper.alreadyApplied')
  }
  await checkCodeOrLoginProof(store, {
    userId,
    target: input.phone,
    codeType: PAPER_APPLY_CODE_TYPE,
    code: input.code,
  })
  const gradeList = normaliseGradeList(input.gradeList)
  const examNum = sumExamNum(gradeList)
  const values = {
    schoolId,
    userId,
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
    if (input.isDefault === '1') await storeDefaultAddress(tx, userId, input)
    return saved.id
  })
  logger.info({ userId, schoolId, applyId: id, examNum }, 'paper application submitted')
  return { id, examNum }
}

/** Records how the school sent the used papers back; only a dispatched application can be. */
export async function confirmSentBack(
  db: Db,
  userId: number,
  { paperId, expressType, expressNumber }: { paperId: number; expressType: string; expressNumber: string },
) {
  const row = await ownApply(db, userId, paperId)
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
}
