// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5180/chnEngLogin"}
import { ResultCode } from '@spell/shared'
import { CODE_RESEND_SECONDS } from '@spell/shared/api/accounts/codes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
// antd's ES build, as the app's bundle has it: useFeedback reads that build's App context.
import App from 'antd/es/app'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../i18n'
import { cooldownKey, SendCodeButton, type SendCodeButtonProps, secondsLeft } from './send-code-button'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const PHONE = '13812345678'
const NOW = new Date('2025-03-01T08:00:00Z').getTime()

const envelope = (code: number, data: unknown = null, msg = '') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let root: Root | null = null
let container: HTMLElement

/** Renders (or re-renders) the button inside the providers it needs. */
function render(props: Partial<SendCodeButtonProps> = {}) {
  const full: SendCodeButtonProps = { channel: 'sms', codeType: 1, target: PHONE, ...props }
  act(() => {
    root?.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <App>
          <SendCodeButton {...full} />
        </App>
      </QueryClientProvider>,
    )
  })
}

/** A fresh page: unmounts everything, as a reload does, keeping sessionStorage. */
function reload(props: Partial<SendCodeButtonProps> = {}) {
  act(() => root?.unmount())
  root = createRoot(container)
  render(props)
}

const button = () => {
  const found = container.querySelector('button')
  if (!found) throw new Error('no button rendered')
  return found
}
const label = () => button().textContent?.replace(/\s+/g, '')

/** Lets timers, fetch answers and React updates run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

const click = async () => {
  act(() => button().click())
  await advance(0)
  await advance(0)
}

beforeEach(() => {
  vi.useFakeTimers({
    now: NOW,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
  sessionStorage.clear()
  fetchMock = vi.fn<typeof fetch>(async () => envelope(ResultCode.ok, { resendAfterSeconds: 60 }))
  vi.stubGlobal('fetch', fetchMock)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = null
  container.remove()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('secondsLeft', () => {
  const key = cooldownKey('sms', 1, PHONE)

  it('is 0 when nothing was sent in this session', () => {
    expect(secondsLeft(key, NOW)).toBe(0)
  })

  it('counts down from 60 seconds after the last send and never below 0', () => {
    sessionStorage.setItem(key, String(NOW))
    expect(secondsLeft(key, NOW)).toBe(CODE_RESEND_SECONDS)
    expect(secondsLeft(key, NOW + 500)).toBe(60)
    expect(secondsLeft(key, NOW + 1_000)).toBe(59)
    expect(secondsLeft(key, NOW + 59_001)).toBe(1)
    expect(secondsLeft(key, NOW + 60_000)).toBe(0)
    expect(secondsLeft(key, NOW + 3_600_000)).toBe(0)
  })

  it('keeps one entry per channel, code type and target', () => {
    expect(
      new Set([
        cooldownKey('sms', 1, PHONE),
        cooldownKey('sms', 2, PHONE),
        cooldownKey('mail', 1, PHONE),
        cooldownKey('sms', 1, '13900000000'),
      ]).size,
    ).toBe(4)
    expect(cooldownKey('mail', 6, ' a@b.cn ')).toBe(cooldownKey('mail', 6, 'a@b.cn'))
  })
})

describe('SendCodeButton', () => {
  it('sends the SMS code, then counts 60 seconds down and unlocks at zero', async () => {
    render()
    expect(label()).toBe('获取验证码')

    await click()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/common/smsVerificationCode')
    expect(JSON.parse(String(init?.body))).toEqual({ phone: PHONE, codeType: 1 })
    expect(label()).toBe('60秒后重发')
    expect(button().disabled).toBe(true)
    expect(sessionStorage.getItem(cooldownKey('sms', 1, PHONE))).toBe(String(NOW))

    await advance(20_000)
    expect(label()).toBe('40秒后重发')
    await advance(40_000)
    expect(label()).toBe('获取验证码')
    expect(button().disabled).toBe(false)
  })

  it('keeps counting after a reload, from the send time kept in sessionStorage', async () => {
    render()
    await click()
    await advance(25_000)
    expect(label()).toBe('35秒后重发')

    reload()
    expect(label()).toBe('35秒后重发')
    expect(button().disabled).toBe(true)
    await advance(35_000)
    expect(label()).toBe('获取验证码')
  })

  it('picks up a send made 45 seconds before the page was opened', () => {
    sessionStorage.setItem(cooldownKey('mail', 6, 'a@b.cn'), String(NOW - 45_000))
    render({ channel: 'mail', codeType: 6, target: 'a@b.cn' })
    expect(label()).toBe('15秒后重发')
  })

  it('locks only the target the code went to', async () => {
    render()
    await click()
    render({ target: '13900000000' })
    expect(label()).toBe('获取验证码')
    render()
    expect(label()).toBe('60秒后重发')
  })

  it.each([
    ['12345', '请输入正确手机号'],
    ['', '请输入手机号'],
  ])('sends nothing to the phone "%s" and warns %s', async (target, warning) => {
    render({ target })
    await click()
    await advance(100)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(label()).toBe('获取验证码')
    expect(document.body.textContent).toContain(warning)
  })

  it('asks the form to check the target when it is given a check, and sends nothing if it fails', async () => {
    const validateTarget = vi.fn(() => false)
    render({ validateTarget })
    await click()
    expect(validateTarget).toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('stays usable when the server refuses (sent too soon)', async () => {
    fetchMock.mockResolvedValueOnce(envelope(ResultCode.rateLimited, null, '发送过于频繁，请 60 秒后再试'))
    render()
    await click()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(label()).toBe('获取验证码')
    expect(button().disabled).toBe(false)
    expect(sessionStorage.getItem(cooldownKey('sms', 1, PHONE))).toBeNull()
  })

  it('unlocks at once when the parent signals a wrong code (3035)', async () => {
    render({ channel: 'mail', codeType: 6, target: 'a@b.cn', resetSignal: 0 })
    await click()
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/mail/sendMail')
    expect(label()).toBe('60秒后重发')

    render({ channel: 'mail', codeType: 6, target: 'a@b.cn', resetSignal: 1 })
    await advance(0)
    expect(label()).toBe('获取验证码')
    expect(button().disabled).toBe(false)
    expect(sessionStorage.getItem(cooldownKey('mail', 6, 'a@b.cn'))).toBeNull()
  })
})
