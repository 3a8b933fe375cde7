import { ResultCode, translate } from '@spell/shared'
import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { Logger } from '../logger'
import { AppError } from './app-error'

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
