import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Progress } from '@spell/shared/api/exams/progress'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examAnswers, sessions } from '../../db/schema'
import { recentUser, signedInUser } from '../../http/request-context'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { pageCallsFastPath, progressFastPath } from './progress-fast-path'

let server: TestServer
let fastPath: http.Server
let url: string
/** The requests the fast path handed to the ordinary route. */
const handedOn: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  const answer = progressFastPath(server.services.exams, server.db, (req, res) => {
    handedOn.push(req.url ?? '')
    res.writeHead(299).end()
  })
  fastPath = http.createServer((req, res) => {
    if (!answer(req, res)) res.writeHead(298).end()
  })
  await new Promise<void>((resolve) => fastPath.listen(0, resolve))
  url = `http://127.0.0.1:${(fastPath.address() as AddressInfo).port}/api/formMatch/getProgress`
})
afterAll(async () => {
  fastPath?.close()
  await server?.stop()
})

const poll = async (query: string, token?: string) => {
  const response = await fetch(`${url}${query}`, { headers: token ? { authorization: token } : {} })
  const body = response.status === 200 ? ((await response.json()) as { data: Progress }) : null
  return { status: response.status, body }
}

describe('the progress poll before Express', () => {
  it("answers an enrolled student's first poll itself, from the database, and later ones from memory", async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const { exam } = await buildExam(server.db, { studentIds: [student.user.id] })
    handedOn.length = 0
    const first = await poll(`?quizId=${exam.id}`, student.token)
    expect(first.status).toBe(200)
    expect(first.body?.data).toMatchObject({ quizId: exam.id, matchEndType: 0 })
    expect(server.services.exams.examOfStudent.peek(student.user.id, exam.id)?.id).toBe(exam.id)
    const second = await poll(`?quizId=${exam.id}`, student.token)
    expect(second.body?.data.serverNow).toBeGreaterThanOrEqual(
      first.body?.data.serverNow ?? Number.POSITIVE_INFINITY,
    )
    expect(handedOn).toEqual([])
  })

  it('hands refusals, strangers, staff and odd input to the ordinary route', async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const judge = await buildSignedInUser(server.db, 'judge')
    const { exam } = await buildExam(server.db, { studentIds: [] })
    handedOn.length = 0
    expect((await poll(`?quizId=${exam.id}`, student.token)).status).toBe(299) // not enrolled
    expect((await poll(`?quizId=${exam.id}`, 'no-such-token')).status).toBe(299)
    expect((await poll(`?quizId=${exam.id}`, judge.token)).status).toBe(299)
    expect(handedOn).toHaveLength(3)
    expect((await poll(`?quizId=${exam.id}`)).status).toBe(298) // no token: not for the fast path
    expect((await poll('?quizId=abc', student.token)).status).toBe(298)
  })
})

describe('the progress bars and the question before Express', () => {
  let barServer: http.Server
  let barUrl: string
  /** What the fast path handed on: the URL, and the body it had read for the ordinary route. */
  const handedBars: { url: string; body: unknown }[] = []

  beforeAll(async () => {
    const answer = pageCallsFastPath(server.services.exams, server.db, (req, res) => {
      handedBars.push({ url: req.url ?? '', body: (req as typeof req & { body?: unknown }).body })
      res.writeHead(299).end()
    })
    barServer = http.createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(298).end()
    })
    await new Promise<void>((resolve) => barServer.listen(0, resolve))
    barUrl = `http://127.0.0.1:${(barServer.address() as AddressInfo).port}/api/formMatch/queryTheProgressBar`
  })
  afterAll(() => {
    barServer?.close()
  })

  const bars = async (body: string, token?: string, path = 'queryTheProgressBar') => {
    const response = await fetch(barUrl.replace('queryTheProgressBar', path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body,
    })
    return { status: response.status, body: response.status === 200 ? await response.json() : null }
  }

  it("answers a known student's progress bars itself, with the answers stored", async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const { exam, questions } = await buildExam(server.db, { studentIds: [student.user.id] })
    await server.db.insert(examAnswers).values({
      examId: exam.id,
      userId: student.user.id,
      questionId: questions[1]?.id ?? 0,
      answer: '水',
      revision: 1,
      receivedAt: new Date(),
    })
    // As after the student's socket joined: the session and the enrolment are known to the instance.
    await signedInUser(server.db, student.token)
    await server.services.exams.examOfStudent(student.user.id, exam.id)
    handedBars.length = 0
    const answer = await bars(JSON.stringify({ activityType: 1, quizId: exam.id }), student.token)
    expect(answer).toEqual({
      status: 200,
      body: {
        code: 200,
        msg: '操作成功',
        data: [
          { flag: 'A', quizNum: 2, answerNum: 1 },
          { flag: 'B', quizNum: 1, answerNum: 0 },
        ],
      },
    })
    expect(handedBars).toEqual([])
  })

  it("answers a known student's question itself once it is open, with the saved answer, and hands on one not yet open", async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const judge = await buildSignedInUser(server.db, 'judge')
    const { exam, questions } = await buildExam(server.db, {
      seconds: 60,
      judgeIds: [judge.user.id],
      studentIds: [student.user.id],
    })
    await server.services.exams.judgeCommand(
      { id: judge.user.id, role: 'judge', userName: 'judge', sessionId: 0 },
      exam.id,
      { type: 'start', fromIndex: -1 },
    )
    await signedInUser(server.db, student.token)
    await server.services.exams.examOfStudent(student.user.id, exam.id)
    handedBars.length = 0
    const asked = (quizNumber: number) =>
      bars(
        JSON.stringify({ activityType: 1, quizId: exam.id, quizNumber, quizSequence: quizNumber }),
        student.token,
        'queryTheOnlineFormAnswer',
      )
    const example = await asked(1)
    expect(example.status).toBe(200)
    expect(example.body).toMatchObject({
      code: 200,
      data: { pageNum: 1, list: [{ id: questions[0]?.id, quizForm: 1, userAnswer: '人', total: 4 }] },
    })
    expect(handedBars).toEqual([])
    // Question 1 is not open yet: the ordinary route refuses it as it always has.
    expect((await asked(2)).status).toBe(299)
    expect(handedBars).toHaveLength(1)
  })

  it("answers a student unknown to the instance after a look-up (the lobby's wait outlasts memory), and hands on a session due for renewal", async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const renewing = await buildSignedInUser(server.db, 'student')
    const { exam } = await buildExam(server.db, { studentIds: [student.user.id, renewing.user.id] })
    // A day-old session: the ordinary route renews it and hands the successor back.
    await server.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(sessions.userId, renewing.user.id))
    handedBars.length = 0
    const body = JSON.stringify({ activityType: 1, quizId: exam.id })
    expect(recentUser(student.token)).toBeUndefined()
    expect(server.services.exams.examOfStudent.peek(student.user.id, exam.id)).toBeUndefined()
    const answer = await bars(body, student.token)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ code: 200, data: [{ flag: 'A', answerNum: 0 }, { flag: 'B' }] })
    expect(recentUser(student.token)?.id).toBe(student.user.id)
    expect((await bars(body, renewing.token)).status).toBe(299)
    expect(recentUser(renewing.token)).toBeUndefined()
    expect(handedBars).toEqual([{ url: '/api/formMatch/queryTheProgressBar', body: JSON.parse(body) }])
  })

  it('hands strangers, staff, unknown enrolments and odd bodies to the ordinary route, with the body read', async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const judge = await buildSignedInUser(server.db, 'judge')
    const unknownJudge = await buildSignedInUser(server.db, 'judge')
    const { exam } = await buildExam(server.db, { studentIds: [] })
    await signedInUser(server.db, student.token)
    await signedInUser(server.db, judge.token)
    handedBars.length = 0
    const body = JSON.stringify({ quizId: exam.id })
    expect((await bars(body, student.token)).status).toBe(299) // not enrolled
    expect((await bars(body, judge.token)).status).toBe(298) // staff known here: not read
    expect((await bars(body, unknownJudge.token)).status).toBe(299) // staff looked up: handed on
    expect((await bars(body, 'no-such-token')).status).toBe(299)
    expect((await bars('{"quizId":', student.token)).status).toBe(299)
    expect((await bars('{"quizId":"x"}', student.token)).status).toBe(299)
    expect(handedBars).toEqual([
      { url: '/api/formMatch/queryTheProgressBar', body: { quizId: exam.id } },
      { url: '/api/formMatch/queryTheProgressBar', body: { quizId: exam.id } },
      { url: '/api/formMatch/queryTheProgressBar', body: { quizId: exam.id } },
      { url: '/api/formMatch/queryTheProgressBar', body: undefined },
      { url: '/api/formMatch/queryTheProgressBar', body: { quizId: 'x' } },
    ])
  })
})
