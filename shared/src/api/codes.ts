/**
 * Every `code` the API answers with, in one table. The specification fixes 200, 401, 2014 and 3035;
 * the rest are ours (docs/result-codes.md). Business errors travel with HTTP 200, as the
 * specification's client expects; only unexpected server failures use HTTP 500.
 */
export const ResultCode = {
  ok: 200,
  unauthorized: 401,
  incompleteInfo: 2014,
  emailCodeWrong: 3035,
  invalidInput: 4000,
  captchaWrong: 4001,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  rateLimited: 4029,
  serverError: 5000,
  unavailable: 5003,
} as const

export type ResultCodeName = keyof typeof ResultCode
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName]

/** The message key each code falls back to when a more precise message is not given. */
export const defaultMessageKey: Record<ResultCodeName, string> = {
  ok: 'result.ok',
  unauthorized: 'result.unauthorized',
  incompleteInfo: 'result.incompleteInfo',
  emailCodeWrong: 'result.emailCodeWrong',
  invalidInput: 'result.invalidInput',
  captchaWrong: 'certificate.captchaWrong',
  forbidden: 'result.forbidden',
  notFound: 'result.notFound',
  conflict: 'result.conflict',
  rateLimited: 'result.rateLimited',
  serverError: 'result.serverError',
  unavailable: 'result.unavailable',
}
