import { getJudgeIntegrity, reportIntegrity } from '@spell/shared/api/exams/integrity'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { examForStaff } from './exam-access'

/** Integrity signals: the student's page reports its own (over HTTP while its socket is down); judges read them. */
export function examIntegrityRoutes({ db, exams }: AppServices) {
  const router = Router()

  // Only for an exam the signed-in student is enrolled in and that is open now.
  mountCall(router, reportIntegrity, { access: ['student'] }, async ({ quizId, events }, { user }) => {
    const exam = await exams.examOfStudent(user.id, quizId)
    return { stored: await exams.integrity.record(exam.id, user.id, events) }
  })

  // The judges of the exam and the committee.
  mountCall(router, getJudgeIntegrity, { access: ['judge', 'committee'] }, async ({ quizId }, { user }) => {
    const { exam } = await examForStaff(db, user, quizId)
    return { quizId: exam.id, rows: await exams.integrity.summary(exam.id) }
  })
  return router
}
