import { ENROLMENT } from '@spell/shared/api/students/home'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examStudents, exams, users } from '../../db/schema'
import { studentEntryStatus } from '../orders/built-in-kinds'
import { currentSeasonId } from '../seasons/seasons.service'
import { isBasicInfoComplete } from '../users/basic-info.service'

/**
 * What the student home shows: the name, whether the basic information is complete, the enrolment
 * (a student placed in a semi-final has paid their entry, 3003; otherwise the current season's entry
 * orders decide: paid 3003, unpaid 3002, none 3001), and the semi-final open now or coming next.
 */
export async function studentHome(db: Db, userId: number, now = new Date()) {
  const [[me], infoComplete, enrolled] = await Promise.all([
    db.select({ userName: users.userName }).from(users).where(eq(users.id, userId)),
    isBasicInfoComplete(db, userId),
    db
      .select({ exam: exams, submittedAt: examStudents.submittedAt })
      .from(examStudents)
      .innerJoin(exams, eq(exams.id, examStudents.examId))
      .where(and(eq(examStudents.userId, userId), gt(exams.closesAt, now)))
      .orderBy(asc(exams.opensAt)),
  ])
  const anyEnrolment = enrolled.length
    ? true
    : (await db.select().from(examStudents).where(eq(examStudents.userId, userId)).limit(1)).length > 0
  // The exam /stu/examSemi/be opens (examForStudent): of those open now, the one opened last; else
  // the next to open.
  const current = enrolled.findLast(({ exam }) => exam.opensAt <= now) ?? enrolled[0]
  return {
    userName: me?.userName ?? '',
    infoComplete,
    enrolmentStatus: anyEnrolment
      ? ENROLMENT.paid
      : await studentEntryStatus(db, userId, await currentSeasonId(db)),
    current,
  }
}
