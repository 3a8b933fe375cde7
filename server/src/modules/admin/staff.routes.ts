import { createStaff, listStaff } from '@spell/shared/api/admin/school-registrations'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { createStaffAccount, staffOfRole } from './staff.service'

/** Judges and club teachers (role 4) are made by the committee, not registered on the site. */
export function staffRoutes({ db }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, createStaff, committee, (input) => createStaffAccount(db, input))

  mountCall(router, listStaff, committee, ({ role }) => staffOfRole(db, role))
  return router
}
