import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../modules/auth/passwords'
import { buildUser } from '../test-support/factories'
import { startTestServer, type TestServer } from '../test-support/test-server'

let server: TestServer
let email: string
let phone: string
beforeAll(async () => {
  server = await startTestServer()
  const user = await buildUser(server.db, 'student', {
    email: `form${Date.now()}@family.cn`,
    passwordHash: await hashPassword('Right-2026'),
  })
  email = user.email as string
  phone = user.phone as string
})
afterAll(() => server?.stop())

const post = async (path: string, body: FormData | URLSearchParams, lang = 'zh-CN') => {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    body,
    headers: { 'accept-language': lang },
  })
  return {
    status: response.status,
    ...((await response.json()) as {
      code: number
      msg: string
      data: { loginType?: number; authorization: string }
    }),
  }
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

describe('the logins the specification sends as form data', () => {
  it('signs a student in by e-mail from a multipart body', async () => {
    const answer = await post('/loginWeb', form({ email, password: 'Right-2026' }))
    expect(answer).toMatchObject({ code: 200, data: { loginType: 1 } })
    expect(answer.data.authorization.length).toBeGreaterThan(20)
  })

  it('signs a student in by phone from a multipart body and from an urlencoded one', async () => {
    const multipart = await post('/common/loginWebByPhone', form({ phone, password: 'Right-2026' }))
    expect(multipart).toMatchObject({ code: 200, data: { loginType: 1 } })
    const urlencoded = await post(
      '/common/loginWebByPhone',
      new URLSearchParams({ phone, password: 'Right-2026' }),
    )
    expect(urlencoded).toMatchObject({ code: 200, data: { loginType: 1 } })
  })

  it('names the missing field of a multipart school login, in the asker language', async () => {
    const answer = await post('/mobileLoginWeb', form({ phone: '', code: '123456', codeType: '3' }), 'en')
    expect(answer).toMatchObject({ code: 4000, msg: 'Please enter the mobile phone number' })
  })

  it('refuses a file sent with the form, as bad input', async () => {
    const data = form({ email, password: 'Right-2026' })
    data.append('file', new Blob(['x']), 'x.txt')
    expect(await post('/loginWeb', data, 'en')).toMatchObject({ status: 200, code: 4000 })
  })
})
