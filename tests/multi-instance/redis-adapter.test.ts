import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/src/db/database'
import { buildCertificate, buildExam, buildSignedInUser } from '../../server/src/test-support/factories'

/**
 * Two real server processes sharing one PostgreSQL database and one Redis: what one instance emits or
 * stores, the other's clients see. Needs both services, so it runs in CI (.ci/run sets the URLs).
 */
const adminUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
const root = path.resolve(import.meta.dirname, '../..')

interface Instance {
  url: string
  process: ChildProcess
}

function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const port = output.match(/listening on port (\d+)/)?.[1]
      if (port) resolve({ url: `http://127.0.0.1:${port}`, process: child })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)))
  })
}

const get = async (instance: Instance, apiPath: string) => {
  const response = await fetch(`${instance.url}/api${apiPath}`)
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests
  return (await response.json()) as { code: number; msg: string; data: any }
}

describe.skipIf(!adminUrl || !redisUrl)('two instances behind one Redis', () => {
  const dbName = `spell_multi_${randomBytes(5).toString('hex')}`
  let databaseUrl: string
  let database: Database
  let redis: Redis
  let a: Instance
  let b: Instance
  const sockets: Socket[] = []

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    await admin.end()
    const url = new URL(adminUrl as string)
    url.pathname = `/${dbName}`
    databaseUrl = url.toString()
    // Both start at once: the startup lock lets one migrate and seed while the other waits.
    ;[a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)])
    database = await openDatabase({ databaseUrl, dataDir: '' })
    redis = new Redis(redisUrl as string)
  })

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    for (const instance of [a, b]) instance?.process.kill('SIGTERM')
    await database?.close()
    await redis?.quit()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
  })

  it('reports Redis as up on both instances', async () => {
    for (const instance of [a, b])
      expect((await get(instance, '/health')).data).toMatchObject({ database: 'ok', redis: 'ok' })
  })

  it('delivers a notice sent through one instance to a page connected to the other', async () => {
    const { token } = await buildSignedInUser(database.db, 'committee')
    const socket = connect(b.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    const received = new Promise((resolve) => socket.once('site.notice', resolve))
    const response = await fetch(`${a.url}/api/admin/notice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ message: '跨实例通知 / cross-instance notice' }),
    })
    expect(((await response.json()) as { code: number }).code).toBe(200)
    expect(await received).toMatchObject({ message: '跨实例通知 / cross-instance notice' })
  })

  it('checks on one instance a captcha drawn on the other', async () => {
    await buildCertificate(database.db, { code: 'MULTI-0001', holderName: '王芳' })
    const captcha = await get(a, '/common/captcha')
    const text = await redis.get(`spell:captcha:${captcha.data.captchaId}`)
    expect(text).toMatch(/^[A-Z0-9]{4}$/)
    const answer = await get(
      b,
      `/common/queryByCode?code=MULTI-0001&captcha=${text}&captchaId=${captcha.data.captchaId}`,
    )
    expect(answer).toMatchObject({ code: 200, data: { name: '王芳' } })
  })

  it('lets a judge on one instance drive students on the other', async () => {
    const judge = await buildSignedInUser(database.db, 'judge')
    const student = await buildSignedInUser(database.db, 'student')
    const { exam, questions } = await buildExam(database.db, {
      seconds: 2,
      judgeIds: [judge.user.id],
      studentIds: [student.user.id],
    })
    const socket = connect(b.url, {
      transports: ['websocket'],
      auth: { token: student.token },
      forceNew: true,
    })
    sockets.push(socket)
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    const pushes: { phase: string; index: number }[] = []
    socket.on('exam.progress', (p: { phase: string; index: number }) => pushes.push(p))
    expect((await socket.emitWithAck('exam.join', { quizId: exam.id })).data.phase).toBe('lobby')

    const press = (type: string, fromIndex: number) =>
      fetch(`${a.url}/api/judge/command`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: judge.token },
        body: JSON.stringify({ quizId: exam.id, type, fromIndex }),
      }).then((r) => r.json() as Promise<{ code: number }>)
    expect((await press('start', -1)).code).toBe(200)
    // The next question may be opened once the first has closed: instance b pushes that close.
    await expect
      .poll(() => pushes.some((p) => p.phase === 'closed' && p.index === 0), { timeout: 10_000 })
      .toBe(true)
    expect((await press('next', 0)).code).toBe(200)
    // Instance b learnt of the press from the adapter: it accepts the save for the new question.
    const ack = await socket.emitWithAck('exam.save', {
      quizId: exam.id,
      quizInfoId: questions[1]?.id,
      userAnswer: '水',
      revision: 1,
    })
    expect(ack.data).toMatchObject({ revision: 1 })
    expect(pushes.map((p) => `${p.phase}:${p.index}`)).toEqual(['open:0', 'closed:0', 'open:1'])
  })

  it('forgets on every instance at once a session that logs out on one', async () => {
    const student = await buildSignedInUser(database.db, 'student')
    const asStudent = { authorization: student.token }
    const whoAmI = (instance: Instance) =>
      fetch(`${instance.url}/api/user/getBasicsUserInfo`, {
        method: 'POST',
        headers: { ...asStudent, 'content-type': 'application/json' },
        body: '{}',
      }).then((r) => r.json() as Promise<{ code: number }>)
    // Instance b trusts the session for a minute once it has seen it…
    expect((await whoAmI(b)).code).toBe(200)
    const out = await fetch(`${a.url}/api/loginOut`, { headers: asStudent }).then((r) => r.json())
    expect(out.code).toBe(200)
    // …but the logout on a reaches it through Redis.
    await expect.poll(async () => (await whoAmI(b)).code, { timeout: 5000 }).toBe(401)
  })

  it('disconnects on the other instance the sockets of a session that logs out on one', async () => {
    const student = await buildSignedInUser(database.db, 'student')
    const { exam } = await buildExam(database.db, { studentIds: [student.user.id] })
    const socket = connect(b.url, {
      transports: ['websocket'],
      auth: { token: student.token },
      forceNew: true,
    })
    sockets.push(socket)
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    expect((await socket.emitWithAck('exam.join', { quizId: exam.id })).data.phase).toBe('lobby')
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve))
    const out = await fetch(`${a.url}/api/loginOut`, { headers: { authorization: student.token } })
    expect(((await out.json()) as { code: number }).code).toBe(200)
    expect(await disconnected).toBe('io server disconnect')
    // Reconnected with the ended session's token, the socket is anonymous and may not join.
    socket.connect()
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    expect((await socket.emitWithAck('exam.join', { quizId: exam.id })).error.code).toBe(401)
  })

  it('counts for the judge the students connected to either instance, each once', async () => {
    const judge = await buildSignedInUser(database.db, 'judge')
    const [onB, onA, absent] = [
      await buildSignedInUser(database.db, 'student'),
      await buildSignedInUser(database.db, 'student'),
      await buildSignedInUser(database.db, 'student'),
    ]
    const { exam } = await buildExam(database.db, {
      judgeIds: [judge.user.id],
      studentIds: [onB.user.id, onA.user.id, absent.user.id],
    })
    const join = async (instance: Instance, token: string) => {
      const socket = connect(instance.url, { transports: ['websocket'], auth: { token }, forceNew: true })
      sockets.push(socket)
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
      expect((await socket.emitWithAck('exam.join', { quizId: exam.id })).data.phase).toBe('lobby')
    }
    // One student in two tabs on b, one on a, one not connected.
    await join(b, onB.token)
    await join(b, onB.token)
    await join(a, onA.token)
    for (const instance of [a, b]) {
      const view = await fetch(`${instance.url}/api/judge/exam?quizId=${exam.id}`, {
        headers: { authorization: judge.token },
      }).then((r) => r.json() as Promise<{ data: { counts: { enrolled: number; connected: number } } }>)
      expect(view.data.counts).toMatchObject({ enrolled: 3, connected: 2 })
    }
  })

  it('counts on either instance a student who only polls the other, until they stop polling', async () => {
    const judge = await buildSignedInUser(database.db, 'judge')
    const poller = await buildSignedInUser(database.db, 'student')
    const { exam } = await buildExam(database.db, { judgeIds: [judge.user.id], studentIds: [poller.user.id] })
    const online = async (instance: Instance) => {
      const view = await fetch(`${instance.url}/api/judge/exam?quizId=${exam.id}`, {
        headers: { authorization: judge.token },
      }).then((r) => r.json() as Promise<{ data: { counts: { connected: number } } }>)
      return view.data.counts.connected
    }
    const progress = await fetch(`${a.url}/api/formMatch/getProgress?quizId=${exam.id}`, {
      headers: { authorization: poller.token },
    }).then((r) => r.json() as Promise<{ code: number }>)
    expect(progress.code).toBe(200)
    expect(await online(a)).toBe(1)
    expect(await online(b)).toBe(1)
    // No poll for longer than the presence window (5 s): offline on both.
    await expect.poll(() => online(a), { timeout: 10_000, interval: 500 }).toBe(0)
    expect(await online(b)).toBe(0)
  }, 20_000)

  it('stops gracefully on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => a.process.once('exit', resolve))
    a.process.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
