import { unlockCharacterBank } from '@spell/shared/api/public-site/character-bank'
import {
  listVolunteerInterests,
  submitVolunteerInterest,
} from '@spell/shared/api/public-site/volunteer-interest'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import { listVolunteerInterestRows, openCharacterBank, saveVolunteerInterest } from './public-site.service'

/**
 * The public site's two server calls: the character bank password (limited per client like the
 * certificate look-up, so it cannot be guessed) and the volunteer interest form, which the committee
 * reads in /admin.
 */
export function publicSiteRoutes({ db, redis, config }: AppServices) {
  const keyPrefix = config.redisKeyPrefix
  const router = Router()
  const unlocks = limitPerClient({ name: 'characterBank', limit: 10, windowSeconds: 60, redis, keyPrefix })
  const volunteers = limitPerClient({ name: 'volunteer', limit: 5, windowSeconds: 60, redis, keyPrefix })

  mountCall(router, unlockCharacterBank, { access: 'public', before: [unlocks] }, async ({ password }) => {
    const result = await openCharacterBank(db, password)
    if (result.verdict === 'none') throw new AppError('notFound', 'publicSite.noPassword')
    if (result.verdict === 'wrong') throw new AppError('forbidden', 'publicSite.passwordWrong')
    return result.lexicon
  })

  mountCall(router, submitVolunteerInterest, { access: 'public', before: [volunteers] }, async (input) => {
    await saveVolunteerInterest(db, input)
    return null
  })

  mountCall(router, listVolunteerInterests, { access: ['committee'] }, () => listVolunteerInterestRows(db))
  return router
}
