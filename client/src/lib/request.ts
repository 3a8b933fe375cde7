import {
  API_PREFIX,
  type ApiCall,
  type CallInput,
  type CallResponse,
  defaultMessageKey,
  envelopeSchema,
  ResultCode,
  type ResultCodeName,
} from '@spell/shared'
import { resultMessages } from '@spell/shared/i18n/messages-results'
import { currentLang, i18n, langTag } from '../i18n'
import { clearToken, getToken, setToken } from './auth-storage'
import { feedback } from './feedback'
import { navigateTo } from './navigation'
import { loadTranslate } from './shared-messages'

/**
 * The one request client of the site. It speaks the `{code, msg, data}` envelope and applies the error
 * catalogue (docs/result-codes.md) once, here, so pages only handle their data:
 *
 * - 200: the data, checked against the call's response schema.
 * - 2014: a confirm box leading to the information form, then back to competition registration.
 * - 401 (in the body or as HTTP status): "login expired", the stored token removed, on to the login page.
 * - any other code: the server's msg as an error message (unless `silent`).
 * - no usable answer (network, timeout, HTTP error): "No service, please try again later!".
 *
 * Every failure is then thrown as an ApiError so callers can react (e.g. redraw a captcha on 4001).
 */

const REQUEST_TIMEOUT_MS = 10_000

/**
 * The result codes' own messages are at hand on every page; the rest of the catalogue (the field
 * messages of an input the call refuses, a code's fallback text) comes when a failure needs it.
 */
const resultText = (key: keyof typeof resultMessages, lang = currentLang()) => resultMessages[key][lang]
export const LOGIN_PATH = '/chnEngLogin'
export const INCOMPLETE_INFO_PATH = '/cebsbUserInfo?pushUrl=/speRegisterFirCompetition'

export interface CallOptions {
  /** No error message for business codes and transport failures; 401 and 2014 are still handled. */
  silent?: boolean
  /** Cancels the call (react-query passes one); a cancelled call throws the abort, with no message. */
  signal?: AbortSignal
  /** Defaults to 10 s, as the specification says. */
  timeoutMs?: number
}

export class ApiError<T = unknown> extends Error {
  override readonly name = 'ApiError'
  /** The envelope's code; ResultCode.unavailable when no envelope came back. */
  readonly code: number
  /** The text shown to the user (the server's msg, or our translation of the situation). */
  readonly msg: string
  readonly data: T
  /** HTTP status of the answer; 0 when none came (network error, timeout). */
  readonly status: number

  constructor(code: number, msg: string, data: T, status: number) {
    super(msg)
    this.code = code
    this.msg = msg
    this.data = data
    this.status = status
  }
}

/** GET input as a query string; arrays become repeated keys (a=1&a=2), empty values are left out. */
export function toQueryString(input: unknown): string {
  if (!input || typeof input !== 'object') return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue
      if (item instanceof Date) params.append(key, item.toISOString())
      else if (typeof item === 'object') params.append(key, JSON.stringify(item))
      else params.append(key, String(item))
    }
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

export async function callApi<C extends ApiCall>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallResponse<C>> {
  const lang = currentLang()
  const parsedInput = call.request.safeParse(input)
  if (!parsedInput.success) {
    const msg = resultText('result.invalidInput', lang)
    if (!options.silent) showError(msg)
    const { describeIssues } = await import('@spell/shared/api/validation')
    throw new ApiError(
      ResultCode.invalidInput,
      msg,
      { fields: describeIssues(parsedInput.error.issues, lang) },
      0,
    )
  }

  const response = await send(call, parsedInput.data, options)

  const rotated = response.headers.get('authorization')
  if (rotated) setToken(rotated)

  const body: unknown = await response.json().catch(() => undefined)
  const envelope = envelopeSchema.safeParse(body)
  const code = envelope.success ? envelope.data.code : undefined

  if (response.status === 401 || code === ResultCode.unauthorized) {
    throw onUnauthorized(response.status, envelope.success ? envelope.data.data : null)
  }
  if (!response.ok || !envelope.success) {
    throw noService(
      options,
      code ?? ResultCode.unavailable,
      envelope.success ? envelope.data.data : null,
      response.status,
    )
  }

  const { msg, data } = envelope.data
  if (code === ResultCode.ok) {
    const checked = call.response.safeParse(data)
    if (checked.success) return checked.data as CallResponse<C>
    console.error(`Answer of ${call.paths[0]} does not match its contract`, checked.error.issues)
    throw noService(options, ResultCode.serverError, data, response.status)
  }
  if (code === ResultCode.incompleteInfo) {
    promptIncompleteInfo()
    throw new ApiError(
      ResultCode.incompleteInfo,
      msg || resultText('result.incompleteInfo', lang),
      data,
      response.status,
    )
  }
  const text = msg || (await loadTranslate())(messageKeyOf(code), lang)
  if (!options.silent) showError(text)
  throw new ApiError(code ?? ResultCode.serverError, text, data, response.status)
}

async function send(call: ApiCall, input: unknown, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': langTag(),
  }
  const token = getToken()
  if (token) headers.Authorization = token

  const path = call.paths[0].startsWith('/') ? call.paths[0] : `/${call.paths[0]}`
  const isGet = call.method === 'GET'
  if (!isGet) headers['Content-Type'] = 'application/json'

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    return await fetch(`${API_PREFIX}${path}${isGet ? toQueryString(input) : ''}`, {
      method: call.method,
      headers,
      body: isGet ? undefined : JSON.stringify(input ?? {}),
      signal,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw noService(options, ResultCode.unavailable, null, 0)
  }
}

function onUnauthorized(status: number, data: unknown): ApiError {
  const msg = resultText('result.unauthorized')
  // One message however many calls fail together when a session expires.
  feedback()?.message.error({ content: msg, key: 'result.unauthorized' })
  clearToken()
  navigateTo(LOGIN_PATH)
  return new ApiError(ResultCode.unauthorized, msg, data, status)
}

function noService(options: CallOptions, code: number, data: unknown, status: number): ApiError {
  const msg = resultText('result.noService')
  if (!options.silent) feedback()?.message.error({ content: msg, key: 'result.noService' })
  return new ApiError(code, msg, data, status)
}

let incompletePromptOpen = false

function promptIncompleteInfo() {
  const modal = feedback()?.modal
  if (!modal || incompletePromptOpen) return
  incompletePromptOpen = true
  const lang = currentLang()
  modal.confirm({
    title: i18n.t('request.tips'),
    content: resultText('result.incompleteInfo', lang),
    okText: i18n.t('request.goComplete'),
    cancelText: i18n.t('request.cancel'),
    onOk: () => navigateTo(INCOMPLETE_INFO_PATH),
    afterClose: () => {
      incompletePromptOpen = false
    },
  })
}

function showError(text: string) {
  feedback()?.message.error(text)
}

const codeNames = Object.fromEntries(
  Object.entries(ResultCode).map(([name, value]) => [value, name]),
) as Record<number, ResultCodeName | undefined>

function messageKeyOf(code: number | undefined): string {
  const name = code === undefined ? undefined : codeNames[code]
  return name ? defaultMessageKey[name] : 'result.serverError'
}
