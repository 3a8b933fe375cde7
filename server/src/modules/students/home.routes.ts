import { ENROLMENT, getStudentHome } from '@spell/shared/api/students/home'
import { and, asc, eq, gt } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { examStudents, exams, users } from '../../db/schema'
import { mountCall } from '../../http/define-route'
import { studentEntryStatus } from '../orders/built-in-kinds'
import { currentSeasonId } from '../seasons/seasons.service'
import { isBasicInfoComplete } from '../users/basic-info.service'

/**
 * The student home. Enrolment: a student placed in a semi-final has paid their entry (3003); otherwise
 * the entry orders of the current season decide (paid 3003, unpaid 3002, none 3001).
 */
export function studentHomeRoutes({ db }: AppServices) {
  const router = Router()
  mountCall(router, getStudentHome, { access: ['student'] as const }, async (_input, { user }) => {
    const now = new Date()
    const [[me], infoComplete, enrolled] = await Promise.all([
      db.select({ userName: users.userName }).from(users).where(eq(users.id, user.id)),
      isBasicInfoComplete(db, user.id),
      db
        .select({ exam: exams, submittedAt: examStudents.submittedAt })
        .from(examStudents)
        .innerJoin(exams, eq(exams.id, examStudents.examId))
        .where(and(eq(examStudents.userId, user.id), gt(exams.closesAt, now)))
        .orderBy(asc(exams.opensAt)),
    ])
    const anyEnrolment = enrolled.length
      ? true
      : (await db.select().from(examStudents).where(eq(examStudents.userId, user.id)).limit(1)).length > 0
    const current = enrolled.find(({ exam }) => exam.opensAt <= now) ?? enrolled[0]
    return {
      userName: me?.userName ?? '',
      infoComplete,
      enrolmentStatus: anyEnrolment
        ? ENROLMENT.paid
        : await studentEntryStatus(db, user.id, await currentSeasonId(db)),
      exam: current
        ? {
            quizId: current.exam.id,
            name: current.exam.name,
            opensAt: current.exam.opensAt.getTime(),
            closesAt: current.exam.closesAt.getTime(),
            open: current.exam.opensAt <= now && current.exam.closesAt > now,
            submitted: current.submittedAt !== null,
          }
        : null,
    }
  })
  return router
}
