import {
  listSchoolRegistrations,
  reviewSchoolRegistration,
} from '@spell/shared/api/admin/school-registrations'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { registrationsIn, reviewRegistration } from './registrations.service'

/** The committee reviews member-school registrations; the teacher hears the decision by SMS and e-mail. */
export function registrationRoutes(services: AppServices) {
  const { db, logger } = services
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, listSchoolRegistrations, committee, async ({ status }) => {
    const rows = await registrationsIn(db, status)
    return rows.map(({ user, school }) => ({
      userId: user.id,
      schoolId: school.id,
      schoolName: school.schoolName,
      schoolType: school.schoolType,
      schoolLevel: school.schoolLevel,
      province: school.province,
      city: school.city,
      area: school.area,
      teacherName: user.userName,
      phone: user.phone,
      email: user.email,
      status,
      reviewReason: user.reviewReason,
      createdAt: user.createdAt.toISOString(),
    }))
  })

  mountCall(
    router,
    reviewSchoolRegistration,
    committee,
    async ({ userId, decision, reason }, { user: reviewer }) => {
      await reviewRegistration(services, { userId, decision, reason })
      logger.info({ reviewer: reviewer?.id, userId, decision }, 'school registration reviewed')
      return null
    },
  )
  return router
}
