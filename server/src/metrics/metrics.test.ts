import { sql } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { buildExam, buildSignedInUser } from '../test-support/factories'
import { testClock } from '../test-support/test-clock'
import { call, startTestServer, type TestServer } from '../test-support/test-server'

const token = 'metrics-token-for-tests-0123456789'
const clock = testClock()
let server: TestServer
const sockets: Socket[] = []
beforeAll(async () => {
  server = await startTestServer({ METRICS_PORT: '0', METRICS_TOKEN: token }, { examClock: clock })
})
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await server?.stop()
})

const scrape = async (authorization = `Bearer ${token}`) => {
  const response = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`, {
    headers: { authorization },
  })
  return { status: response.status, text: await response.text() }
}
/** A sample's value from the exposition text (0 when the line is absent). */
const value = (text: string, sample: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `))
  return line ? Number(line.slice(sample.length + 1)) : 0
}

describe('the Prometheus metrics', () => {
  it('are served on METRICS_PORT only, and only with the bearer token', async () => {
    expect(server.metricsPort).toBeGreaterThan(0)
    expect(server.metricsPort).not.toBe(server.port)
    expect((await scrape('Bearer wrong')).status).toBe(401)
    expect((await scrape('')).status).toBe(401)
    // Not on the public port (where the site's own pages may answer /metrics, but never with the figures).
    expect(await (await fetch(new URL('/metrics', server.url))).text()).not.toContain('# HELP')
    const { status, text } = await scrape()
    expect(status).toBe(200)
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds')
    expect(text).toContain('spell_redis_errors_total')
  })

  it('move with a small exam: sockets, students per exam, saves, commits and HTTP answers', async () => {
    const judge = await buildSignedInUser(server.db, 'judge')
    const students = [
      await buildSignedInUser(server.db, 'student'),
      await buildSignedInUser(server.db, 'student'),
    ]
    const { exam, questions } = await buildExam(server.db, {
      seconds: 30,
      judgeIds: [judge.user.id],
      studentIds: students.map((s) => s.user.id),
    })
    const before = (await scrape()).text
    // A call that does not exist: an HTTP 404 to count.
    expect((await fetch(new URL('/api/no-such-call', server.url))).status).toBe(404)
    const as = (t: string) => ({ authorization: t })
    for (const s of students)
      await call(server, 'POST', '/formMatch/confirmInfo', { quizId: exam.id }, as(s.token))
    const press = (type: string, fromIndex: number) =>
      call(server, 'POST', '/judge/command', { quizId: exam.id, type, fromIndex }, as(judge.token))
    await press('start', -1)
    await clock.advance(30_100)
    await press('next', 0)
    await clock.advance(1200)
    // A refused call counts under its status too.
    expect((await call(server, 'GET', '/judge/exam', { quizId: exam.id })).code).not.toBe(200)

    const pages = students.map((s) => {
      const socket = connect(server.url, {
        transports: ['websocket'],
        auth: { token: s.token },
        forceNew: true,
      })
      sockets.push(socket)
      return socket
    })
    await Promise.all(
      pages.map(
        (socket) =>
          new Promise((resolve) =>
            socket.on('connect', () => socket.emit('exam.join', { quizId: exam.id }, resolve)),
          ),
      ),
    )
    const during = (await scrape()).text
    expect(value(during, 'spell_sockets_connected')).toBe(2)
    expect(value(during, `spell_exam_students_connected{exam="${exam.id}"}`)).toBe(2)

    for (const [i, socket] of pages.entries())
      expect(
        await socket.emitWithAck('exam.save', {
          quizId: exam.id,
          quizInfoId: questions[1]?.id,
          userAnswer: i ? '水' : '火',
          revision: 1,
        }),
      ).toMatchObject({ data: { revision: 1 } })
    const after = (await scrape()).text
    expect(
      value(after, 'spell_answer_save_ack_seconds_count') -
        value(before, 'spell_answer_save_ack_seconds_count'),
    ).toBe(2)
    expect(
      value(after, 'spell_answer_saves_committed_total') -
        value(before, 'spell_answer_saves_committed_total'),
    ).toBe(2)
    expect(value(after, 'spell_answer_commit_seconds_count')).toBeGreaterThan(
      value(before, 'spell_answer_commit_seconds_count'),
    )
    expect(value(after, 'spell_answer_queue_saves')).toBe(0)
    expect(value(after, 'spell_http_responses_total{status="200"}')).toBeGreaterThan(
      value(before, 'spell_http_responses_total{status="200"}'),
    )
    expect(after).toMatch(/spell_http_responses_total\{status="40\d"\} [1-9]/)
    // The system panel's heartbeat reads the same measurements: the last minute's saves and their times.
    expect(server.services.heartbeat.live()).toMatchObject({ sockets: 2, saves: 2, saveErrors: 0 })
    expect(server.services.heartbeat.live().saveP99Ms).toEqual(expect.any(Number))

    // A save the database cannot store fails on the server: an error for both, not a refusal.
    await server.db.execute(sql`alter table exam_answers rename to exam_answers_away`)
    const failed = await (pages[0] as Socket).emitWithAck('exam.save', {
      quizId: exam.id,
      quizInfoId: questions[1]?.id,
      userAnswer: '水',
      revision: 2,
    })
    await server.db.execute(sql`alter table exam_answers_away rename to exam_answers`)
    expect(failed).toMatchObject({ error: { code: 5000 } })
    expect(value((await scrape()).text, 'spell_answer_save_errors_total')).toBe(1)
    expect(server.services.heartbeat.live()).toMatchObject({ saves: 2, saveErrors: 1 })
    // A refusal by the exam's rules (an answer to a question that is not open) is not an error.
    const refused = await (pages[0] as Socket).emitWithAck('exam.save', {
      quizId: exam.id,
      quizInfoId: questions[2]?.id ?? 999_999,
      userAnswer: '水',
      revision: 3,
    })
    expect(refused).toMatchObject({ error: {} })
    expect(refused.error.code).not.toBe(5000)
    expect(server.services.heartbeat.live().saveErrors).toBe(1)

    for (const socket of pages) socket.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const left = (await scrape()).text
    expect(value(left, 'spell_sockets_connected')).toBe(0)
  })

  it('are refused on the public port, and in production without a token', () => {
    const problems = (env: Record<string, string>) => {
      try {
        readConfig(env)
        return ''
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(problems({ NODE_ENV: 'test', PORT: '3000', METRICS_PORT: '3000' })).toMatch(
      /METRICS_PORT: is the public PORT/,
    )
    expect(problems({ NODE_ENV: 'test', PORT: '3000', METRICS_PORT: '9464' })).toBe('')
    // Production names every problem at once; the token is one of them until it is set.
    expect(problems({ NODE_ENV: 'production', METRICS_PORT: '9464' })).toMatch(/METRICS_TOKEN: is not set/)
    expect(problems({ NODE_ENV: 'production', METRICS_PORT: '9464', METRICS_TOKEN: token })).not.toMatch(
      /METRICS_TOKEN/,
    )
    expect(problems({ NODE_ENV: 'production', METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toMatch(
      /METRICS_TOKEN: must be at least 16 characters/,
    )
  })
})
