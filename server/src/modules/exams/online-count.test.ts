import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { testClock } from '../../test-support/test-clock'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { PRESENCE_WINDOW_MS } from './recent-presence'

let server: TestServer
const sockets: Socket[] = []
const clock = testClock()
beforeAll(async () => {
  server = await startTestServer({}, { examClock: clock })
})
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await server?.stop()
})

const as = (token: string) => ({ authorization: token })

async function setUp() {
  const judge = await buildSignedInUser(server.db, 'judge')
  const students = [
    await buildSignedInUser(server.db, 'student'),
    await buildSignedInUser(server.db, 'student'),
  ]
  const { exam } = await buildExam(server.db, {
    seconds: 30,
    judgeIds: [judge.user.id],
    studentIds: students.map((s) => s.user.id),
  })
  const online = async () =>
    (await call(server, 'GET', '/judge/exam', { quizId: exam.id }, as(judge.token))).data.counts.connected
  const poll = (token: string) =>
    call(server, 'GET', '/formMatch/getProgress', { quizId: exam.id }, as(token))
  return { judge, students, exam, online, poll }
}

describe("the judge's online count", () => {
  it('counts a student who follows by the 1 s poll only, and drops them once they stop', async () => {
    const { students, online, poll } = await setUp()
    const [alice] = students
    expect(await online()).toBe(0)
    for (let second = 0; second < 3; second++) {
      expect((await poll(alice?.token ?? '')).code).toBe(200)
      expect(await online()).toBe(1)
      await clock.advance(1000)
    }
    await clock.advance(PRESENCE_WINDOW_MS - 1500)
    expect(await online()).toBe(1)
    await clock.advance(1000)
    expect(await online()).toBe(0)
  })

  it('pushes the new count to a watching judge when a polling student appears and when they drop out', async () => {
    const { judge, students, exam, poll } = await setUp()
    const watcher = connect(server.url, {
      transports: ['websocket'],
      auth: { token: judge.token },
      forceNew: true,
    })
    sockets.push(watcher)
    const pushed: number[] = []
    watcher.on('judge.counts', (counts: { connected: number }) => pushed.push(counts.connected))
    await new Promise((resolve) =>
      watcher.on('connect', () => watcher.emit('exam.join', { quizId: exam.id }, resolve)),
    )
    await clock.advance(1000)
    await poll(students[0]?.token ?? '')
    await clock.advance(1000)
    await watcher.emitWithAck('exam.save', {})
    expect(pushed.at(-1)).toBe(1)
    await clock.advance(PRESENCE_WINDOW_MS + 1000)
    await watcher.emitWithAck('exam.save', {})
    expect(pushed.at(-1)).toBe(0)
  })
})
