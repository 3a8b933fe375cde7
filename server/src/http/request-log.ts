import type { RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import type { Logger } from '../logger'

/**
 * Query parameters whose values the request log keeps: ids, pages and filters. Every other one (a
 * search keyword, a phone, a name, a certificate code, one added tomorrow) is written as [redacted]:
 * a list of what may be logged cannot miss a new parameter that carries personal data.
 */
const LOGGABLE_PARAMETERS = new Set([
  'activityType',
  'areaCode',
  'category',
  'cityCode',
  'dictType',
  'firstLetter',
  'format',
  'id',
  'kind',
  'pageNum',
  'pageSize',
  'payed',
  'planId',
  'productFlag',
  'productId',
  'productType',
  'provinceCode',
  'questionId',
  'quizId',
  'raceSchedule',
  'role',
  'schoolId',
  'scope',
  'season',
  'stage',
  'state',
  'status',
  'subCategory',
  'subjectId',
  'subTypeCategory',
  'teamId',
  'teamLevel',
  'typeId',
  'userId',
])
/** Short plain values only: a phone (11 digits) or an ID number typed into an id is still redacted. */
const PLAIN_VALUE = /^[\w-]{0,10}$/

const REDACTED = '[redacted]'

/** The URL as the log keeps it: the path, and of the query only the values of loggable parameters. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?')
  if (query < 0) return url
  const kept = [...new URLSearchParams(url.slice(query + 1))].map(([name, value]) =>
    LOGGABLE_PARAMETERS.has(name) && PLAIN_VALUE.test(value)
      ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
      : `${encodeURIComponent(name)}=${REDACTED}`,
  )
  return `${url.slice(0, query)}?${kept.join('&')}`
}

/**
 * Calls every student's exam page makes during each question (the question as it opens, the progress
 * bars after each acknowledged save): 20,000 a question at 10,000 students, which would drown the log
 * like the poll, and whose lines cost the instance several per cent of its CPU in the questions' first
 * seconds (bench:exam). Answered, they are logged at debug level; failed, as any call.
 */
const EVERY_QUESTION_CALLS = ['/formMatch/queryTheProgressBar', '/formMatch/queryTheOnlineFormAnswer']

/** The level a finished request is logged at: info, or debug for an answered every-question call. */
export function requestLogLevel(url: string, statusCode: number, failed: boolean) {
  if (failed || statusCode >= 400) return 'info'
  const path = url.split('?')[0] ?? ''
  return EVERY_QUESTION_CALLS.some((call) => path.endsWith(call)) ? 'debug' : 'info'
}

/**
 * One line per API request: id, method, loggable URL, status and time. Never a body or a header, which
 * carry the personal data of registration and the forms.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    // The health check and the 1 s progress poll would drown the log.
    autoLogging: {
      ignore: (req) => req.url === '/health' || req.url?.startsWith('/formMatch/getProgress') === true,
    },
    // A level the logger leaves out is 'silent' here, so that pino-http does not even build the line.
    customLogLevel: (req, res, error) => {
      const level = requestLogLevel(req.url ?? '', res.statusCode, Boolean(error || res.err))
      return logger.isLevelEnabled(level) ? level : 'silent'
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggableUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  })
}
