// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5180/chnEngLogin"}
import { ResultCode } from '@spell/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
// antd's ES build, as the app's bundle has it: useFeedback reads that build's App context.
import App from 'antd/es/app'
import { act } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../i18n'
import { getToken } from '../../../lib/auth-storage'
import { testRoot } from '../../../lib/test-root'
import { StudentLoginForm } from './student-login-form'

const envelope = (code: number, data: unknown = null, msg = '') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })

const captchaAnswer = (id: string) => ({ captchaId: id, image: 'data:image/svg+xml;base64,PHN2Zy8+' })
const loginResult = {
  authorization: 'token',
  loginType: 1,
  roleId: 1,
  home: '/cebsbUserInfo',
  sysUser: { userId: 1, userName: 'Hall 1', phone: null, email: 'hall1@school.cn' },
  schoolInfo: null,
}

const page = testRoot()
let logins: Record<string, unknown>[] = []
let captchas = 0
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  logins = []
  captchas = 0
  // The network is past its failures: the first sign-in is asked for the captcha, the others pass.
  fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    if (String(url).startsWith('/api/common/captcha'))
      return envelope(ResultCode.ok, captchaAnswer(`c${++captchas}`))
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>
    logins.push(body)
    if (!body.captchaId)
      return envelope(ResultCode.captchaWrong, null, '本网络登录失败次数较多，请输入图中的验证码后再登录')
    if (body.password !== 'Spell2026') return envelope(ResultCode.forbidden, null, '账号或密码错误')
    return envelope(ResultCode.ok, loginResult)
  })
  vi.stubGlobal('fetch', fetchMock)
  page.render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <App>
          <StudentLoginForm initialTab="email" links={null} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  )
})
afterEach(() => vi.unstubAllGlobals())

const input = (id: string) => {
  const found = page.container.querySelector<HTMLInputElement>(`#${id}`)
  if (!found) throw new Error(`no #${id}`)
  return found
}
function type(id: string, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input(id), value)
    input(id).dispatchEvent(new Event('input', { bubbles: true }))
  })
}
/** Submits the e-mail form and lets the answers and React's updates run. */
async function submit() {
  const form = input('student-login-email').closest('form')
  await act(async () => {
    form?.requestSubmit()
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
}

describe('the student sign-in form', () => {
  it('shows no captcha until the server asks for one, then explains it and sends it', async () => {
    expect(page.container.querySelector('#student-login-email-captcha')).toBeNull()
    type('student-login-email', 'hall1@school.cn')
    type('student-login-email-password', 'Spell2062')
    await submit()
    expect(logins).toEqual([{ email: 'hall1@school.cn', password: 'Spell2062' }])
    expect(page.container.textContent).toContain('本网络近期登录失败较多')
    expect(page.container.querySelector('img[alt="验证码图片"]')).not.toBeNull()

    type('student-login-email-captcha', 'ab2c')
    await submit()
    expect(logins[1]).toEqual({
      email: 'hall1@school.cn',
      password: 'Spell2062',
      captcha: 'ab2c',
      captchaId: 'c1',
    })
    // The wrong password spent the captcha: a new one is drawn and the answer box is empty again.
    expect(captchas).toBe(2)
    expect(input('student-login-email-captcha').value).toBe('')

    type('student-login-email-password', 'Spell2026')
    type('student-login-email-captcha', 'XY7Z')
    await submit()
    expect(logins[2]).toMatchObject({ password: 'Spell2026', captcha: 'XY7Z', captchaId: 'c2' })
    expect(getToken()).toBe('token')
  })
})
