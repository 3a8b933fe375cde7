import {
  chooseTransfer,
  createTransferOrder,
  getTransferAccount,
  getTransferInstructions,
} from '@spell/shared/api/orders/bank-transfer'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import {
  chooseTransfer as choose,
  createTransferOrder as create,
  transferInstructions,
} from './bank-transfer.service'

/** A school pays by bank transfer: the account, a new order or an unpaid one to transfer, its details. */
export function bankTransferRoutes(services: AppServices) {
  const { db, config } = services
  const router = Router()

  mountCall(router, getTransferAccount, { access: 'signedIn' }, () => ({
    account: config.bankTransfer ?? null,
  }))

  mountCall(router, createTransferOrder, { access: 'signedIn' }, (input, { req, user }) =>
    create(services, input, user, req.lang),
  )

  mountCall(router, chooseTransfer, { access: 'signedIn' }, (input, { req, user }) =>
    choose({ db, config }, user, input.orderNo, req.lang),
  )

  mountCall(router, getTransferInstructions, { access: 'signedIn' }, (input, { req, user }) =>
    transferInstructions({ db, config }, user.id, input.orderNo, req.lang),
  )

  return router
}
