import {
  INTEGRITY_BATCH_MAX,
  INTEGRITY_PER_MINUTE_MAX,
  INTEGRITY_PER_STUDENT_MAX,
} from '@spell/shared/api/exams/integrity'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examIntegrityEvents, exams } from '../../db/schema'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { testClock } from '../../test-support/test-clock'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

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

async function setUp() {
  const judge = await buildSignedInUser(server.db, 'judge')
  const otherJudge = await buildSignedInUser(server.db, 'judge')
  const alice = await buildSignedInUser(server.db, 'student')
  const bob = await buildSignedInUser(server.db, 'student')
  const outsider = await buildSignedInUser(server.db, 'student')
  const { exam } = await buildExam(server.db, {
    judgeIds: [judge.user.id],
    studentIds: [alice.user.id, bob.user.id],
  })
  const as = (token: string) => ({ authorization: token })
  const report = (token: string, events: unknown[], quizId = exam.id) =>
    call(server, 'POST', '/formMatch/reportIntegrity', { quizId, events }, as(token))
  const summary = async (token = judge.token) =>
    call(server, 'GET', '/judge/integrity', { quizId: exam.id }, as(token))
  const stored = (userId: number) =>
    server.db.select().from(examIntegrityEvents).where(eq(examIntegrityEvents.userId, userId))
  return { judge, otherJudge, alice, bob, outsider, exam, report, summary, stored }
}

function openSocket(token: string) {
  const socket = connect(server.url, { transports: ['websocket'], auth: { token }, forceNew: true })
  sockets.push(socket)
  return socket
}
const joinAs = async (socket: Socket, quizId: number, tabId: string) => {
  if (!socket.connected) await new Promise((resolve) => socket.once('connect', () => resolve(null)))
  return socket.emitWithAck('exam.join', { quizId, tabId })
}

describe('integrity signals', () => {
  it('stores a student’s reported signals with their times, and the judge sees the counts per student', async () => {
    const { alice, bob, report, summary, stored } = await setUp()
    const at = clock.now() - 2000
    const answer = await report(alice.token, [
      { kind: 'hidden', at },
      { kind: 'blur', at: at + 10 },
      { kind: 'blur', at: at + 20, detail: 'back after 3 s' },
    ])
    expect(answer).toMatchObject({ code: 200, data: { stored: 3 } })
    expect(await report(bob.token, [{ kind: 'clockJump', at, detail: '+4200 ms' }])).toMatchObject({
      data: { stored: 1 },
    })
    const rows = await stored(alice.user.id)
    expect(rows.map((r) => [r.kind, r.at.getTime()])).toEqual(
      expect.arrayContaining([
        ['hidden', at],
        ['blur', at + 10],
      ]),
    )
    const { data } = await summary()
    expect(data.rows.map((r: { userId: number }) => r.userId)).toEqual([alice.user.id, bob.user.id])
    expect(data.rows[0]).toMatchObject({
      userName: alice.user.userName,
      counts: { hidden: 1, blur: 2, fullscreenExit: 0, secondDevice: 0, clockJump: 0 },
      total: 3,
    })
  })

  it('keeps a page’s times only near the server’s clock', async () => {
    const { alice, report, stored } = await setUp()
    await report(alice.token, [{ kind: 'hidden', at: clock.now() + 3_600_000 }])
    const [row] = await stored(alice.user.id)
    expect(Math.abs((row?.at.getTime() ?? 0) - clock.now())).toBeLessThan(1000)
  })

  it('is bounded: a batch, a minute and an exam hold only so many signals per student', async () => {
    const { alice, report, stored } = await setUp()
    const many = (n: number) => Array.from({ length: n }, () => ({ kind: 'blur', at: clock.now() }))
    expect((await report(alice.token, many(INTEGRITY_BATCH_MAX + 1))).code).toBe(4000)
    let kept = 0
    for (let i = 0; i < 3; i++) kept += (await report(alice.token, many(INTEGRITY_BATCH_MAX))).data.stored
    expect(kept).toBe(INTEGRITY_PER_MINUTE_MAX)
    // Minutes later the allowance is back, up to the exam's total.
    for (let minute = 0; minute < INTEGRITY_PER_STUDENT_MAX / INTEGRITY_PER_MINUTE_MAX + 2; minute++) {
      await clock.advance(61_000)
      await report(alice.token, many(INTEGRITY_BATCH_MAX))
      await report(alice.token, many(INTEGRITY_BATCH_MAX))
    }
    expect(await stored(alice.user.id)).toHaveLength(INTEGRITY_PER_STUDENT_MAX)
    expect((await report(alice.token, many(1))).data.stored).toBe(0)
  })

  it('refuses reports for an exam the student is not in, of a kind only the server notes, or from a judge', async () => {
    const { outsider, judge, alice, report, stored, exam } = await setUp()
    expect((await report(outsider.token, [{ kind: 'hidden', at: clock.now() }])).code).toBe(4003)
    expect(await stored(outsider.user.id)).toHaveLength(0)
    // A second device is the server's finding; a page cannot claim it (for itself or anyone).
    expect((await report(alice.token, [{ kind: 'secondDevice', at: clock.now() }])).code).toBe(4000)
    expect((await report(judge.token, [{ kind: 'hidden', at: clock.now() }])).code).toBe(4003)
    // Over the socket: the same rules, and the signals are always the signed-in student's own.
    const socket = openSocket(outsider.token)
    await joinAs(socket, exam.id, 'tab-x')
    const refused = await socket.emitWithAck('exam.integrity', {
      quizId: exam.id,
      events: [{ kind: 'hidden', at: clock.now() }],
    })
    expect(refused.error?.code).toBe(4003)
    expect(await stored(outsider.user.id)).toHaveLength(0)
    const own = openSocket(alice.token)
    const acked = await own.emitWithAck('exam.integrity', {
      quizId: exam.id,
      userId: outsider.user.id,
      events: [{ kind: 'hidden', at: clock.now() }],
    })
    expect(acked).toEqual({ data: { stored: 1 } })
    expect(await stored(alice.user.id)).toHaveLength(1)
  })

  it('notes a second device or tab of the same student, not a page that reconnects', async () => {
    const { alice, exam, judge, stored } = await setUp()
    const judgeSocket = openSocket(judge.token)
    await joinAs(judgeSocket, exam.id, 'judge-tab')
    const notices: unknown[] = []
    judgeSocket.on('judge.integrity', (notice) => notices.push(notice))

    const first = openSocket(alice.token)
    await joinAs(first, exam.id, 'tab-a')
    // The same page joining again (a reconnection) is not a second device.
    const again = openSocket(alice.token)
    await joinAs(again, exam.id, 'tab-a')
    expect(await stored(alice.user.id)).toHaveLength(0)

    const second = openSocket(alice.token)
    await joinAs(second, exam.id, 'tab-b')
    await expect.poll(async () => (await stored(alice.user.id)).map((r) => r.kind)).toEqual(['secondDevice'])
    // Once per page: the second page joining again adds nothing.
    await joinAs(second, exam.id, 'tab-b')
    await clock.advance(1100)
    await expect.poll(() => notices).toContainEqual({ quizId: exam.id })
    expect(await stored(alice.user.id)).toHaveLength(1)
  })

  it('shows the list to the exam’s judges and the committee only', async () => {
    const { otherJudge, alice, summary } = await setUp()
    const committee = await buildSignedInUser(server.db, 'committee')
    expect((await summary(otherJudge.token)).code).toBe(4003)
    expect((await summary(alice.token)).code).toBe(4003)
    expect((await summary(committee.token)).code).toBe(200)
  })

  it('lists the signals in the committee’s results export, per student and one by one', async () => {
    const { alice, exam, report } = await setUp()
    await report(alice.token, [
      { kind: 'hidden', at: clock.now() },
      { kind: 'fullscreenExit', at: clock.now() },
    ])
    const committee = await buildSignedInUser(server.db, 'committee')
    const file = await call(
      server,
      'GET',
      '/admin/exam/results/export',
      { quizId: exam.id },
      { authorization: committee.token },
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(file.data.content, 'base64') as unknown as ArrayBuffer)
    const counts = book.getWorksheet('integrity 诚信信号')
    const header = counts?.getRow(1).values as string[]
    const row = counts?.getRow(2).values as unknown[]
    expect(row[header.indexOf('姓名 Name')]).toBe(alice.user.userName)
    expect(row[header.indexOf('页面隐藏 Page hidden')]).toBe(1)
    expect(row[header.indexOf('退出全屏 Left full screen')]).toBe(1)
    expect(row[header.indexOf('合计 Total')]).toBe(2)
    expect(book.getWorksheet('integrity events 诚信记录')?.rowCount).toBe(3)
  })

  it('keeps the signals until long after the exam closed, then the sweep deletes them', async () => {
    const { alice, exam, report, stored } = await setUp()
    await report(alice.token, [{ kind: 'hidden', at: clock.now() }])
    await server.services.exams.integrity.sweep()
    expect(await stored(alice.user.id)).toHaveLength(1)
    await server.db
      .update(exams)
      .set({ closesAt: new Date(clock.now() - 181 * 24 * 3600_000) })
      .where(eq(exams.id, exam.id))
    await server.services.exams.integrity.sweep()
    expect(await stored(alice.user.id)).toHaveLength(0)
  })
})
