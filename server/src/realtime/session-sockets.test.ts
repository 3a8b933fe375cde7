import { eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../db/schema'
import { hashToken, startSession } from '../modules/auth/sessions.service'
import { buildExam, buildSignedInUser } from '../test-support/factories'
import { testClock } from '../test-support/test-clock'
import {
  call,
  codeFor,
  fromAnotherClient,
  startTestServer,
  type TestServer,
} from '../test-support/test-server'

/** Sockets are only as good as the session they were opened with. */
let server: TestServer
/** The exam's time stands still until a test moves it past a question's end. */
const clock = testClock()
const sockets: Socket[] = []
beforeAll(async () => {
  server = await startTestServer({}, { examClock: clock })
})
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await server?.stop()
})

type Answer = { data?: unknown; error?: { code: number; msg: string } }

async function open(token: string, lang = 'zh') {
  const socket = connect(server.url, { transports: ['websocket'], auth: { token, lang }, forceNew: true })
  sockets.push(socket)
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve))
  const join = (quizId: number) =>
    socket.timeout(5000).emitWithAck('exam.join', { quizId }) as Promise<Answer>
  const save = (quizId: number, quizInfoId: number, revision: number) =>
    socket
      .timeout(5000)
      .emitWithAck('exam.save', { quizId, quizInfoId, userAnswer: '水', revision }) as Promise<Answer>
  return { socket, disconnected, join, save }
}

/** A student enrolled in an exam whose judge has started it. */
async function studentInOpenExam(seconds = 60) {
  const judge = await buildSignedInUser(server.db, 'judge')
  const student = await buildSignedInUser(server.db, 'student')
  const { exam, questions } = await buildExam(server.db, {
    seconds,
    judgeIds: [judge.user.id],
    studentIds: [student.user.id],
  })
  const press = (type: string, fromIndex: number) =>
    call(
      server,
      'POST',
      '/judge/command',
      { quizId: exam.id, type, fromIndex },
      { authorization: judge.token },
    )
  expect((await press('start', -1)).code).toBe(200)
  return { student, exam, questions, press }
}

const revokeInDatabase = (token: string) =>
  server.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)))

describe('sockets of ended sessions', () => {
  it('disconnects on logout the sockets opened with that session, and only those', async () => {
    const { student, exam } = await studentInOpenExam()
    const otherDevice = await startSession(server.db, student.user.id)
    const here = await open(student.token)
    const there = await open(otherDevice)
    expect((await here.join(exam.id)).data).toMatchObject({ phase: 'open' })
    expect((await there.join(exam.id)).data).toMatchObject({ phase: 'open' })

    const out = await call(server, 'GET', '/loginOut', {}, { authorization: student.token })
    expect(out.code).toBe(200)
    expect(await here.disconnected).toBe('io server disconnect')
    expect(there.socket.connected).toBe(true)
    expect((await there.join(exam.id)).data).toMatchObject({ phase: 'open' })
  })

  it('refuses to let a socket join once its session has ended, even when no one told this instance', async () => {
    const { student, exam } = await studentInOpenExam()
    const page = await open(student.token, 'en')
    await revokeInDatabase(student.token)
    expect(await page.join(exam.id)).toEqual({
      error: { code: 401, msg: 'Login has expired, please log in again!' },
    })
    expect(await page.disconnected).toBe('io server disconnect')
  })

  it('refuses a save from a socket whose session has ended, and disconnects it', async () => {
    const { student, exam, questions } = await studentInOpenExam()
    const page = await open(student.token)
    await revokeInDatabase(student.token)
    const answer = await page.save(exam.id, questions[0]?.id ?? 0, 1)
    expect(answer).toEqual({ error: { code: 401, msg: '登录已过期，请重新登录！' } })
    expect(await page.disconnected).toBe('io server disconnect')
  })

  it('saves while the session holds, and is disconnected by the logout', async () => {
    const { student, exam, questions, press } = await studentInOpenExam(1)
    const page = await open(student.token)
    expect((await page.join(exam.id)).data).toMatchObject({ phase: 'open', index: 0 })
    await clock.advance(1100)
    expect((await press('next', 0)).code).toBe(200)
    expect((await page.save(exam.id, questions[1]?.id ?? 0, 1)).data).toMatchObject({ revision: 1 })
    expect((await call(server, 'GET', '/loginOut', {}, { authorization: student.token })).code).toBe(200)
    expect(await page.disconnected).toBe('io server disconnect')
  })

  it('disconnects every socket of the account when its password is reset', async () => {
    const email = `reset-sockets-${Date.now()}@family.cn`
    const registered = await call(
      server,
      'POST',
      '/mail/registerPersonalInformation',
      { email, code: await codeFor(server, email, 6), password: 'OldPass1', confirmPassword: 'OldPass1' },
      fromAnotherClient(),
    )
    expect(registered.code).toBe(200)
    const login = () =>
      call(server, 'POST', '/loginWeb', { email, password: 'OldPass1' }, fromAnotherClient()).then(
        (r) => r.data.authorization as string,
      )
    const phone = await open(await login())
    const laptop = await open(await login())
    const reset = await call(
      server,
      'POST',
      '/mail/resetPassword',
      { email, code: await codeFor(server, email, 8), password: 'NewPass1', confirmPassword: 'NewPass1' },
      fromAnotherClient(),
    )
    expect(reset.code).toBe(200)
    expect(await Promise.all([phone.disconnected, laptop.disconnected])).toEqual([
      'io server disconnect',
      'io server disconnect',
    ])
    // The new password's session has a working socket.
    const fresh = await call(
      server,
      'POST',
      '/loginWeb',
      { email, password: 'NewPass1' },
      fromAnotherClient(),
    )
    const { exam } = await buildExam(server.db, { studentIds: [fresh.data.sysUser.userId] })
    const page = await open(fresh.data.authorization)
    expect((await page.join(exam.id)).data).toMatchObject({ phase: 'lobby' })
  })
})

describe('a socket message over the size limit', () => {
  it('is answered with an error naming the limit, in the socket’s language, and the socket stays', async () => {
    const { student, exam, questions } = await studentInOpenExam()
    const { socket, save } = await open(student.token, 'en')
    const oversized = {
      quizId: exam.id,
      quizInfoId: questions[1]?.id ?? 0,
      userAnswer: 'x'.repeat(1_500_000),
      revision: 1,
    }
    const answer = (await socket.timeout(5000).emitWithAck('exam.save', oversized)) as Answer
    expect(answer.error).toEqual({
      code: 4000,
      msg: 'This message is over 128 KB and was not handled; make it smaller and try again',
    })
    expect(socket.connected).toBe(true)
    expect((await save(exam.id, questions[0]?.id ?? 0, 1)).error?.code).not.toBe(4000)
    const anonymous = connect(server.url, { transports: ['websocket'], forceNew: true })
    sockets.push(anonymous)
    const junk = { quizId: exam.id, note: '字'.repeat(50_000) }
    expect(((await anonymous.timeout(5000).emitWithAck('exam.join', junk)) as Answer).error).toMatchObject({
      code: 4000,
      msg: '这条消息超过 128 KB，没有处理，请减少内容后重试',
    })
  })
})
