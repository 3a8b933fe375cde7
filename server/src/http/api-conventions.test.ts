import type { SiteNotice } from '@spell/shared'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../modules/auth/sessions.service'
import { buildSignedInUser, buildUser } from '../test-support/factories'
import { call, startTestServer, type TestServer } from '../test-support/test-server'

let server: TestServer
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await server?.stop()
})

const DAY = 24 * 3600_000
const auth = (token: string) => ({ authorization: token })

function openSocket(token?: string) {
  const socket = connect(server.url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    forceNew: true,
  })
  sockets.push(socket)
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

describe('the envelope', () => {
  it('answers an unknown API path with 404 and code 4004', async () => {
    const answer = await call(server, 'GET', '/no/such/call')
    expect(answer).toMatchObject({ status: 404, code: 4004, msg: '接口不存在：/no/such/call' })
  })

  it('answers a malformed JSON body with 4000 and changes nothing', async () => {
    const response = await fetch(`${server.url}/api/admin/notice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: '{"message": ',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 4000, msg: 'Some of the input is not valid', data: null })
  })

  it('reports the database in the health check', async () => {
    const answer = await call(server, 'GET', '/health')
    expect(answer.code).toBe(200)
    expect(answer.data.database).toBe('ok')
    expect(answer.data.redis).toBe(process.env.REDIS_URL ? 'ok' : 'off')
  })

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/api/health`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})

describe('who may call', () => {
  it('asks for a login (401) when there is no token or an unknown one', async () => {
    expect((await call(server, 'POST', '/admin/notice', { message: 'hi' })).code).toBe(401)
    expect((await call(server, 'POST', '/admin/notice', { message: 'hi' }, auth('forged'))).code).toBe(401)
  })

  it('forbids (4003) a signed-in user without the role', async () => {
    const { token } = await buildSignedInUser(server.db, 'schoolTeacher')
    const answer = await call(server, 'POST', '/admin/notice', { message: 'hi' }, auth(token))
    expect(answer).toMatchObject({ code: 4003, msg: '您没有权限执行此操作' })
  })

  it('refuses a session of a user who is not active', async () => {
    const user = await buildUser(server.db, 'committee', { status: 'disabled' })
    const token = await startSession(server.db, user.id)
    expect((await call(server, 'POST', '/admin/notice', { message: 'hi' }, auth(token))).code).toBe(401)
  })

  it('refuses an expired session', async () => {
    const user = await buildUser(server.db, 'committee')
    const token = await startSession(server.db, user.id, new Date(Date.now() - 8 * DAY))
    expect((await call(server, 'POST', '/admin/notice', { message: 'hi' }, auth(token))).code).toBe(401)
  })
})

describe('sessions', () => {
  it('renews a day-old token through the authorization header, keeping the old one briefly', async () => {
    const user = await buildUser(server.db, 'committee')
    const old = await startSession(server.db, user.id, new Date(Date.now() - 2 * DAY))
    const first = await call(server, 'POST', '/admin/notice', { message: 'renew' }, auth(old))
    expect(first.code).toBe(200)
    const renewed = first.headers.get('authorization')
    expect(renewed).toBeTruthy()
    expect(renewed).not.toBe(old)
    const withNew = await call(server, 'POST', '/admin/notice', { message: 'renew' }, auth(renewed as string))
    expect(withNew.code).toBe(200)
    expect(withNew.headers.get('authorization')).toBeNull()
    expect((await call(server, 'POST', '/admin/notice', { message: 'grace' }, auth(old))).code).toBe(200)
  })

  it('revokes the session on log out', async () => {
    const { token } = await buildSignedInUser(server.db, 'committee')
    expect((await call(server, 'GET', '/loginOut', {}, auth(`Bearer ${token}`))).code).toBe(200)
    expect((await call(server, 'POST', '/admin/notice', { message: 'hi' }, auth(token))).code).toBe(401)
  })
})

describe('site notices', () => {
  it('validates the notice in the asker’s language', async () => {
    const { token } = await buildSignedInUser(server.db, 'committee')
    const answer = await call(
      server,
      'POST',
      '/admin/notice',
      { message: '  ' },
      { ...auth(token), 'accept-language': 'en' },
    )
    expect(answer).toMatchObject({ code: 4000, msg: 'Please enter the notice text' })
    expect(answer.data.fields).toEqual([{ field: 'message', message: 'Please enter the notice text' }])
  })

  it('reaches every connected page, signed in or not', async () => {
    const { token } = await buildSignedInUser(server.db, 'committee')
    const [visitor, student] = await Promise.all([openSocket(), openSocket(token)])
    const received = [visitor, student].map(
      (socket) => new Promise<SiteNotice>((resolve) => socket.once('site.notice', resolve)),
    )
    const answer = await call(
      server,
      'POST',
      '/admin/notice',
      { message: '复选赛将于 10:00 开始' },
      auth(token),
    )
    expect(answer.code).toBe(200)
    for (const notice of await Promise.all(received)) {
      expect(notice).toEqual({ message: '复选赛将于 10:00 开始', sentAt: answer.data.sentAt })
    }
  })
})
