import { and, eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { examAnswers } from './db/schema'
import { buildExam, buildSignedInUser } from './test-support/factories'
import { testClock } from './test-support/test-clock'
import { call, startTestServer, type TestServer } from './test-support/test-server'

// The drain on SIGTERM (server.stop, which main.ts calls): readiness fails first, then the saves
// received are stored and acknowledged, the sockets are closed so that their clients reconnect
// elsewhere, and everything closes.

const sockets: Socket[] = []
const servers: TestServer[] = []
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await Promise.all(servers.map((server) => server.stop()))
})

const probe = (server: TestServer, path: string) => fetch(new URL(path, server.url)).then((r) => r.status)

/** A started exam on `server` with its real question 1 open, and one student's socket in its room. */
async function examUnderWay(server: TestServer, clock: ReturnType<typeof testClock>) {
  const judge = await buildSignedInUser(server.db, 'judge')
  const alice = await buildSignedInUser(server.db, 'student')
  const { exam, questions } = await buildExam(server.db, {
    seconds: 30,
    judgeIds: [judge.user.id],
    studentIds: [alice.user.id],
  })
  const as = (token: string) => ({ authorization: token })
  await call(server, 'POST', '/formMatch/confirmInfo', { quizId: exam.id }, as(alice.token))
  const press = (type: string, fromIndex: number) =>
    call(server, 'POST', '/judge/command', { quizId: exam.id, type, fromIndex }, as(judge.token))
  expect((await press('start', -1)).code).toBe(200)
  await clock.advance(30_100)
  expect((await press('next', 0)).code).toBe(200)
  await clock.advance(1200)
  const socket = connect(server.url, {
    transports: ['websocket'],
    auth: { token: alice.token },
    forceNew: true,
  })
  sockets.push(socket)
  const joined = await new Promise<{ data?: unknown }>((resolve) =>
    socket.on('connect', () => socket.emit('exam.join', { quizId: exam.id }, resolve)),
  )
  expect(joined.data).toBeDefined()
  return { exam, question: questions[1] as { id: number }, alice, socket }
}

describe('the drain on SIGTERM', () => {
  it('fails readiness at once while the instance stays alive and keeps answering for DRAIN_SECONDS', async () => {
    const clock = testClock()
    const server = await startTestServer({ DRAIN_SECONDS: '1' }, { examClock: clock })
    servers.push(server)
    expect(await probe(server, '/healthz/ready')).toBe(200)
    expect(await probe(server, '/healthz/live')).toBe(200)
    const { exam, question, socket } = await examUnderWay(server, clock)

    const startedAt = performance.now()
    const stopped = server.stop()
    expect(await probe(server, '/healthz/ready')).toBe(503)
    expect(await probe(server, '/healthz/live')).toBe(200)
    // Still serving its students while the balancer takes it out of rotation.
    expect((await call(server, 'GET', '/health')).code).toBe(200)
    const ack = await socket.emitWithAck('exam.save', {
      quizId: exam.id,
      quizInfoId: question.id,
      userAnswer: '水',
      revision: 1,
    })
    expect(ack).toMatchObject({ data: { revision: 1 } })
    await stopped
    const took = performance.now() - startedAt
    expect(took).toBeGreaterThanOrEqual(1000)
    expect(took).toBeLessThan(10_000)
  })

  it('acknowledges a save in flight and stores it, then closes the sockets so that their clients reconnect', async () => {
    const clock = testClock()
    const server = await startTestServer({}, { examClock: clock })
    servers.push(server)
    const { exam, question, alice, socket } = await examUnderWay(server, clock)

    // The stop begins the moment the save reaches the server, before its handler runs.
    let stopping: Promise<void> | undefined
    for (const serverSocket of server.services.realtime.io.of('/').sockets.values())
      serverSocket.onAny((event) => {
        if (event === 'exam.save') stopping ??= server.stop()
      })
    // What the database holds as it closes: the last thing the stop does.
    let stored: { answer: string }[] = []
    const { database } = server.services
    const close = database.close
    database.close = async () => {
      stored = await server.db
        .select({ answer: examAnswers.answer })
        .from(examAnswers)
        .where(and(eq(examAnswers.examId, exam.id), eq(examAnswers.userId, alice.user.id)))
      await close()
    }
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve))

    const ack = await socket.emitWithAck('exam.save', {
      quizId: exam.id,
      quizInfoId: question.id,
      userAnswer: '火',
      revision: 1,
    })
    expect(ack).toMatchObject({ data: { revision: 1 } })
    expect(stopping).toBeDefined()
    // Closed, not disconnected: "io server disconnect" would keep the client away for good.
    expect(await disconnected).toBe('transport close')
    expect(socket.active).toBe(true)
    await stopping
    expect(stored).toEqual([{ answer: '火' }])
  })
})
