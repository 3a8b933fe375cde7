// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5180/HomeView"}
import { defineCall, ResultCode, translate } from '@spell/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { i18n } from '../i18n'
import { AUTH_KEYS } from './auth-storage'
import { type Feedback, setFeedback } from './feedback'
import { type Navigator, setNavigator } from './navigation'
import { ApiError, callApi, INCOMPLETE_INFO_PATH, LOGIN_PATH, toQueryString } from './request'

const getThing = defineCall({
  method: 'GET',
  paths: ['/things/getThing'],
  request: z.object({ name: z.string().optional(), ids: z.array(z.number()).optional() }),
  response: z.object({ id: z.number(), name: z.string() }),
})

const saveThing = defineCall({
  method: 'POST',
  paths: ['/things/saveThing'],
  request: z.object({ name: z.string().trim() }),
  response: z.null(),
})

const envelope = (code: number, data: unknown = null, msg = '', init: ResponseInit = {}) =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let navigate: ReturnType<typeof vi.fn<Navigator>>
let feedback: {
  message: { error: ReturnType<typeof vi.fn> }
  modal: { confirm: ReturnType<typeof vi.fn> }
  notification: { info: ReturnType<typeof vi.fn> }
}

/** The request the client made: URL, method, headers and body. */
const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? []
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) }
}

/** The text of the error message shown, whether given as a string or as {content}. */
const shownErrors = () =>
  feedback.message.error.mock.calls.map(([arg]) =>
    typeof arg === 'string' ? arg : (arg as { content: string }).content,
  )

/** Runs a call that must fail and returns its ApiError. */
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(async () => {
  localStorage.clear()
  await i18n.changeLanguage('zh')
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  navigate = vi.fn<Navigator>()
  setNavigator(navigate)
  feedback = { message: { error: vi.fn() }, modal: { confirm: vi.fn() }, notification: { info: vi.fn() } }
  setFeedback(feedback as unknown as Feedback)
})

afterEach(() => {
  vi.unstubAllGlobals()
  setFeedback(null)
})

describe('callApi', () => {
  it('returns the data of a code 200 answer, sending the token and the language', async () => {
    localStorage.setItem(AUTH_KEYS.token, 'token-1')
    fetchMock.mockResolvedValue(envelope(200, { id: 7, name: '汉字' }, '操作成功'))

    await expect(callApi(getThing, { name: 'a b' })).resolves.toEqual({ id: 7, name: '汉字' })

    const { url, init, headers } = sent()
    expect(url).toBe('/api/things/getThing?name=a+b')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
    expect(headers.get('Authorization')).toBe('token-1')
    expect(headers.get('Accept-Language')).toBe('zh-CN')
    expect(feedback.message.error).not.toHaveBeenCalled()
  })

  it('posts its input as JSON, after the request schema shaped it, in the current language', async () => {
    await i18n.changeLanguage('en')
    fetchMock.mockResolvedValue(envelope(200, null))

    await callApi(saveThing, { name: '  team  ' })

    const { url, init, headers } = sent()
    expect(url).toBe('/api/things/saveThing')
    expect(init.method).toBe('POST')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('Accept-Language')).toBe('en')
    expect(headers.has('Authorization')).toBe(false)
    expect(JSON.parse(String(init.body))).toEqual({ name: 'team' })
  })

  it('sends array parameters of a GET as repeated keys', async () => {
    fetchMock.mockResolvedValue(envelope(200, { id: 1, name: 'x' }))

    await callApi(getThing, { ids: [1, 2, 3] })

    expect(sent().url).toBe('/api/things/getThing?ids=1&ids=2&ids=3')
    expect(toQueryString({ a: [1, 2], b: undefined, c: null, d: 'x' })).toBe('?a=1&a=2&d=x')
  })

  it('replaces the stored token with the one the answer rotates in', async () => {
    localStorage.setItem(AUTH_KEYS.token, 'old-token')
    fetchMock.mockResolvedValue(envelope(200, null, '', { headers: { authorization: 'new-token' } }))

    await callApi(saveThing, { name: 'x' })

    expect(localStorage.getItem(AUTH_KEYS.token)).toBe('new-token')
  })

  it('on code 2014 asks to complete the information and goes to the form on confirm', async () => {
    fetchMock.mockResolvedValue(envelope(ResultCode.incompleteInfo, null, '信息不完整'))

    const error = await failure(callApi(getThing, {}))

    expect(error.code).toBe(2014)
    expect(feedback.modal.confirm).toHaveBeenCalledTimes(1)
    const dialog = feedback.modal.confirm.mock.calls[0]?.[0]
    expect(dialog).toMatchObject({
      title: '温馨提示',
      content: translate('result.incompleteInfo', 'zh'),
      okText: '去完善',
      cancelText: '取消',
    })
    expect(navigate).not.toHaveBeenCalled()
    dialog.onOk()
    expect(navigate).toHaveBeenCalledWith(INCOMPLETE_INFO_PATH, undefined)
    expect(INCOMPLETE_INFO_PATH).toBe('/cebsbUserInfo?pushUrl=/speRegisterFirCompetition')
    dialog.afterClose()
  })

  it('words the 2014 dialog in English on the English site', async () => {
    await i18n.changeLanguage('en')
    fetchMock.mockResolvedValue(envelope(ResultCode.incompleteInfo))

    await failure(callApi(getThing, {}))

    const dialog = feedback.modal.confirm.mock.calls[0]?.[0]
    expect(dialog).toMatchObject({
      title: 'Tips',
      content: 'You have incomplete information, complete it now?',
      okText: 'Go complete',
      cancelText: 'Cancel',
    })
    dialog.afterClose()
  })

  it('on code 401 says the login expired, forgets the token and goes to the login page', async () => {
    localStorage.setItem(AUTH_KEYS.token, 'expired')
    localStorage.setItem(AUTH_KEYS.loginType, '1')
    fetchMock.mockResolvedValue(envelope(ResultCode.unauthorized, null, 'whatever the server says'))

    const error = await failure(callApi(getThing, {}))

    expect(error.code).toBe(401)
    expect(shownErrors()).toEqual(['登录已过期，请重新登录！'])
    expect(localStorage.getItem(AUTH_KEYS.token)).toBeNull()
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH, undefined)
    expect(LOGIN_PATH).toBe('/chnEngLogin')
  })

  it('treats an HTTP 401 without an envelope as code 401', async () => {
    localStorage.setItem(AUTH_KEYS.token, 'expired')
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }))

    const error = await failure(callApi(getThing, {}))

    expect(error).toMatchObject({ code: 401, status: 401 })
    expect(shownErrors()).toEqual(['登录已过期，请重新登录！'])
    expect(localStorage.getItem(AUTH_KEYS.token)).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/chnEngLogin', undefined)
  })

  it('shows the server message of any other code and throws it with its code and data', async () => {
    fetchMock.mockResolvedValue(envelope(ResultCode.captchaWrong, { fresh: true }, '验证码不正确'))

    const error = await failure(callApi(getThing, {}))

    expect(error).toMatchObject({ code: 4001, msg: '验证码不正确', data: { fresh: true } })
    expect(shownErrors()).toEqual(['验证码不正确'])
    expect(navigate).not.toHaveBeenCalled()
  })

  it('shows nothing for another code when called silently, but still throws', async () => {
    fetchMock.mockResolvedValue(envelope(ResultCode.notFound, null, '请求的内容不存在'))

    const error = await failure(callApi(getThing, {}, { silent: true }))

    expect(error.code).toBe(4004)
    expect(feedback.message.error).not.toHaveBeenCalled()
  })

  it('says "No service" when the server does not answer within the timeout', async () => {
    await i18n.changeLanguage('en')
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )

    const error = await failure(callApi(getThing, {}, { timeoutMs: 20 }))

    expect(error).toMatchObject({ code: ResultCode.unavailable, status: 0 })
    expect(shownErrors()).toEqual(['No service, please try again later!'])
  })

  it('says "No service" for an HTTP error that is not a 401', async () => {
    fetchMock.mockResolvedValue(envelope(ResultCode.serverError, null, 'boom', { status: 500 }))

    const error = await failure(callApi(getThing, {}))

    expect(error).toMatchObject({ code: 5000, status: 500 })
    expect(shownErrors()).toEqual([translate('result.noService', 'zh')])
  })

  it('says "No service" when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))

    const error = await failure(callApi(getThing, {}))

    expect(error).toMatchObject({ code: ResultCode.unavailable, status: 0 })
    expect(shownErrors()).toEqual(['服务不可用，请稍后再试！'])
  })

  it('rejects an answer whose data breaks the call contract', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValue(envelope(200, { id: 'seven' }))

    const error = await failure(callApi(getThing, {}))

    expect(error.code).toBe(ResultCode.serverError)
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })

  it('lets a cancelled call end quietly', async () => {
    const controller = new AbortController()
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        }),
    )

    const call = callApi(getThing, {}, { signal: controller.signal })
    controller.abort()

    await expect(call).rejects.not.toBeInstanceOf(ApiError)
    expect(feedback.message.error).not.toHaveBeenCalled()
  })
})
