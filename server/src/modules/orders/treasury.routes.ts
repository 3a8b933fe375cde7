import { exportTreasury, getTreasury } from '@spell/shared/api/orders/treasury'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { seasonName } from '../seasons/seasons.service'
import { treasury } from './treasury.service'
import { treasuryWorkbook } from './treasury-sheet'

/** The treasurer's view of a season, and its .xlsx (committee only). */
export function treasuryRoutes({ db }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, getTreasury, committee, ({ season }, { req }) => treasury(db, season, req.lang))

  mountCall(router, exportTreasury, committee, async ({ season }, { req }) =>
    treasuryWorkbook(await treasury(db, season, req.lang), await seasonName(db, season)),
  )

  return router
}
