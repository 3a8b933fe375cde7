import {
  importStatement,
  listAwaitingTransfers,
  listMatchedTransfers,
  recordTransfer,
} from '@spell/shared/api/orders/admin-transfers'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { importStatement as runImport } from './statement-import'
import { awaitingTransfers, matchedTransfers } from './transfer-desk.service'
import { recordTransfer as record } from './transfer-settlement'

/** The committee matches bank transfers to the orders awaiting them: one by one, or a statement. */
export function adminTransferRoutes(services: AppServices) {
  const { db } = services
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, listAwaitingTransfers, committee, ({ season }, { req }) =>
    awaitingTransfers(db, season, req.lang),
  )

  mountCall(router, listMatchedTransfers, committee, ({ season }, { req }) =>
    matchedTransfers(db, season, req.lang),
  )

  mountCall(router, recordTransfer, committee, (input, { req, user }) =>
    record(services, user.id, input, req.lang),
  )

  mountCall(router, importStatement, committee, (input, { req, user }) =>
    runImport(services, user.id, input, req.lang),
  )

  return router
}
