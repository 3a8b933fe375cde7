import { afterAll, describe, expect, it } from 'vitest'
import { prepareExam } from '../load/prepare'
import { pollProgress, press } from './support/exam-api'
import { createThrowAwayDatabase, type ThrowAwayDatabase } from './support/postgres'
import {
  acknowledgedNow,
  answerLosses,
  connectStudents,
  doubledPushes,
  type SavingStudent,
  sleep,
  waitFor,
} from './support/saving-students'
import { ensureServerBuild, freePort, type ServerProcess, startServer } from './support/server-process'

/**
 * kill -9 at scale on the real PostgreSQL: 200 students save continuously over their sockets, several
 * saves each in flight, when the server process is killed. With the server dead, the database must
 * hold every acknowledged answer at (at least) its highest acknowledged revision; restarted on the same
 * database and port, the exam is at the same question with the same end time, every student's socket
 * reconnects and joins again by itself, and their later saves are acknowledged and stored. Needs
 * DATABASE_URL (CI's second pass, `npm run test:server`).
 */
const adminUrl = process.env.DATABASE_URL
const STUDENTS = 200
/** Per question: the example runs this long before the judge may open question 1. */
const SECONDS = 25

describe('a server killed while 200 students save (PostgreSQL)', () => {
  let database: ThrowAwayDatabase | undefined
  let server: ServerProcess | undefined
  let students: SavingStudent[] = []

  afterAll(async () => {
    for (const student of students) student.close()
    await server?.stop()
    await database?.drop()
  })

  it('keeps every acknowledged answer at its highest revision; the exam and the students carry on', async ({
    skip,
  }) => {
    skip(
      !adminUrl,
      'needs DATABASE_URL: it runs on the real PostgreSQL in CI’s second pass (npm run test:server)',
    )
    ensureServerBuild()
    database = await createThrowAwayDatabase(adminUrl as string, 'spell_kill')
    const db = database
    const exam = await prepareExam({ dataDir: '', databaseUrl: db.url }, STUDENTS, SECONDS, 3)
    const port = await freePort()
    server = await startServer({ databaseUrl: db.url }, port)
    students = await connectStudents(server.url, exam.students, exam.examId)

    const started = await press(server.url, exam.judgeToken, exam.examId, 'start', -1)
    expect(started.data).toMatchObject({ phase: 'open', index: 0 })
    await sleep(Math.max(0, (started.data.endTime as number) - Date.now()) + 50)
    const opened = await press(server.url, exam.judgeToken, exam.examId, 'next', 0)
    const question = exam.questionIds[1] as number
    expect(opened.data).toMatchObject({ phase: 'open', index: 1, questionId: question })
    const endTime = opened.data.endTime as number

    for (const student of students) student.saveContinuously(question)
    await waitFor(
      () => students.every((s) => s.acks >= 5),
      20_000,
      () => `${students.filter((s) => s.acks < 5).length} students have fewer than 5 saves acknowledged`,
    )
    const killedAt = Date.now()
    await server.kill9()
    // Every socket has seen the connection drop: the acks still on their way are lost with it.
    await waitFor(
      () => students.every((s) => !s.socket.connected && s.inFlight === 0),
      10_000,
      () => 'the students did not all see the server die',
    )
    const inFlightAtKill = students.reduce((sum, s) => sum + s.cutOff, 0)
    expect(inFlightAtKill, 'saves awaiting their ack when the server died').toBeGreaterThan(0)

    // With the server dead, the database holds what was acknowledged.
    const ackedAtKill = acknowledgedNow(students)
    const readStored = () =>
      db.query<{ user_id: number; revision: number; answer: string }>(
        'select user_id, revision, answer from exam_answers where exam_id = $1 and question_id = $2',
        [exam.examId, question],
      )
    expect(answerLosses(await readStored(), students, ackedAtKill)).toEqual([])

    // Restarted on the same database and port: the sockets come back by themselves and join again.
    server = await startServer({ databaseUrl: db.url }, port)
    const listeningAgain = Date.now() - killedAt
    const resumed = await pollProgress(server.url, exam.students[0]?.token as string, exam.examId)
    expect(resumed.data).toMatchObject({ phase: 'open', index: 1, questionId: question, endTime })
    await waitFor(
      () => students.every((s) => s.joins.length >= 2 && s.joined),
      30_000,
      () => `${students.filter((s) => s.joins.length < 2).length} students did not join again`,
    )
    const allJoinedAgain = Date.now() - killedAt
    for (const progress of students.map((s) => s.joins.at(-1)))
      expect(progress).toMatchObject({ phase: 'open', index: 1, questionId: question, endTime })

    const acksBeforeRestart = new Map(students.map((s) => [s.seat.userId, s.acks]))
    await waitFor(
      () => students.every((s) => s.acks >= (acksBeforeRestart.get(s.seat.userId) ?? 0) + 5),
      20_000,
      () => 'some students had fewer than 5 saves acknowledged after the restart',
    )
    for (const student of students) student.stopSaving()
    await waitFor(
      () => students.every((s) => s.inFlight === 0),
      15_000,
      () => `${students.reduce((sum, s) => sum + s.inFlight, 0)} saves still unanswered`,
    )
    // All of it happened while question 1 was open: no save was refused or left unanswered.
    expect(Date.now()).toBeLessThan(endTime)
    expect(students.flatMap((s) => s.refusals)).toEqual([])
    expect(students.reduce((sum, s) => sum + s.timeouts, 0)).toBe(0)
    for (const student of students)
      expect(student.maxAcked).toBeGreaterThan(ackedAtKill.get(student.seat.userId) ?? 0)
    expect(answerLosses(await readStored(), students, acknowledgedNow(students))).toEqual([])

    // The restarted server closes the question on time, once for each student, all having joined at once.
    await waitFor(
      () => students.every((s) => s.pushes.has('closed:1')),
      Math.max(0, endTime - Date.now()) + 5000,
      () =>
        `${students.filter((s) => !s.pushes.has('closed:1')).length} students were not told question 1 closed`,
    )
    await sleep(300)
    expect(doubledPushes(students)).toEqual([])
    console.info(
      `kill -9 with ${STUDENTS} students: ${students.reduce((sum, s) => sum + s.acks, 0)} saves acknowledged, ` +
        `${inFlightAtKill} in flight at the kill; listening again ${listeningAgain} ms and every student ` +
        `joined again ${allJoinedAgain} ms after it`,
    )
  })
})
