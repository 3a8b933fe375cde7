import { sendSiteNotice } from '@spell/shared/api/admin/notice'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'

/** The committee's site-wide notice, pushed to every open page on every instance. */
export function noticeRoutes({ realtime, logger }: AppServices) {
  const router = Router()
  mountCall(router, sendSiteNotice, { access: ['committee'] }, ({ message }, { user }) => {
    const sentAt = new Date().toISOString()
    realtime.io.emit('site.notice', { message, sentAt })
    logger.info({ user: user?.id }, 'site notice sent')
    return { sentAt }
  })
  return router
}
