import { getSystemPanel } from '@spell/shared/api/admin/system-panel'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { readSystemPanel } from './system-panel.service'

/** The committee's system panel: the instances running the site and what each carries. */
export function systemPanelRoutes({ db, heartbeat }: AppServices) {
  const router = Router()
  mountCall(router, getSystemPanel, { access: ['committee'] }, () => readSystemPanel(db, heartbeat))
  return router
}
