import { type MessageKey, ResultCode, translate } from '@spell/shared'
import type { Request, RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Redis } from 'ioredis'
import { RedisStore } from 'rate-limit-redis'

/**
 * How many times the usual allowance a client address gets: 1 for most, more for an address the
 * committee has raised (a school whose students all come from one public address).
 */
export type AddressAllowance = (address: string) => number | Promise<number>

interface LimitOptions {
  name: string
  limit: number
  windowSeconds: number
  redis: Redis | undefined
  keyPrefix: string
  allowance?: AddressAllowance
  /** The refusal's message; it may use {{seconds}} and {{minutes}} of the window. */
  message?: MessageKey
}

function limiter(options: LimitOptions, counting: { failuresOnly: boolean }) {
  const { name, limit, windowSeconds, redis, keyPrefix, allowance, message } = options
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit: allowance
      ? async (req: Request) => Math.max(1, Math.round(limit * (await allowance(req.ip ?? ''))))
      : limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Counted when the request arrives and taken back when it succeeds, so that parallel failures
    // cannot all slip in under the limit.
    skipSuccessfulRequests: counting.failuresOnly,
    requestWasSuccessful: (_req, res) => res.locals.resultCode === ResultCode.ok,
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
        msg: translate(message ?? 'result.rateLimited', req.lang ?? 'zh', {
          seconds,
          minutes: Math.ceil(seconds / 60),
        }),
        data: null,
      })
    },
  })
}

/**
 * A per-client limit on every request, answered with the envelope (code 4029), counted in Redis when
 * the app runs as several instances, in memory otherwise.
 */
export function limitPerClient(options: LimitOptions): RequestHandler {
  return limiter(options, { failuresOnly: false })
}

/**
 * A per-client limit on failed requests only (any answer but 200 in the envelope): people who get in
 * use none of it, so a school hall behind one address signs in at once while a guesser is stopped.
 */
export function limitFailuresPerClient(options: LimitOptions): RequestHandler {
  const limit = limiter(options, { failuresOnly: true })
  return (req, res, next) => {
    const json = res.json.bind(res)
    res.json = (body: unknown) => {
      res.locals.resultCode = (body as { code?: unknown } | null)?.code
      return json(body)
    }
    return limit(req, res, next)
  }
}
