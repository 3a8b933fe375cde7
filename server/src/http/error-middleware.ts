import { ResultCode, translate } from '@spell/shared'
import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { Logger } from '../logger'
import { AppError } from './app-error'

/**
 * PostgreSQL's (and PGlite's) codes for text it cannot store: 22021 character_not_in_repertoire (a NUL,
 * invalid UTF-8), 22P05 untranslatable_character (a \u0000 escape in JSON). Such text was the client's;
 * the input check refuses it first, this keeps anything it missed a 4000 and not a 500.
 */
const TEXT_ENCODING_ERRORS = new Set(['22021', '22P05'])
/**
 * Values a column cannot hold: 22003 numeric_value_out_of_range (an id past the integer range),
 * 22008 datetime_field_overflow. They come from input a contract bounded too loosely.
 */
const OUT_OF_RANGE_ERRORS = new Set(['22003', '22008'])

/** The database error code, also when the query builder wraps the driver's error. */
function databaseCodeOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string') return e.code
    e = e.cause as typeof e
  }
  return undefined
}

/** Maps every error to the envelope. Only AppErrors say what went wrong; the rest is logged and hidden. */
export const errorMiddleware =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const lang = req.lang ?? 'zh'
    if (error instanceof AppError) {
      res.status(200).json({
        code: error.code,
        msg: translate(error.messageKey, lang, error.params),
        data: error.fields ? { fields: error.fields } : null,
      })
      return
    }
    // Malformed or oversized bodies from body-parser are the client's mistake, not ours.
    if (error?.type === 'entity.parse.failed' || error?.type === 'entity.too.large') {
      res
        .status(200)
        .json({ code: ResultCode.invalidInput, msg: translate('result.invalidInput', lang), data: null })
      return
    }
    const databaseCode = databaseCodeOf(error) ?? ''
    if (TEXT_ENCODING_ERRORS.has(databaseCode) || OUT_OF_RANGE_ERRORS.has(databaseCode)) {
      logger.warn({ path: req.path, databaseCode }, 'input the database cannot store')
      const key = OUT_OF_RANGE_ERRORS.has(databaseCode)
        ? 'validation.outOfRange'
        : 'validation.unstorableText'
      res.status(200).json({ code: ResultCode.invalidInput, msg: translate(key, lang), data: null })
      return
    }
    logger.error({ err: error, path: req.path }, 'unhandled error')
    res
      .status(500)
      .json({ code: ResultCode.serverError, msg: translate('result.serverError', lang), data: null })
  }

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({
    code: ResultCode.notFound,
    msg: translate('result.apiNotFound', req.lang ?? 'zh', { path: req.path }),
    data: null,
  })
}
