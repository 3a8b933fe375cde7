import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readConfig } from '../../server/src/config'
import { type Database, openDatabase } from '../../server/src/db/database'
import { examAnswers, examStudents } from '../../server/src/db/schema'
import { type RunningServer, startServer } from '../../server/src/server'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { testClock } from '../../server/src/test-support/test-clock'
import { call } from '../../server/src/test-support/test-server'
import { throwawayDatabase } from '../../server/src/test-support/throwaway-database'

/**
 * Instances in this process sharing one PostgreSQL database, one Redis and one exam clock that the
 * test moves: however many of them see a semi-final end, its scores are written once, and a paper
 * handed in on one is closed on all. Needs both services (CI's second pass sets DATABASE_URL and
 * REDIS_URL).
 */
const adminUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL

describe.skipIf(!adminUrl || !redisUrl)('a semi-final on several instances', () => {
  const dbName = `spell_scoring_${randomBytes(5).toString('hex')}`
  const prefix = `spell-scoring-${randomBytes(4).toString('hex')}:`
  let databaseUrl: string
  let dropDatabase = async () => {}
  /** The test's own connection: the data outlives the instances. */
  let database: Database
  const clock = testClock()
  const running: RunningServer[] = []
  const sockets: Socket[] = []

  const startInstance = async () => {
    const instance = await startServer(
      readConfig({
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        TRUST_PROXY: '1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl as string,
        REDIS_PREFIX: prefix,
      }),
      { examClock: clock },
    )
    running.push(instance)
    return instance
  }
  const stop = async (instance: RunningServer) => {
    running.splice(running.indexOf(instance), 1)
    await instance.stop()
  }

  beforeAll(async () => {
    const created = await throwawayDatabase(adminUrl as string, dbName)
    databaseUrl = created.url
    dropDatabase = created.drop
    database = await openDatabase({ databaseUrl, dataDir: '' })
  })

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    await Promise.all(running.map((instance) => instance.stop()))
    await database?.close()
    await dropDatabase()
  })

  /**
   * An exam of one example and one real question, run by its judge on `on` up to its last question,
   * where one student answers right (both choices) and the other wrong (one). The review ends 120 s after that question.
   */
  async function runToLastQuestion(on: RunningServer) {
    const { db } = database
    const judge = await buildSignedInUser(db, 'judge')
    const alice = await buildSignedInUser(db, 'student')
    const bob = await buildSignedInUser(db, 'student')
    const { exam, questions } = await buildExam(db, {
      seconds: 1,
      real: 1,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id, bob.user.id],
    })
    const press = (type: string, fromIndex: number) =>
      call(on, 'POST', '/judge/command', { quizId: exam.id, type, fromIndex }, { authorization: judge.token })
    const save = (token: string, userAnswer: string) =>
      call(
        on,
        'POST',
        '/formMatch/saveTheOnlineFormAnswer',
        { quizId: exam.id, quizInfoId: questions[1]?.id, userAnswer, revision: 1 },
        { authorization: token },
      )
    expect((await press('start', -1)).code).toBe(200)
    await clock.advance(1050)
    const last = await press('next', 0)
    expect(last.code).toBe(200)
    expect((await save(alice.token, '木,水')).code).toBe(200)
    expect((await save(bob.token, '水')).code).toBe(200)
    const scores = async () =>
      new Map(
        (
          await db
            .select({ userId: examStudents.userId, score: examStudents.score })
            .from(examStudents)
            .where(eq(examStudents.examId, exam.id))
        ).map((row) => [row.userId, row.score]),
      )
    const expected = new Map([
      [alice.user.id, 1],
      [bob.user.id, 0],
    ])
    return {
      exam,
      alice,
      question: questions[1]?.id ?? 0,
      reviewEndsAt: (last.data.endTime as number) + 120_000,
      scores,
      expected,
    }
  }

  it('scores once when the review runs out on two instances watching the exam', async () => {
    const [a, b] = await Promise.all([startInstance(), startInstance()])
    const { exam, alice, reviewEndsAt, scores, expected } = await runToLastQuestion(a)
    // A student follows on the other instance, which keeps its own timer for the exam once it has
    // heard of the judge's last press.
    const socket = connect(b.url, { transports: ['websocket'], auth: { token: alice.token }, forceNew: true })
    sockets.push(socket)
    await new Promise((resolve) =>
      socket.on('connect', () => socket.emit('exam.join', { quizId: exam.id }, resolve)),
    )
    await vi.waitFor(() =>
      expect(b.services.exams.sessions.peekProgress(exam.id)).toMatchObject({ index: 1 }),
    )
    const scoring = [a, b].map((instance) => vi.spyOn(instance.services.exams.papers, 'scoreOnce'))

    await clock.advance(reviewEndsAt - clock.now() + 3000)
    expect(await scores()).toEqual(expected)
    const outcomes = await Promise.all(
      scoring.flatMap((spy) => spy.mock.results.map((result) => result.value)),
    )
    // Both tried; one scored, the other found the exam scored.
    expect(scoring.map((spy) => spy.mock.calls.length)).toEqual([1, 1])
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1)
    await Promise.all([stop(a), stop(b)])
  })

  it('scores once, as two instances start, an exam whose review ran out while none was running', async () => {
    const first = await startInstance()
    const { reviewEndsAt, scores, expected } = await runToLastQuestion(first)
    await stop(first)
    await clock.advance(reviewEndsAt - clock.now() + 60_000)
    expect([...(await scores()).values()]).toEqual([null, null])

    const [a, b] = await Promise.all([startInstance(), startInstance()])
    const scoring = [a, b].map((instance) => vi.spyOn(instance.services.exams.papers, 'scoreOnce'))
    // The instances' catch-up runs on their first turn of the clock.
    await clock.advance(0)
    expect(await scores()).toEqual(expected)
    const outcomes = await Promise.all(
      scoring.flatMap((spy) => spy.mock.results.map((result) => result.value)),
    )
    expect(scoring.map((spy) => spy.mock.calls.length)).toEqual([1, 1])
    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1)
  })

  it('keeps a paper handed in on one instance closed to a save on the other', async () => {
    const [a, b] = await Promise.all([startInstance(), startInstance()])
    const { exam, alice, question } = await runToLastQuestion(a)
    await clock.advance(1100)
    const as = { authorization: alice.token }
    const handIn = await call(a, 'POST', '/formMatch/saveQuizMatchAnswer', { quizId: exam.id }, as)
    expect(handIn.code).toBe(200)
    const save = { quizId: exam.id, quizInfoId: question, userAnswer: '水', revision: 2 }
    expect(await call(b, 'POST', '/formMatch/saveTheOnlineFormAnswer', save, as)).toMatchObject({
      code: 4009,
      msg: '试卷已提交',
    })
    const [stored] = await database.db
      .select({ answer: examAnswers.answer })
      .from(examAnswers)
      .where(and(eq(examAnswers.examId, exam.id), eq(examAnswers.userId, alice.user.id)))
    expect(stored?.answer).toBe('木,水')
    await Promise.all([stop(a), stop(b)])
  })

  it("tells the other instances of a judge's press before it pushes the press to their students", async () => {
    const on = await startInstance()
    const { db } = database
    const judge = await buildSignedInUser(db, 'judge')
    const alice = await buildSignedInUser(db, 'student')
    const { exam } = await buildExam(db, {
      seconds: 5,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id],
    })
    // What travels through Redis, in the order the other instances receive it.
    const listener = new Redis(redisUrl as string)
    const heard: string[] = []
    listener.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer) => heard.push(channel.toString()))
    await listener.psubscribe(`${prefix}socket.io*`)
    try {
      const answer = await call(
        on,
        'POST',
        '/judge/command',
        { quizId: exam.id, type: 'start', fromIndex: -1 },
        { authorization: judge.token },
      )
      expect(answer.code).toBe(200)
      const request = `${prefix}socket.io-request#/#`
      const push = `${prefix}socket.io#/#exam-${exam.id}#`
      await vi.waitFor(() => expect(heard).toContain(push))
      // 'exam.changed' (the session to read again) comes first: a student's first save on the new
      // question, sent the moment the push arrives, finds its instance already up to date.
      expect(heard.filter((channel) => channel === request || channel === push).slice(0, 2)).toEqual([
        request,
        push,
      ])
    } finally {
      listener.disconnect()
    }
  })
})
