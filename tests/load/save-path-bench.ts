import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import { examSaveSchema } from '@spell/shared'
import { Server } from 'socket.io'
import { openDatabase } from '../../server/src/db/database'
import { createLogger } from '../../server/src/logger'
import type { SignedInUser } from '../../server/src/modules/auth/sessions.service'
import { startExamRuntime } from '../../server/src/modules/exams/exam-runtime'
import { onPgServer, PG_ADMIN_URL, prepareExam, type Target } from './prepare'

/**
 * The product's own CPU per answer save, without the sockets: `npm run bench:save-path -- [students]
 * [--pg]` (default 10,000 on PGlite). In each of 8 rounds the judge opens the next question and every
 * student saves it once, at a random instant of one second, through the same validation and
 * `save` as the socket handler. Prints the process's CPU time per round (user + system, what the
 * server would spend on top of socket.io), and the p50 / p99 from the call to the commit. The figure
 * `npm run bench:exam` cannot give steadily, because its students share the machine.
 * --profile=<file>: a V8 CPU profile of the rounds alone (not of preparing the exam).
 */
const args = process.argv.slice(2)
const onPg = args.includes('--pg')
const students = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10_000)
const profileFile = args.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length)
/** The first half warms the JIT up; the figure is the median of the second half. */
const ROUNDS = 8
/** Per question: one second of saves, with room to spare before the question closes. */
const SECONDS = 3
const pgName = `spell_save_path_${process.pid}`

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-save-path-'))
const target: Target = onPg ? { dataDir, databaseUrl: `${PG_ADMIN_URL}/${pgName}` } : { dataDir }
if (onPg) await onPgServer(`create database ${pgName}`)
try {
  const exam = await prepareExam(target, students, SECONDS, ROUNDS)
  const database = await openDatabase(target)
  const runtime = startExamRuntime({
    db: database.db,
    io: new Server(),
    logger: createLogger('silent'),
    shared: false,
  })
  const judge: SignedInUser = { id: exam.judgeId, role: 'judge', userName: 'judge', sessionId: 0 }
  const seats: SignedInUser[] = exam.students.map((seat) => ({
    id: seat.userId,
    role: 'student',
    userName: 'student',
    sessionId: 0,
  }))
  // As after the students joined: each one's enrolment is known to the instance.
  await Promise.all(seats.map((user) => runtime.examOfStudent(user.id, exam.examId)))
  let { endTime } = await runtime.judgeCommand(judge, exam.examId, { type: 'start', fromIndex: -1 })

  const profiler = new Session()
  if (profileFile) {
    profiler.connect()
    await profiler.post('Profiler.enable')
    await profiler.post('Profiler.start')
  }
  const results: { cpuMs: number; p50: number; p99: number }[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    // The judge moves on once the question before has closed.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (endTime ?? 0) - Date.now()) + 50))
    ;({ endTime } = await runtime.judgeCommand(judge, exam.examId, { type: 'next', fromIndex: round - 1 }))
    const questionId = exam.questionIds[round] as number
    const due = seats.map((user) => ({ user, at: Math.random() * 1000 })).sort((a, b) => a.at - b.at)
    const latencies: number[] = []
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    const saves: Promise<void>[] = []
    let next = 0
    // Every millisecond, the saves whose instant has come (as they would arrive over the sockets).
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const now = performance.now() - started
        for (; next < due.length && (due[next] as { at: number }).at <= now; next++) {
          const { user } = due[next] as { user: SignedInUser }
          const payload = { quizId: exam.examId, quizInfoId: questionId, userAnswer: 'A', revision: 1 }
          const calledAt = performance.now()
          const parsed = examSaveSchema.parse(payload)
          saves.push(runtime.save(user, parsed).then(() => void latencies.push(performance.now() - calledAt)))
        }
        if (next === due.length) {
          clearInterval(tick)
          resolve()
        }
      }, 1)
    })
    await Promise.all(saves)
    const cpu = process.cpuUsage(cpuBefore)
    latencies.sort((a, b) => a - b)
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
    results.push({ cpuMs: (cpu.user + cpu.system) / 1000, p50: at(0.5), p99: at(0.99) })
  }
  if (profileFile) {
    const { profile } = await profiler.post('Profiler.stop')
    fs.writeFileSync(profileFile, JSON.stringify(profile))
  }
  await runtime.close()
  await database.close()
  for (const [i, r] of results.entries())
    console.log(
      `round ${i + 1}: CPU ${r.cpuMs.toFixed(0)} ms (${((r.cpuMs * 1000) / students).toFixed(1)} µs a save), ` +
        `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
    )
  const warm = results
    .slice(ROUNDS / 2)
    .map((r) => r.cpuMs)
    .sort((a, b) => a - b)
  const median = ((warm[1] as number) + (warm[2] as number)) / 2
  console.log(
    `${students} saves in one second on ${onPg ? 'PostgreSQL' : 'PGlite'}, rounds ${ROUNDS / 2 + 1}-${ROUNDS}: ` +
      `median CPU ${median.toFixed(0)} ms a round (${((median * 1000) / students).toFixed(1)} µs a save)`,
  )
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (onPg) await onPgServer(`drop database if exists ${pgName} with (force)`)
}
