import { hashPassword } from '../../server/src/modules/auth/passwords'
import { cleanUp, cpuMs, dropTarget, makeTarget, startProduct, stopProcess } from './bench-processes'
import { type Options, parseOptions } from './exam-bench-options'
import { log, post } from './exam-steps'
import { type LoginFigures, offerLogins, type ProbeFigures, startProbe } from './login-traffic'
import { prepareExam, studentEmail } from './prepare'
import { type Stats, stats } from './protocol'
import { StudentCrowd } from './student-crowd'

/**
 * A sign-in rush during the live exam: `npm run bench:signin -- [options]`.
 *
 * N students (--students=10000) are in the lobby of an exam, connected by websocket as in bench:exam.
 * Then, for --seconds=30, --rate=200 logins a second of distinct students with their real passwords
 * (POST /api/loginWeb: the real Argon2id check against one hash made once for all), sent open loop,
 * each school hall of 50 students behind its own address; halfway through, the judge presses start.
 * The same run without the logins (a fresh database, the same N) is the yardstick for the push.
 * Measured: the judge's push to every student, p99 against the run without logins; the server's
 * event-loop delay by a socket round-trip probe; logins served per second, their latency, their
 * completion order against their arrival order, refusals (only the login limits may refuse) and
 * logins never answered; the server's CPU over the window. --pg as in bench:exam.
 */
const PASSWORD = 'Bench#Student1'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface SigninOptions {
  students: number
  rate: number
  seconds: number
  exam: Options
}

function parse(argv: string[]): SigninOptions {
  const own = { students: 10_000, rate: 200, seconds: 30 }
  const rest: string[] = []
  for (const arg of argv) {
    const [name, value] = arg.split('=') as [string, string | undefined]
    if (name === '--students') own.students = Number(value)
    else if (name === '--rate') own.rate = Number(value)
    else if (name === '--seconds') own.seconds = Number(value)
    else rest.push(arg)
  }
  const exam = parseOptions([...rest, String(own.students)])
  if (exam.instances !== 1 || exam.pollOnly || exam.write)
    throw new Error('bench:signin takes --students, --rate, --seconds, --pg, --per-worker and --log-level')
  return { ...own, exam }
}

interface RunFigures {
  push: Stats
  missing: number
  probe: ProbeFigures
  serverCpuPercent: number
  logins: LoginFigures | null
}

/** One run on a fresh database: N students in the lobby, the probe, the logins if `withLogins`, the press. */
async function run(options: SigninOptions, passwordHash: string, withLogins: boolean): Promise<RunFigures> {
  const label = withLogins ? 'with logins' : 'without logins'
  const target = await makeTarget(options.exam, options.students)
  // Questions longer than the window, so that no timer push falls into it.
  const exam = await prepareExam(target, options.students, options.seconds + 60, 2, passwordHash)
  // One proxy trusted, so that each school hall's address (X-Forwarded-For) is its own.
  const server = await startProduct(target, options.exam, { TRUST_PROXY: '1' })
  try {
    await sleep(1000)
    const joined = await StudentCrowd.connect(server.url, exam.students, exam.examId, options.exam.perWorker)
    log(
      `${label}: ${joined.connected} in the lobby, ${joined.failed} failed, in ${joined.seconds.toFixed(1)} s`,
    )
    await sleep(2000)
    const probe = await startProbe(server.url)
    await sleep(1000)
    probe.reset()
    const cpuBefore = cpuMs(server.pid)
    const windowStart = Date.now()
    const emails = exam.students.map((_, index) => studentEmail(index))
    const logins = withLogins
      ? offerLogins(server.url, emails, PASSWORD, options.rate, options.seconds)
      : sleep(options.seconds * 1000).then(() => null)
    await sleep((options.seconds * 1000) / 2)
    const pressedAt = Date.now()
    const answer = await post(
      `${server.url}/api/judge/command`,
      { quizId: exam.examId, type: 'start', fromIndex: -1 },
      exam.judgeToken,
    )
    if (answer.code !== 200) throw new Error(`judge start refused: ${answer.code} ${answer.msg}`)
    const got = await joined.crowd.collect('open:0', 30_000)
    const push = stats(got.times.map((at) => at - pressedAt))
    log(`${label}: start → open:0 p50 ${push.p50} p99 ${push.p99} max ${push.max} ms, missing ${got.missing}`)
    const loginFigures = await logins
    const serverCpuPercent = ((cpuMs(server.pid) - cpuBefore) / (Date.now() - windowStart)) * 100
    const figures = probe.read()
    await probe.stop()
    await joined.crowd.close()
    return { push, missing: got.missing, probe: figures, serverCpuPercent, logins: loginFigures }
  } finally {
    await stopProcess(server.child)
    await dropTarget(target)
  }
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—')
const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([message, count]) => `${count}× ${message}`)
    .join('; ') || 'none'
const probeText = (p: ProbeFigures) =>
  `p50 ${ms(p.roundTrip.p50)} p99 ${ms(p.roundTrip.p99)} max ${ms(p.roundTrip.max)} ms over ${p.roundTrip.count}` +
  ` round trips (driver's own loop delay p99 ${ms(p.driverDelayP99)} ms)`

function report(options: SigninOptions, quiet: RunFigures, rush: RunFigures, argv: string[]) {
  const logins = rush.logins as LoginFigures
  const ratio = rush.push.p99 / quiet.push.p99
  const unexpected = Object.keys(logins.refused).filter((key) => !key.startsWith('4029 '))
  return [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`npm run bench:signin -- ${argv.join(' ')}\`` +
      ` (${options.students} students in the lobby, ${options.rate} logins/s offered for ${options.seconds} s,` +
      ` database ${options.exam.pg ? 'PostgreSQL' : 'PGlite'}).`,
    '',
    `- Judge's push (start → every student): with logins p50 ${ms(rush.push.p50)} p99 ${ms(rush.push.p99)}` +
      ` max ${ms(rush.push.max)} ms, ${rush.missing} not received; without p50 ${ms(quiet.push.p50)}` +
      ` p99 ${ms(quiet.push.p99)} max ${ms(quiet.push.max)} ms, ${quiet.missing} not received;` +
      ` p99 ratio ${ratio.toFixed(2)}.`,
    `- Event loop (socket round trip answered from memory): with logins ${probeText(rush.probe)};` +
      ` without ${probeText(quiet.probe)}.`,
    `- Server CPU over the window: with logins ${rush.serverCpuPercent.toFixed(0)} %, without` +
      ` ${quiet.serverCpuPercent.toFixed(0)} % of one CPU.`,
    `- Logins: ${logins.offered} offered, ${logins.served} served (${logins.servedPerSecond.toFixed(0)}/s),` +
      ` latency p50 ${ms(logins.latency.p50)} p95 ${ms(logins.latency.p95)} p99 ${ms(logins.latency.p99)}` +
      ` max ${ms(logins.latency.max)} ms; answered out of arrival order ${logins.outOfOrder};` +
      ` refused ${list(logins.refused)}${unexpected.length > 0 ? ' (**not by a login limit**)' : ''};` +
      ` never answered ${list(logins.lost)}.`,
  ].join('\n')
}

const argv = process.argv.slice(2)
try {
  const options = parse(argv)
  log(`hashing the students' password once (Argon2id)`)
  const passwordHash = await hashPassword(PASSWORD)
  const quiet = await run(options, passwordHash, false)
  const rush = await run(options, passwordHash, true)
  console.log(`\n${report(options, quiet, rush, argv)}\n`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
