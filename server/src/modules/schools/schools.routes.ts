import { getAreaTree } from '@spell/shared/api/regions/area-tree'
import { getSchoolList, registerSchool } from '@spell/shared/api/schools/schools'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { regionTree } from '../../db/seed/regions'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import { approvedSchools, registerSchoolTeacher } from './schools.service'

/** Regions, the school list of a region, and member-school registration. */
export function schoolRoutes({ db, store, redis, config }: AppServices) {
  const router = Router()
  const perClient = limitPerClient({
    name: 'accounts',
    limit: 20,
    windowSeconds: 60,
    redis,
    keyPrefix: config.redisKeyPrefix,
  })

  // The tree is the committed data file: it never changes while the server runs.
  mountCall(router, getAreaTree, { access: 'public' }, () => regionTree)

  mountCall(router, getSchoolList, { access: 'public' }, (query) => approvedSchools(db, query))

  mountCall(router, registerSchool, { access: 'public', before: [perClient] }, async (input) => {
    await registerSchoolTeacher(db, store, input)
    return null
  })
  return router
}
