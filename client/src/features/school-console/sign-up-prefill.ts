import type { CallResponse } from '@spell/shared'
import type { getEnrollmentInfo } from '@spell/shared/api/school-console/enrollment'
import type { GradeEntry } from '@spell/shared/api/school-console/paper-apply'
import type { FormGradeEntry } from './grade-rows'

/** What a school already gave this season, as the sign-up tab's values (the SMS code is never kept). */
export interface SignUpPrefill {
  expectedTime?: string
  gameGroupList: number[]
  classStr: number
  gradeList: FormGradeEntry[]
  teacherName: string
  phone: string
}

const toFormRows = (list: GradeEntry[]): FormGradeEntry[] =>
  list.map((g) => ({
    grade: g.grade,
    gradeName: g.gradeName,
    // Row keys are rebuilt as the form builds them: a stored row may have none.
    classListDto: g.classListDto.map((c, i) => ({
      className: c.className,
      keyStr: `${g.grade}-${i + 1}`,
      number: c.number,
    })),
  }))

/** From the season's paper application: its grades, classes, numbers, teacher and exam time. */
export function prefillFromPaper(paper: {
  expectedTime: string
  gradeList: GradeEntry[]
  classStr: number
  teacherName: string
  phone: string
}): SignUpPrefill {
  const gradeList = toFormRows(paper.gradeList)
  return {
    expectedTime: paper.expectedTime,
    gameGroupList: gradeList.map((g) => g.grade),
    classStr: paper.classStr,
    gradeList,
    teacherName: paper.teacherName,
    phone: paper.phone,
  }
}

/** From the school's earlier sign-up of the season (its grade list comes as a JSON string). */
export function prefillFromEnrollment(
  info: NonNullable<CallResponse<typeof getEnrollmentInfo>>,
): SignUpPrefill {
  const gradeList = toFormRows(JSON.parse(info.gradeList) as GradeEntry[])
  return {
    expectedTime: info.expectedTime,
    gameGroupList: gradeList.map((g) => g.grade),
    classStr: info.classStr,
    gradeList,
    teacherName: info.teacherName,
    phone: info.phone,
  }
}
