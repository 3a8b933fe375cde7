import { grades as gradeDictionary, labelOf } from '@spell/shared'
import type { PaperApply } from '@spell/shared/api/school-console/paper-apply'
import { type GradeEntry, parseChinaTime } from '@spell/shared/api/school-console/paper-apply'
import type { paperApplies } from '../../db/schema'

type ApplyRow = typeof paperApplies.$inferSelect

const pad = (n: number) => String(n).padStart(2, '0')

/** "yyyy-MM-dd HH:mm:ss" in China time, as the form sends and shows it. */
export function formatChinaTime(date: Date): string {
  const c = new Date(date.getTime() + 8 * 3600_000)
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`
}

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
    expectedTime: formatChinaTime(row.expectedTime),
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
