import {
  copySeasonProducts,
  listAdminProducts,
  saveProduct,
  setProductOnSale,
} from '@spell/shared/api/orders/admin-products'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { copySeason, listSeasonProducts, saveProduct as save, setOnSale } from './admin-products.service'

/** The committee's products: list a season, create and edit, on/off sale, copy a season. */
export function adminProductRoutes({ db }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, listAdminProducts, committee, (input) => listSeasonProducts(db, input.season))
  mountCall(router, saveProduct, committee, (input) => save(db, input))
  mountCall(router, setProductOnSale, committee, async (input) => {
    await setOnSale(db, input.id, input.active)
    return null
  })
  mountCall(router, copySeasonProducts, committee, (input) =>
    copySeason(db, input.fromSeason, input.toSeason),
  )

  return router
}
