import { ResultCode, translate } from '@spell/shared'
import { rateLimit } from 'express-rate-limit'
import type { Redis } from 'ioredis'
import { RedisStore } from 'rate-limit-redis'

/**
 * A per-client limit answered with the envelope (code 4029), counted in Redis when the app runs as
 * several instances, in memory otherwise.
 */
export function limitPerClient(options: {
  name: string
  limit: number
  windowSeconds: number
  redis: Redis | undefined
  keyPrefix: string
}) {
  const { name, limit, windowSeconds, redis, keyPrefix } = options
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: redis
      ? new RedisStore({
          prefix: `${keyPrefix}rl:${name}:`,
          sendCommand: (command: string, ...args: string[]) =>
            redis.call(command, ...args) as Promise<number | string>,
        })
      : undefined,
    handler: (req, res, _next, opts) => {
      const seconds = Math.ceil(opts.windowMs / 1000)
      res.status(200).json({
        code: ResultCode.rateLimited,
        msg: translate('result.rateLimited', req.lang ?? 'zh', { seconds }),
        data: null,
      })
    },
  })
}
