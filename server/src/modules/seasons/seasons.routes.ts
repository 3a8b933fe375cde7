import {
  getSeasonOverview,
  listSeasons,
  makeSeasonCurrent,
  setSeasonCharacterBankPassword,
} from '@spell/shared/api/seasons/seasons'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { setCharacterBankPassword } from '../public-site/character-bank-password'
import * as seasonsService from './seasons.service'

/** The current season for every page, the list of seasons, and the committee's season switches. */
export function seasonRoutes({ db, personalData }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, getSeasonOverview, { access: 'public' }, () => seasonsService.seasonOverview(db))

  mountCall(router, listSeasons, { access: 'public' }, () => seasonsService.listSeasons(db))

  mountCall(router, makeSeasonCurrent, committee, async ({ id }) => {
    await seasonsService.makeSeasonCurrent(db, id)
    return null
  })

  mountCall(router, setSeasonCharacterBankPassword, committee, async ({ season, password }) => {
    if (!(await seasonsService.seasonName(db, season))) throw new AppError('notFound', 'season.unknown')
    await setCharacterBankPassword(db, personalData, password, season)
    return null
  })

  return router
}
