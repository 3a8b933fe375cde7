import { randomBytes } from 'node:crypto'
import type { Progress } from '@spell/shared/api/exams/progress'
import type { Redis } from 'ioredis'
import pg from 'pg'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readConfig } from '../../server/src/config'
import { type RunningServer, startServer } from '../../server/src/server'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { testClock } from '../../server/src/test-support/test-clock'
import { call, startTestServer, type TestServer } from '../../server/src/test-support/test-server'

/**
 * An instance whose Redis connections close in the middle of an exam (Redis restarting, a failover):
 * the adapter's publishes fail ("Connection is closed"), and nothing of that may end the process. The
 * instance keeps serving, and its own students keep receiving every push, the judge's and the
 * timer's. Needs REDIS_URL (CI's second pass); the database may be PGlite or PostgreSQL.
 */
const redisUrl = process.env.REDIS_URL

describe.skipIf(!redisUrl)('an instance that loses Redis during an exam', () => {
  const clock = testClock()
  let server: TestServer
  const sockets: Socket[] = []
  const escaped: unknown[] = []
  const record = (error: unknown) => escaped.push(error)

  beforeAll(async () => {
    process.on('unhandledRejection', record)
    process.on('uncaughtException', record)
    server = await startTestServer({}, { examClock: clock })
  })
  afterAll(async () => {
    process.off('unhandledRejection', record)
    process.off('uncaughtException', record)
    for (const socket of sockets) socket.disconnect()
    await server?.stop()
  })

  it('stays up, and its students get the judge’s pushes and the timer’s', async () => {
    const judge = await buildSignedInUser(server.db, 'judge')
    const alice = await buildSignedInUser(server.db, 'student')
    const { exam, questions } = await buildExam(server.db, {
      seconds: 5,
      real: 3,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id],
    })
    const as = (token: string) => ({ authorization: token })
    const press = (type: string, fromIndex: number) =>
      call(server, 'POST', '/judge/command', { quizId: exam.id, type, fromIndex }, as(judge.token))

    const pushes: Progress[] = []
    const socket = connect(server.url, {
      transports: ['websocket'],
      auth: { token: alice.token },
      forceNew: true,
    })
    sockets.push(socket)
    socket.on('exam.progress', (p: Progress) => pushes.push(p))
    await new Promise((resolve) =>
      socket.on('connect', () => socket.emit('exam.join', { quizId: exam.id }, resolve)),
    )
    // A judge watching too: the live counts go to the staff room through the adapter as well.
    const watcher = connect(server.url, {
      transports: ['websocket'],
      auth: { token: judge.token },
      forceNew: true,
    })
    sockets.push(watcher)
    await new Promise((resolve) =>
      watcher.on('connect', () => watcher.emit('exam.join', { quizId: exam.id }, resolve)),
    )
    const delivered = () => socket.emitWithAck('exam.save', {})

    expect((await press('start', -1)).code).toBe(200)
    await delivered()
    expect(pushes.at(-1)).toMatchObject({ phase: 'open', index: 0 })

    // Redis gone for the adapter: both of its connections closed for good.
    const adapter = server.services.realtime.io.of('/').adapter as unknown as {
      pubClient: Redis
      subClient: Redis
    }
    adapter.pubClient.disconnect()
    adapter.subClient.disconnect()

    // The timer's push at the example's end (from exam-runtime's boundary timer).
    await clock.advance(5100)
    await delivered()
    expect(pushes.at(-1)?.index).toBe(0)
    expect(pushes.at(-1)?.phase).not.toBe('open')
    // The judge's press, broadcast through the adapter: the local student still gets it.
    expect((await press('next', 0)).code).toBe(200)
    await delivered()
    expect(pushes.at(-1)).toMatchObject({ phase: 'open', index: 1, questionId: questions[1]?.id })
    // The counts' push to the judges (once a second) and the next boundary.
    await clock.advance(1200)
    await clock.advance(5100)
    await delivered()
    expect(pushes.at(-1)?.index).toBe(1)
    expect(pushes.at(-1)?.phase).not.toBe('open')
    // Let any failed publish settle, then: nothing escaped, and the instance still answers.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(escaped).toEqual([])
    expect((await fetch(new URL('/healthz/live', server.url))).status).toBe(200)
    expect((await press('next', 1)).code).toBe(200)
    await delivered()
    expect(pushes.at(-1)).toMatchObject({ phase: 'open', index: 2 })
  })
})

/**
 * Two instances on one PostgreSQL database: while the second has lost Redis it cannot hear of the
 * judge's presses on the first, so it reads the sessions of its exams again every second and pushes
 * what changed to its own students, who follow and save on the new question (a page polls only while
 * its socket is down). Needs DATABASE_URL and REDIS_URL.
 */
const adminUrl = process.env.DATABASE_URL
describe.skipIf(!redisUrl || !adminUrl)('an instance cut off from the others by a Redis loss', () => {
  const dbName = `spell_redis_loss_${randomBytes(5).toString('hex')}`
  const prefix = `spell-redis-loss-${randomBytes(4).toString('hex')}:`
  const clock = testClock()
  const running: RunningServer[] = []

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    await admin.end()
    const url = new URL(adminUrl as string)
    url.pathname = `/${dbName}`
    for (let i = 0; i < 2; i++)
      running.push(
        await startServer(
          readConfig({
            NODE_ENV: 'test',
            PORT: '0',
            LOG_LEVEL: 'silent',
            SEED_DEMO: '0',
            TRUST_PROXY: '1',
            DATABASE_URL: url.toString(),
            REDIS_URL: redisUrl as string,
            REDIS_PREFIX: prefix,
          }),
          { examClock: clock },
        ),
      )
  })
  afterAll(async () => {
    await Promise.all(running.map((instance) => instance.stop()))
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
  })

  it("follows the judge's presses made on another instance by reading the session again", async () => {
    const [a, b] = running as [RunningServer, RunningServer]
    const db = a.services.db
    const judge = await buildSignedInUser(db, 'judge')
    const alice = await buildSignedInUser(db, 'student')
    const { exam, questions } = await buildExam(db, {
      seconds: 5,
      real: 3,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id],
    })
    const as = (token: string) => ({ authorization: token })
    const press = (type: string, fromIndex: number) =>
      call(a, 'POST', '/judge/command', { quizId: exam.id, type, fromIndex }, as(judge.token))
    const pollOnB = async () =>
      (await call(b, 'GET', '/formMatch/getProgress', { quizId: exam.id }, as(alice.token))).data as Progress
    await call(b, 'POST', '/formMatch/confirmInfo', { quizId: exam.id }, as(alice.token))
    const socket = connect(b.url, { transports: ['websocket'], auth: { token: alice.token }, forceNew: true })
    const pushes: Progress[] = []
    socket.on('exam.progress', (p: Progress) => pushes.push(p))
    await new Promise((resolve) =>
      socket.on('connect', () => socket.emit('exam.join', { quizId: exam.id }, resolve)),
    )
    try {
      expect((await press('start', -1)).code).toBe(200)
      // Through Redis: B hears of the press ('exam.changed') a moment later.
      await vi.waitFor(async () => expect(await pollOnB()).toMatchObject({ phase: 'open', index: 0 }), {
        timeout: 2000,
        interval: 50,
      })

      // B loses Redis: A's presses no longer reach it.
      const adapter = b.services.realtime.io.of('/').adapter as unknown as {
        pubClient: Redis
        subClient: Redis
      }
      adapter.pubClient.disconnect()
      adapter.subClient.disconnect()
      await clock.advance(5100)
      expect((await press('next', 0)).code).toBe(200)
      // B's student is pushed the new question by B itself, within its second of reading again.
      await vi.waitFor(
        () => expect(pushes.at(-1)).toMatchObject({ phase: 'open', index: 1, questionId: questions[1]?.id }),
        { timeout: 3000, interval: 50 },
      )
      await clock.advance(1200)
      await vi.waitFor(
        async () =>
          expect(await pollOnB()).toMatchObject({ phase: 'open', index: 1, questionId: questions[1]?.id }),
        { timeout: 5000, interval: 250 },
      )
      const saved = await socket.emitWithAck('exam.save', {
        quizId: exam.id,
        quizInfoId: questions[1]?.id,
        userAnswer: '水',
        revision: 1,
      })
      expect(saved).toMatchObject({ data: { revision: 1 } })
    } finally {
      socket.disconnect()
    }
  })
})
