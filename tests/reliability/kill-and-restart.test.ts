import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { io as connect } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/src/db/database'
import { examAnswers } from '../../server/src/db/schema'
import { seedDatabase } from '../../server/src/db/seed/seed'
import { createLogger } from '../../server/src/logger'
import { hashPassword } from '../../server/src/modules/auth/passwords'
import { buildExam, buildUser } from '../../server/src/test-support/factories'

/**
 * kill -9 during a question with answers in flight, then a restart on the same data: every
 * acknowledged answer is there, the exam resumes at the right question and time, nothing doubles.
 * Runs on the embedded database (a data folder), or on PostgreSQL when DATABASE_URL is set.
 */
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-kill-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const port = output.match(/listening on port (\d+)/)?.[1]
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)))
  })
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  // The fields this test reads of the login, judge command and progress answers.
  return (await response.json()) as {
    code: number
    data: { authorization: string; phase: string; index: number; endTime: number; serverNow: number }
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a server killed during a question', () => {
  it('keeps every acknowledged answer and resumes the exam where it was', async () => {
    // The exam is prepared in the data folder before the server owns it.
    const setup = await openDatabase({ dataDir })
    await seedDatabase(setup.db, { demo: false, logger: createLogger('silent') })
    const judge = await buildUser(setup.db, 'judge', {
      phone: '13300000001',
      passwordHash: await hashPassword('Judge#1'),
    })
    const student = await buildUser(setup.db, 'student', {
      phone: '13300000002',
      passwordHash: await hashPassword('Student#1'),
    })
    const { exam, questions } = await buildExam(setup.db, {
      seconds: 3,
      judgeIds: [judge.id],
      studentIds: [student.id],
    })
    await setup.close()

    const first = await startServer()
    const judgeToken = (
      await post(`${first.url}/api/admin/login`, { account: '13300000001', password: 'Judge#1' })
    ).data.authorization
    const studentToken = (
      await post(`${first.url}/api/common/loginWebByPhone`, { phone: '13300000002', password: 'Student#1' })
    ).data.authorization
    const started = await post(
      `${first.url}/api/judge/command`,
      { quizId: exam.id, type: 'start', fromIndex: -1 },
      judgeToken,
    )
    expect(started.data.phase).toBe('open')

    // The example is not answered; once its 3 s are over the judge opens question 1.
    const socket = connect(first.url, {
      transports: ['websocket'],
      auth: { token: studentToken },
      forceNew: true,
    })
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()))
    await socket.emitWithAck('exam.join', { quizId: exam.id })
    const endOfExample = started.data.endTime as number
    await sleep(Math.max(0, endOfExample - Date.now()) + 50)
    const next = await post(
      `${first.url}/api/judge/command`,
      { quizId: exam.id, type: 'next', fromIndex: 0 },
      judgeToken,
    )
    expect(next.data).toMatchObject({ phase: 'open', index: 1 })
    const question = questions[1]?.id

    const acked: number[] = []
    for (let revision = 1; revision <= 20; revision++) {
      const ack = await socket.emitWithAck('exam.save', {
        quizId: exam.id,
        quizInfoId: question,
        userAnswer: revision % 2 ? '水' : '火',
        revision,
      })
      if (ack.data) acked.push(revision)
    }
    expect(acked).toHaveLength(20)
    // More saves in flight, then the process dies without a chance to finish anything.
    for (let revision = 21; revision <= 25; revision++)
      socket.emit(
        'exam.save',
        { quizId: exam.id, quizInfoId: question, userAnswer: '木', revision },
        () => {},
      )
    first.child.kill('SIGKILL')
    socket.disconnect()
    await new Promise((resolve) => first.child.once('exit', resolve))

    const second = await startServer()
    const progress = await (
      await fetch(`${second.url}/api/formMatch/getProgress?quizId=${exam.id}`, {
        headers: { authorization: studentToken },
      })
    ).json()
    expect(progress.data).toMatchObject({ index: 1, endTime: next.data.endTime })
    expect(progress.data.phase).toBe(progress.data.serverNow < next.data.endTime ? 'open' : 'closed')
    second.child.kill('SIGTERM')
    await new Promise((resolve) => second.child.once('exit', resolve))

    const check = await openDatabase({ dataDir })
    const rows = await check.db.select().from(examAnswers)
    await check.close()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.revision).toBeGreaterThanOrEqual(20)
    expect(rows[0]?.answer).toBe(rows[0]?.revision === 20 ? '火' : '木')
  }, 90_000)
})
