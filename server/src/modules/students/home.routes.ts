import { getCharacterBankPassword } from '@spell/shared/api/students/character-bank-password'
import { getStudentHome } from '@spell/shared/api/students/home'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { paidStudentBankPassword } from './bank-password.service'
import { studentHome } from './home.service'

/**
 * The student home: name, basic information, enrolment and the semi-final to take; and, once the
 * season's entry is paid, the character bank password.
 */
export function studentHomeRoutes({ db, personalData }: AppServices) {
  const router = Router()
  const student = { access: ['student'] as const }
  mountCall(router, getCharacterBankPassword, student, (_input, { user }) =>
    paidStudentBankPassword(db, personalData, user.id),
  )
  mountCall(router, getStudentHome, student, async (_input, { user }) => {
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
