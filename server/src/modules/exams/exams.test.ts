import type { Progress } from '@spell/shared/api/exams/progress'
import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { examAnswers, examStudents, exams, users } from '../../db/schema'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { testClock } from '../../test-support/test-clock'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
const sockets: Socket[] = []
/** The semi-final's time: each question's seconds pass when the test says so, not in real time. */
const clock = testClock()
beforeAll(async () => {
  server = await startTestServer({}, { examClock: clock })
})
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await server?.stop()
})

/**
 * Resolves once everything the server sent this socket before now has arrived: socket.io keeps a
 * connection's order, so a refused save's acknowledgement comes after every earlier push.
 */
const delivered = (socket: Socket) => socket.emitWithAck('exam.save', {})

async function setUp(seconds = 1) {
  const judge = await buildSignedInUser(server.db, 'judge')
  const students = [
    await buildSignedInUser(server.db, 'student'),
    await buildSignedInUser(server.db, 'student'),
  ] as const
  const { exam, questions } = await buildExam(server.db, {
    seconds,
    judgeIds: [judge.user.id],
    studentIds: students.map((s) => s.user.id),
  })
  const as = (token: string) => ({ authorization: token })
  const press = (type: string, fromIndex: number) =>
    call(server, 'POST', '/judge/command', { quizId: exam.id, type, fromIndex }, as(judge.token))
  const save = (token: string, questionId: number, userAnswer: string, revision: number) =>
    call(
      server,
      'POST',
      '/formMatch/saveTheOnlineFormAnswer',
      { quizId: exam.id, quizInfoId: questionId, userAnswer, revision },
      as(token),
    )
  const progress = async (token: string) =>
    (await call(server, 'GET', '/formMatch/getProgress', { quizId: exam.id }, as(token))).data as Progress
  return { judge, students, exam, questions, as, press, save, progress }
}

function joinSocket(token: string, quizId: number) {
  const socket = connect(server.url, { transports: ['websocket'], auth: { token }, forceNew: true })
  sockets.push(socket)
  const pushes: Progress[] = []
  socket.on('exam.progress', (p: Progress) => pushes.push(p))
  const joined = new Promise<{ data?: Progress; error?: { msg: string } }>((resolve) =>
    socket.on('connect', () => socket.emit('exam.join', { quizId }, resolve)),
  )
  return { socket, pushes, joined }
}

describe('the semi-final session', () => {
  it('waits in the lobby, then follows the judge question by question, closing each on time', async () => {
    const { students, exam, questions, press, save, progress } = await setUp()
    const [alice] = students
    expect(await progress(alice.token)).toMatchObject({ phase: 'lobby', matchEndType: 0, questionId: null })

    const started = await press('start', -1)
    expect(started).toMatchObject({
      code: 200,
      data: { phase: 'open', index: 0, questionId: questions[0]?.id },
    })
    // The example's answer is fixed: nobody saves it.
    expect((await save(alice.token, questions[0]?.id ?? 0, '入', 1)).code).toBe(4003)
    // The next question cannot open while this one runs, and the real question 1 is not open yet.
    expect((await press('next', 0)).code).toBe(4009)
    expect(await save(alice.token, questions[1]?.id ?? 0, '水', 1)).toMatchObject({
      code: 4003,
      msg: '本题当前不可作答',
    })

    await clock.advance(1100)
    expect(await progress(alice.token)).toMatchObject({ phase: 'closed', index: 0, matchEndType: 1 })
    const next = await press('next', 0)
    expect(next.data).toMatchObject({ phase: 'open', index: 1, questionId: questions[1]?.id })
    // A doubled press (same fromIndex) is refused and changes nothing.
    expect((await press('next', 0)).code).toBe(4009)
    expect((await progress(alice.token)).index).toBe(1)

    const list = await call(
      server,
      'GET',
      '/formMatch/queryTheOnlineQuizFormListPage',
      { quizId: exam.id, pageNum: 2 },
      { authorization: alice.token },
    )
    expect(list.data.list[0]).toMatchObject({ id: questions[1]?.id, answer: null, quizNumber: 1 })
    const ahead = await call(
      server,
      'GET',
      '/formMatch/queryTheOnlineQuizFormListPage',
      { quizId: exam.id, pageNum: 3 },
      { authorization: alice.token },
    )
    expect(ahead.code).toBe(4003)
  })

  it('keeps the highest revision of each answer, however saves arrive', async () => {
    const { students, questions, press, save, exam, as } = await setUp(5)
    const [alice] = students
    await press('start', -1)
    await clock.advance(5100)
    await press('next', 0)
    const q1 = questions[1]?.id ?? 0
    const results = await Promise.all([
      save(alice.token, q1, '火', 2),
      save(alice.token, q1, '水', 3),
      save(alice.token, q1, '木', 1),
    ])
    expect(results.map((r) => r.code)).toEqual([200, 200, 200])
    expect((await save(alice.token, q1, '土', 2)).code).toBe(200)
    const answer = await call(
      server,
      'POST',
      '/formMatch/queryTheOnlineFormAnswer',
      { quizId: exam.id, quizNumber: 2 },
      as(alice.token),
    )
    expect(answer.data.list[0].userAnswer).toBe('水')
  })

  it('asks a student with no name to complete their information before confirming the lobby', async () => {
    const { students, exam, as } = await setUp(1)
    const [nameless] = students
    await server.db.update(users).set({ userName: ' ' }).where(eq(users.id, nameless.user.id))
    const confirm = () =>
      call(server, 'POST', '/formMatch/confirmInfo', { quizId: exam.id }, as(nameless.token))
    expect((await confirm()).code).toBe(2014)
    await server.db.update(users).set({ userName: '陈小北' }).where(eq(users.id, nameless.user.id))
    expect((await confirm()).code).toBe(200)
  })

  it('answers repeated polls from memory with the same contract, and still refuses who may not ask', async () => {
    const { students, exam, press, as } = await setUp(5)
    const [alice] = students
    const stranger = await buildSignedInUser(server.db, 'student')
    const poll = (token: string, quizId = exam.id) =>
      call(server, 'GET', '/formMatch/getProgress', { quizId }, { ...as(token), 'accept-language': 'en' })
    const first = await poll(alice.token)
    // Answered before Express, the first poll too (Express would add an ETag).
    expect(first.headers.get('etag')).toBeNull()
    expect(first).toMatchObject({ code: 200, msg: 'Success', data: { quizId: exam.id, phase: 'lobby' } })
    await press('start', -1)
    const again = await poll(alice.token)
    expect(again.headers.get('etag')).toBeNull()
    expect(again).toMatchObject({
      code: 200,
      msg: 'Success',
      data: { quizId: exam.id, phase: 'open', index: 0 },
    })
    expect(again.data.serverNow).toBeGreaterThanOrEqual(first.data.serverNow)
    await poll(stranger.token)
    expect((await poll(stranger.token)).code).toBe(4003)
    expect((await poll(alice.token, exam.id + 1000)).code).toBe(4003)
    expect((await call(server, 'GET', '/loginOut', {}, as(alice.token))).code).toBe(200)
    expect((await poll(alice.token)).code).toBe(401)
  })

  it('pushes every press and every closing to the students’ sockets', async () => {
    const { students, exam, press } = await setUp()
    const pages = students.map((s) => joinSocket(s.token, exam.id))
    for (const page of pages) expect((await page.joined).data?.phase).toBe('lobby')
    await press('start', -1)
    await clock.advance(1300)
    for (const page of pages) {
      await delivered(page.socket)
      expect(page.pushes.map((p) => p.phase)).toEqual(['open', 'closed'])
      expect(page.pushes[0]?.serverNow).toBeLessThanOrEqual(page.pushes[0]?.endTime ?? 0)
    }
  })

  it('pushes a closing once to pages that joined all at once during the question', async () => {
    const { students, exam, press } = await setUp(2)
    expect((await press('start', -1)).code).toBe(200)
    // A class coming back together (after a restart) joins while the question is open: one timer.
    const pages = [...students, ...students, ...students].map((s) => joinSocket(s.token, exam.id))
    for (const page of pages) expect((await page.joined).data?.phase).toBe('open')
    await clock.advance(2400)
    for (const page of pages) {
      await delivered(page.socket)
      expect(page.pushes.map((p) => p.phase)).toEqual(['closed'])
    }
  })

  it('sends live counts to the judge within a second of an answer, and never to students', async () => {
    const { judge, students, exam, questions, as, press } = await setUp(5)
    const [alice] = students
    const judgeCounts: unknown[] = []
    const studentCounts: unknown[] = []
    const watcher = joinSocket(judge.token, exam.id)
    watcher.socket.on('judge.counts', (c: unknown) => judgeCounts.push(c))
    await watcher.joined
    const page = joinSocket(alice.token, exam.id)
    page.socket.on('judge.counts', (c: unknown) => studentCounts.push(c))
    await page.joined
    await call(server, 'POST', '/formMatch/confirmInfo', { quizId: exam.id }, as(alice.token))
    await press('start', -1)
    await clock.advance(5100)
    await press('next', 0)
    await clock.advance(1200)
    await delivered(watcher.socket)
    judgeCounts.length = 0
    await page.socket.emitWithAck('exam.save', {
      quizId: exam.id,
      quizInfoId: questions[1]?.id,
      userAnswer: '水',
      revision: 1,
    })
    // Not yet: counts go out once a second, whatever arrives meanwhile.
    await delivered(watcher.socket)
    expect(judgeCounts).toEqual([])
    await clock.advance(1000)
    await delivered(watcher.socket)
    await delivered(page.socket)
    expect(judgeCounts).toEqual([
      { quizId: exam.id, enrolled: 2, connected: 1, confirmed: 1, answered: 1, submitted: 0 },
    ])
    expect(studentCounts).toEqual([])
  })

  it('ends at once on the judge’s emergency end, keeps what was answered, and refuses later saves', async () => {
    const { students, questions, press, save, progress } = await setUp(5)
    const [alice] = students
    await press('start', -1)
    await clock.advance(5100)
    await press('next', 0)
    const q1 = questions[1]?.id ?? 0
    expect((await save(alice.token, q1, '水', 1)).code).toBe(200)
    const ended = await press('end', 1)
    expect(ended.data).toMatchObject({ phase: 'ended', matchEndType: 2, reviewEndsAt: null })
    expect(await progress(alice.token)).toMatchObject({ phase: 'ended', matchEndType: 2 })
    expect((await save(alice.token, questions[2]?.id ?? 0, '山', 1)).code).toBe(4003)
    expect((await press('next', 1)).code).toBe(4009)
  })

  it('saves over the socket with an acknowledgement after commit', async () => {
    const { students, exam, questions, press, as } = await setUp(5)
    const [alice] = students
    const page = joinSocket(alice.token, exam.id)
    await page.joined
    await press('start', -1)
    await clock.advance(5100)
    await press('next', 0)
    const ack = await page.socket.emitWithAck('exam.save', {
      quizId: exam.id,
      quizInfoId: questions[1]?.id,
      userAnswer: '水',
      revision: 1,
    })
    expect(ack.data).toMatchObject({ revision: 1 })
    const bar = await call(
      server,
      'POST',
      '/formMatch/queryTheProgressBar',
      { quizId: exam.id },
      as(alice.token),
    )
    expect(bar.data).toEqual([
      { flag: 'A', quizNum: 2, answerNum: 1 },
      { flag: 'B', quizNum: 1, answerNum: 0 },
    ])
    const refused = await page.socket.emitWithAck('exam.save', {
      quizId: exam.id,
      quizInfoId: questions[2]?.id,
      userAnswer: '水',
      revision: 1,
    })
    expect(refused.error).toMatchObject({ code: 4003 })
  })

  it('answers the progress bars, questions and answer lists of students asking at once, each with their own answers', async () => {
    const { students, exam, questions, press, save, as } = await setUp(5)
    const [alice, bob] = students
    await press('start', -1)
    await clock.advance(5100)
    await press('next', 0)
    const q1 = questions[1]?.id ?? 0
    expect((await save(alice.token, q1, '水', 1)).code).toBe(200)
    // Bob chose and then cleared his choice: an empty answer is no answer.
    expect((await save(bob.token, q1, '火', 1)).code).toBe(200)
    expect((await save(bob.token, q1, '', 2)).code).toBe(200)
    const ask = (path: string, token: string, more: Record<string, number> = {}) =>
      call(server, 'POST', path, { quizId: exam.id, ...more }, as(token))
    // All at once, so that the lookups are gathered together.
    const [aliceBar, bobBar, aliceQuestion, bobQuestion, aliceGroups, bobGroups] = await Promise.all([
      ask('/formMatch/queryTheProgressBar', alice.token),
      ask('/formMatch/queryTheProgressBar', bob.token),
      ask('/formMatch/queryTheOnlineFormAnswer', alice.token, { quizNumber: 2 }),
      ask('/formMatch/queryTheOnlineFormAnswer', bob.token, { quizNumber: 2 }),
      ask('/formMatch/queryQuizMatchAnswer', alice.token),
      ask('/formMatch/queryQuizMatchAnswer', bob.token),
    ])
    expect(aliceBar.data).toEqual([
      { flag: 'A', quizNum: 2, answerNum: 1 },
      { flag: 'B', quizNum: 1, answerNum: 0 },
    ])
    expect(bobBar.data).toEqual([
      { flag: 'A', quizNum: 2, answerNum: 0 },
      { flag: 'B', quizNum: 1, answerNum: 0 },
    ])
    expect(aliceQuestion.data.list[0]).toMatchObject({ id: q1, userAnswer: '水' })
    expect(bobQuestion.data.list[0]).toMatchObject({ id: q1, userAnswer: '' })
    expect(aliceGroups.data[0]).toMatchObject({ quizTypeStr: '释义', quizNum: 2, noAnswerNum: 1 })
    expect(bobGroups.data[0]).toMatchObject({ quizTypeStr: '释义', quizNum: 2, noAnswerNum: 2 })
  })

  it('lets only enrolled students in, and only assigned judges press', async () => {
    const { exam, judge } = await setUp()
    const stranger = await buildSignedInUser(server.db, 'student')
    const answer = await call(
      server,
      'GET',
      '/formMatch/getProgress',
      { quizId: exam.id },
      { authorization: stranger.token },
    )
    expect(answer).toMatchObject({ code: 4003, msg: '您未报名本场考试' })
    const page = joinSocket(stranger.token, exam.id)
    expect((await page.joined).error?.msg).toBe('您未报名本场考试')
    const otherJudge = await buildSignedInUser(server.db, 'judge')
    expect(
      (
        await call(
          server,
          'POST',
          '/judge/command',
          { quizId: exam.id, type: 'start', fromIndex: -1 },
          { authorization: otherJudge.token },
        )
      ).code,
    ).toBe(4003)
    const committee = await buildSignedInUser(server.db, 'committee')
    const watched = await call(
      server,
      'GET',
      '/judge/exam',
      { quizId: exam.id },
      { authorization: committee.token },
    )
    expect(watched.data).toMatchObject({ canControl: false, counts: { enrolled: 2 } })
    expect(
      (await call(server, 'GET', '/judge/exam', { quizId: exam.id }, { authorization: judge.token })).data
        .canControl,
    ).toBe(true)
  })

  it('refuses entry outside the exam window', async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const { exam } = await buildExam(server.db, {
      studentIds: [student.user.id],
      opensAt: new Date(Date.now() + 3600_000),
      closesAt: new Date(Date.now() + 7200_000),
    })
    const answer = await call(
      server,
      'GET',
      '/formMatch/getProgress',
      { quizId: exam.id },
      { authorization: student.token },
    )
    expect(answer).toMatchObject({ code: 4003, msg: '当前不在考试时间内' })
  })

  it('opens the review after the last question, lets students submit, and scores when the judge ends', async () => {
    const { students, exam, questions, press, save, progress, as } = await setUp()
    const [alice, bob] = students
    await press('start', -1)
    for (let index = 0; index < questions.length - 1; index++) {
      await clock.advance(1050)
      if (index > 0) {
        await save(alice.token, questions[index]?.id ?? 0, '水', 1)
      }
      expect((await press('next', index)).code).toBe(200)
    }
    await save(alice.token, questions.at(-1)?.id ?? 0, '木,水', 1)
    await clock.advance(1100)
    const review = await progress(alice.token)
    expect(review).toMatchObject({ phase: 'review', matchEndType: 1 })
    expect((review.reviewEndsAt ?? 0) - (review.endTime ?? 0)).toBe(120_000)
    // Every question is open again in review.
    expect((await save(bob.token, questions[1]?.id ?? 0, '火', 1)).code).toBe(200)

    const unfinished = await call(
      server,
      'GET',
      '/formMatch/queryWhetherUnfinishedQuestions',
      { quizId: exam.id },
      as(bob.token),
    )
    expect(unfinished.data).toBe(2)
    const done = await call(
      server,
      'GET',
      '/formMatch/queryWhetherUnfinishedQuestions',
      { quizId: exam.id },
      as(alice.token),
    )
    expect(done.data).toBe(1)
    expect(
      (await call(server, 'POST', '/formMatch/saveQuizMatchAnswer', { quizId: exam.id }, as(alice.token)))
        .code,
    ).toBe(200)
    expect((await save(alice.token, questions[1]?.id ?? 0, '火', 2)).msg).toBe('试卷已提交')

    const ended = await press('end', questions.length - 1)
    expect(ended.data).toMatchObject({ phase: 'ended', matchEndType: 2 })
    const groups = await call(
      server,
      'POST',
      '/formMatch/queryQuizMatchAnswer',
      { quizId: exam.id },
      as(bob.token),
    )
    expect(groups.data.map((g: { noAnswerNum: number }) => g.noAnswerNum)).toEqual([1, 1])
    const judgeView = await call(
      server,
      'GET',
      '/judge/exam',
      { quizId: exam.id },
      as((await buildSignedInUser(server.db, 'committee')).token),
    )
    expect(judgeView.data.counts.submitted).toBe(1)
  })

  it('refuses a save after a hand-in this instance never saw: the database keeps it, not its memory', async () => {
    const { students, exam, questions, press, save } = await setUp()
    const [, bob] = students
    await press('start', -1)
    for (let index = 0; index < questions.length - 1; index++) {
      await clock.advance(1050)
      await press('next', index)
    }
    await clock.advance(1100)
    const question = questions[1]?.id ?? 0
    expect((await save(bob.token, question, '火', 1)).code).toBe(200)
    // Handed in on another instance, or on this one before it restarted.
    await server.db
      .update(examStudents)
      .set({ submittedAt: new Date() })
      .where(and(eq(examStudents.examId, exam.id), eq(examStudents.userId, bob.user.id)))
    expect(await save(bob.token, question, '土', 2)).toMatchObject({ code: 4009, msg: '试卷已提交' })
    const [stored] = await server.db
      .select({ answer: examAnswers.answer })
      .from(examAnswers)
      .where(and(eq(examAnswers.examId, exam.id), eq(examAnswers.userId, bob.user.id)))
    expect(stored?.answer).toBe('火')
  })

  it('scores every student once the review time runs out, with no press, and the committee sees the scores', async () => {
    const { students, exam, questions, press, save, progress } = await setUp()
    const [alice, bob] = students
    const [, first, second, last] = questions
    if (!first || !second || !last) throw new Error('questions missing')
    await press('start', -1)
    for (let index = 0; index < questions.length - 1; index++) {
      await clock.advance(1050)
      expect((await press('next', index)).code).toBe(200)
    }
    expect((await save(alice.token, last.id, '木,水', 1)).code).toBe(200)
    await clock.advance(1100)
    const { reviewEndsAt } = await progress(alice.token)
    expect((await save(alice.token, first.id, '水', 1)).code).toBe(200)
    expect((await save(bob.token, first.id, '火', 1)).code).toBe(200)
    expect((await save(bob.token, last.id, '水,木', 1)).code).toBe(200)

    await clock.advance((reviewEndsAt ?? 0) - clock.now() + 1000)
    expect(await progress(alice.token)).toMatchObject({ phase: 'ended', matchEndType: 2 })
    // Sent as the review ended, it arrives within the grace: it counts, so scoring waits for it.
    expect((await save(alice.token, second.id, '水', 1)).code).toBe(200)
    const scores = async () =>
      new Map(
        (
          await server.db
            .select({ userId: examStudents.userId, score: examStudents.score })
            .from(examStudents)
            .where(eq(examStudents.examId, exam.id))
        ).map((row) => [row.userId, row.score]),
      )
    expect([...(await scores()).values()]).toEqual([null, null])

    await clock.advance(2500)
    expect(await scores()).toEqual(
      new Map([
        [alice.user.id, 3],
        [bob.user.id, 1],
      ]),
    )
    const committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
    const results = await call(server, 'GET', '/admin/exam/results', { quizId: exam.id }, committee)
    expect(results.data).toMatchObject({ realQuestions: 3, ended: true })
    expect(results.data.rows.map((r: { userId: number; score: number }) => [r.userId, r.score])).toEqual([
      [alice.user.id, 3],
      [bob.user.id, 1],
    ])
    const file = await call(server, 'GET', '/admin/exam/results/export', { quizId: exam.id }, committee)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(file.data.content, 'base64') as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    // Rank, then score, of alice and of bob.
    const headers = (sheet?.getRow(1).values ?? []) as unknown[]
    const columns = ['排名 Rank', '得分 Score'].map((header) => headers.indexOf(header))
    expect([2, 3].map((row) => columns.map((cell) => sheet?.getRow(row).getCell(cell).text))).toEqual([
      ['1', '3'],
      ['2', '1'],
    ])
  })

  it('scores an ended exam once when its end is scored by several at the same moment', async () => {
    const { students, exam, questions, press, save } = await setUp()
    const [alice] = students
    const [, first] = questions
    await press('start', -1)
    await clock.advance(1050)
    await press('next', 0)
    expect((await save(alice.token, first?.id ?? 0, '水', 1)).code).toBe(200)
    expect((await press('end', 1)).code).toBe(200)
    const scoreOnce = vi.spyOn(server.services.exams.papers, 'scoreOnce')
    try {
      const at = new Date(clock.now())
      const racing = await Promise.all(
        [1, 2, 3].map(() => server.services.exams.papers.scoreOnce(exam.id, at)),
      )
      expect(
        racing.filter((result) => result !== null).map((result) => result?.scores.get(alice.user.id)),
      ).toEqual([1])
      // The server's own trigger, once the answers have closed, finds the exam scored.
      await clock.advance(3000)
      expect(scoreOnce).toHaveBeenCalledTimes(4)
      expect(await scoreOnce.mock.results[3]?.value).toBeNull()
    } finally {
      scoreOnce.mockRestore()
    }
    const [scored] = await server.db.select().from(exams).where(eq(exams.id, exam.id))
    expect(scored?.scoredAt).not.toBeNull()
  })

  it('keeps an exam whose scoring failed unscored, and scores it on the next try', async () => {
    const { students, exam, questions, press, save } = await setUp()
    const [alice] = students
    await press('start', -1)
    await clock.advance(1050)
    await press('next', 0)
    expect((await save(alice.token, questions[1]?.id ?? 0, '水', 1)).code).toBe(200)
    const scoreOnce = vi
      .spyOn(server.services.exams.papers, 'scoreOnce')
      .mockRejectedValueOnce(new Error('the database is gone for a moment'))
    const scoreOfAlice = async () =>
      (
        await server.db
          .select({ userId: examStudents.userId, score: examStudents.score })
          .from(examStudents)
          .where(eq(examStudents.examId, exam.id))
      ).find((row) => row.userId === alice.user.id)?.score
    try {
      expect((await press('end', 1)).code).toBe(200)
      await clock.advance(3000)
      expect(scoreOnce).toHaveBeenCalledTimes(1)
      expect(await scoreOfAlice()).toBeNull()
      await clock.advance(60_000)
      expect(scoreOnce).toHaveBeenCalledTimes(2)
      expect(await scoreOfAlice()).toBe(1)
    } finally {
      scoreOnce.mockRestore()
    }
  })
})
