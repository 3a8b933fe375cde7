import { getPrivacyConsent, givePrivacyConsent } from '@spell/shared/api/privacy/consent'
import { deleteMyAccount, exportMyData } from '@spell/shared/api/privacy/my-data'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { forgetRecentSessionsOf } from '../../http/request-context'
import { giveConsent, readConsent } from './consent.service'
import * as myData from './my-data.service'

/** A student's own personal data: consent, the download of everything stored, and account deletion. */
export function privacyRoutes({ db, store, personalData, files, realtime }: AppServices) {
  const router = Router()
  const student = { access: ['student'] as const }

  mountCall(router, getPrivacyConsent, student, (_input, { user }) => readConsent(db, user.id))

  mountCall(router, givePrivacyConsent, student, async (input, { user }) => {
    await giveConsent(db, store, user.id, input)
    return null
  })

  mountCall(router, exportMyData, student, async (_input, { user, res }) => {
    res.setHeader('content-disposition', `attachment; filename="my-data-${user.id}.json"`)
    return myData.exportMyData(db, personalData, user.id)
  })

  mountCall(router, deleteMyAccount, student, async ({ password }, { user }) => {
    await myData.deleteMyAccount(db, store, user.id, password, files.root)
    forgetRecentSessionsOf(user.id)
    realtime.sessionsEnded({ userId: user.id })
    return null
  })
  return router
}
