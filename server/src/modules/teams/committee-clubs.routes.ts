import { deleteClub, listClubs, saveClub } from '@spell/shared/api/teams/committee'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { committeeClubs, removeClub, storeClub } from './clubs.service'

const committee = { access: ['committee'] } as const

/** The committee's clubs (/admin/clubs): list, create, edit, and delete while no team uses them. */
export function committeeClubRoutes({ db }: AppServices) {
  const router = Router()

  mountCall(router, listClubs, committee, (query) => committeeClubs(db, query))

  mountCall(router, saveClub, committee, (input) => storeClub(db, input))

  mountCall(router, deleteClub, committee, async ({ id }) => {
    await removeClub(db, id)
    return null
  })

  return router
}
