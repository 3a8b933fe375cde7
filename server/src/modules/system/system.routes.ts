import { getSysDictDataList } from '@spell/shared/api/system/dictionaries'
import { getHealth } from '@spell/shared/api/system/health'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { dictionaryOf } from './dictionary.service'

const startedAt = Date.now()

export function systemRoutes({ database, db, redis }: AppServices) {
  const router = Router()

  mountCall(router, getHealth, { access: 'public' }, async (_input, { res }) => {
    const database_ = await database.ping().then(
      () => 'ok' as const,
      () => 'down' as const,
    )
    const redis_ = redis
      ? await redis.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        )
      : ('off' as const)
    // Load balancers read the HTTP status; people and tests read the body.
    if (database_ === 'down' || redis_ === 'down') res.status(503)
    return { database: database_, redis: redis_, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }
  })

  mountCall(router, getSysDictDataList, { access: 'public' }, ({ dictType }) => dictionaryOf(db, dictType))
  return router
}
