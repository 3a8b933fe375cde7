import { getStudentHome } from '@spell/shared/api/students/home'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { studentHome } from './home.service'

/** The student home: name, basic information, enrolment and the semi-final to take. */
export function studentHomeRoutes({ db }: AppServices) {
  const router = Router()
  mountCall(router, getStudentHome, { access: ['student'] as const }, async (_input, { user }) => {
    const now = new Date()
    const { current, ...home } = await studentHome(db, user.id, now)
    return {
      ...home,
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
