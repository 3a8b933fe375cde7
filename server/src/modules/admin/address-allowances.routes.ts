import {
  deleteAddressAllowance,
  listAddressAllowances,
  saveAddressAllowance,
} from '@spell/shared/api/admin/address-allowances'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { deleteAllowance, listAllowances, saveAllowance } from './address-allowances.service'

/** The committee raises the rate limits of a school's address or network. */
export function addressAllowanceRoutes({ db }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, listAddressAllowances, committee, () => listAllowances(db))

  mountCall(router, saveAddressAllowance, committee, (input) => saveAllowance(db, input))

  mountCall(router, deleteAddressAllowance, committee, ({ id }) => deleteAllowance(db, id))
  return router
}
