import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { onPgServer, PG_ADMIN_URL, prepareExam, storedAnswers, type Target } from './prepare'
import {
  ask,
  type PollWorkerReply,
  type Stats,
  type StudentSeat,
  type StudentWorkerReply,
  stats,
} from './protocol'

/**
 * The live semi-final under load: `npm run bench:exam -- [N ...] [options]`.
 *
 * For each N (default 1000 2000 5000 10000), on a fresh database:
 *  1. the product server (server/src/main.ts, NODE_ENV=production) with N enrolled students connected
 *     by websocket from worker processes: judge press → receipt by every student (start, then next ×4),
 *     the timer pushes when a question closes, N saves spread over one second as each of questions 1-3
 *     opens (acks, then the rows counted in exam_answers once the server has stopped), and the server's
 *     RSS before and after;
 *  2. the product restarted on the same data with N poll-only students coming in over --poll-ramp
 *     seconds, then asking getProgress every second, measured for --poll-seconds;
 *  3. a bare socket.io server (bare-server.ts) broadcasting the product's own progress payloads to N
 *     websocket clients, the same way: the product p99 / bare p99 ratio is the figure that matters;
 *     then the same save seconds, acknowledged at once, and the same pollers against its fixed in-memory
 *     getProgress (what the machine allows).
 * Press times are taken by the driver just before the POST; workers report receipt times (same
 * machine, same clock) and the driver subtracts.
 *
 * Options: --pg (a throw-away PostgreSQL database instead of PGlite; BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432), --seconds=6 (per question), --poll-seconds=10, --poll-ramp=10,
 * --per-worker=2000 (sockets per worker process; one process may hold 20,000 files here),
 * --log-level=info (as deployed), --write (put the figures into BENCHMARKS.md), --profile=<folder>
 * (V8 CPU profiles of the product and bare servers, one file per server run), --only=poll (step 2 alone and the
 * bare pollers, for working on the poll path: figures in the log only, nothing written).
 */
const root = path.resolve(import.meta.dirname, '../..')
/** Judge presses per size (start, then next): the push p99 is taken over PRESSES × N receipts. */
const PRESSES = 5
/**
 * Save seconds per size, one on each of questions 1 to SAVE_ROUNDS as it opens, like a semi-final's
 * questions: the save p99 is taken over SAVE_ROUNDS × N acks, as the push p99 is over several presses.
 */
const SAVE_ROUNDS = 3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Options {
  sizes: number[]
  pg: boolean
  seconds: number
  pollSeconds: number
  pollRampSeconds: number
  perWorker: number
  logLevel: string
  write: boolean
  /** Folder for V8 CPU profiles of the product server (--cpu-prof), one per server run. */
  profile: string | null
  /** Only the poll-only students against the product (step 2), for quick work on the poll path. */
  pollOnly: boolean
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    sizes: [],
    pg: false,
    seconds: 6,
    pollSeconds: 10,
    pollRampSeconds: 10,
    perWorker: 2000,
    logLevel: 'info',
    write: false,
    profile: null,
    pollOnly: false,
  }
  for (const arg of argv) {
    const [name, value] = arg.split('=') as [string, string | undefined]
    if (/^\d+$/.test(arg)) options.sizes.push(Number(arg))
    else if (name === '--pg') options.pg = true
    else if (name === '--write') options.write = true
    else if (name === '--seconds') options.seconds = Number(value)
    else if (name === '--poll-seconds') options.pollSeconds = Number(value)
    else if (name === '--poll-ramp') options.pollRampSeconds = Number(value)
    else if (name === '--per-worker') options.perWorker = Number(value)
    else if (name === '--log-level' && value) options.logLevel = value
    else if (name === '--profile' && value) options.profile = path.resolve(value)
    else if (name === '--only' && value === 'poll') options.pollOnly = true
    else throw new Error(`unknown argument ${arg}; see the comment at the top of tests/load/exam-bench.ts`)
  }
  if (options.sizes.length === 0) options.sizes = [1000, 2000, 5000, 10000]
  if (options.pollOnly && options.write) throw new Error('--only=poll measures one part: it writes nothing')
  return options
}

// ---------------------------------------------------------------- processes and clean-up

const children = new Set<ChildProcess>()
const tempDirs = new Set<string>()
const pgDatabases = new Set<string>()

function track(child: ChildProcess) {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

async function cleanUp() {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
  tempDirs.clear()
  if (pgDatabases.size > 0) {
    await onPgServer(...[...pgDatabases].map((name) => `drop database if exists ${name} with (force)`))
    pgDatabases.clear()
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)))

async function makeTarget(options: Options, n: number): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `spell-bench-${n}-`))
  tempDirs.add(dataDir)
  if (!options.pg) return { dataDir }
  const name = `spell_bench_${process.pid}_${n}`
  await onPgServer(`drop database if exists ${name} with (force)`, `create database ${name}`)
  pgDatabases.add(name)
  return { dataDir, databaseUrl: `${PG_ADMIN_URL}/${name}` }
}

async function dropTarget(target: Target) {
  fs.rmSync(target.dataDir, { recursive: true, force: true })
  tempDirs.delete(target.dataDir)
  if (!target.databaseUrl) return
  const name = target.databaseUrl.split('/').pop() as string
  await onPgServer(`drop database if exists ${name} with (force)`)
  pgDatabases.delete(name)
}

interface ProductServer {
  url: string
  child: ChildProcess
  pid: number
}

/**
 * The Node flags of the server's start script (server/package.json): a young generation of 64 MB, so
 * the objects of a save or a poll die young instead of being promoted and swept later (10,000 saves in
 * one second: server CPU 2.6 s → 1.8 s).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64']

/** The bare server runs with the product's flags, and is profiled with it (--profile). */
const bareNodeFlags = (options: Options) => [
  ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : []),
  ...SERVER_NODE_FLAGS,
]

/** The real server, as `npm start` runs it (node --import tsx server/src/main.ts); its stdout (the log) is drained. */
function startProduct(target: Target, options: Options): Promise<ProductServer> {
  const profile = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : []
  const child = track(
    spawn(process.execPath, [...profile, ...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? '',
        REDIS_URL: '',
        SEED_DEMO: '0',
        NODE_ENV: 'production',
        LOG_LEVEL: options.logLevel,
        // A bench site, not a real one: the staging flags production needs to run on the sandbox,
        // the outbox and (without --pg) the embedded database.
        PUBLIC_URL: 'http://127.0.0.1',
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_SANDBOX_ALLOWED: '1',
        PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
        MAIL_PROVIDER: 'outbox',
        SMS_PROVIDER: 'outbox',
        MESSAGING_OUTBOX_ALLOWED: '1',
        EMBEDDED_DATABASE_ALLOWED: '1',
        PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
  return new Promise((resolve, reject) => {
    let output = ''
    let started = false
    const onData = (chunk: Buffer) => {
      if (started) return
      output += chunk
      const port = output.match(/http:\/\/localhost:(\d+)/)?.[1]
      if (port) {
        started = true
        output = ''
        resolve({ url: `http://127.0.0.1:${port}`, child, pid: child.pid as number })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!started) output += chunk
      else process.stderr.write(`[server] ${chunk}`)
    })
    child.once('exit', (code) => {
      if (!started) reject(new Error(`server exited (${code}):\n${output}`))
    })
  })
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  const forced = setTimeout(() => child.kill('SIGKILL'), 20_000)
  await exited
  clearTimeout(forced)
}

function rssKb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
}

/** CPU time (user + system) of a process, in milliseconds (Linux clock ticks are 10 ms). */
function cpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * CPU used on the whole machine, and by this driver with its reaped children (server, workers, bare
 * server), in ms: the difference is what other processes took while a size ran.
 */
function machineCpuMs() {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] as string
  const [user, nice, system, , , irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[]
  const self = fs.readFileSync('/proc/self/stat', 'utf8')
  const fields = self
    .slice(self.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number)
  const mine = (fields[11] ?? 0) + (fields[12] ?? 0) + (fields[13] ?? 0) + (fields[14] ?? 0)
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)
  return { busy: busy * 10, mine: mine * 10 }
}

/** Forks a worker (a .ts file of this folder, under tsx) and waits for its first message. */
async function forkWorker(
  file: string,
  nodeFlags: string[] = [],
): Promise<{ child: ChildProcess; hello: Record<string, unknown> }> {
  const child = track(
    fork(path.join(import.meta.dirname, file), [], {
      cwd: root,
      execArgv: [...nodeFlags, '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  )
  const hello = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Record<string, unknown>))
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}) while starting`)))
  })
  return { child, hello }
}

/**
 * The simulated students share the server's two CPUs, where real students would bring their own: in
 * the save second they take 1-1.5 CPU-seconds, more than the server. At the lowest priority (nice 19)
 * they run on what the server and the database leave, so they delay it less; they still share the
 * machine, and the bare server's clients are treated the same way.
 */
function yieldToServer(child: ChildProcess) {
  os.setPriority(child.pid as number, 19)
  return child
}

let requestId = 1
const nextId = () => requestId++

function shares<T>(items: T[], size: number) {
  const out: T[][] = []
  for (let from = 0; from < items.length; from += size) out.push(items.slice(from, from + size))
  return out
}

// ---------------------------------------------------------------- students over websocket

class StudentCrowd {
  private constructor(private readonly workers: ChildProcess[]) {}

  /** Connects every seat (and joins the exam when quizId is given), perWorker sockets per process. */
  static async connect(url: string, seats: StudentSeat[], quizId: number | null, perWorker: number) {
    const groups = shares(seats, perWorker)
    const workers = await Promise.all(
      groups.map(async () => yieldToServer((await forkWorker('student-worker.ts')).child)),
    )
    const crowd = new StudentCrowd(workers)
    const startedAt = Date.now()
    const answers = await Promise.all(
      workers.map((worker, i) =>
        ask<Extract<StudentWorkerReply, { type: 'connected' }>>(worker, {
          id: nextId(),
          type: 'connect',
          url,
          seats: groups[i] as StudentSeat[],
          quizId,
          concurrency: 50,
        }),
      ),
    )
    const errors: Record<string, number> = {}
    for (const answer of answers)
      for (const [message, count] of Object.entries(answer.errors))
        errors[message] = (errors[message] ?? 0) + count
    return {
      crowd,
      connected: answers.reduce((sum, a) => sum + a.connected, 0),
      failed: answers.reduce((sum, a) => sum + a.failed, 0),
      errors,
      seconds: (Date.now() - startedAt) / 1000,
    }
  }

  /** Receipt times of the progress `key` by every socket. */
  async collect(key: string, timeoutMs: number) {
    const answers = await Promise.all(
      this.workers.map((worker) =>
        ask<Extract<StudentWorkerReply, { type: 'collected' }>>(worker, {
          id: nextId(),
          type: 'collect',
          key,
          timeoutMs,
        }),
      ),
    )
    return {
      times: answers.flatMap((a) => a.times),
      missing: answers.reduce((sum, a) => sum + a.missing, 0),
      sample: answers.find((a) => a.sample)?.sample ?? null,
    }
  }

  async save(request: { startAt: number; spreadMs: number; quizId: number; quizInfoId: number }) {
    // CPU over the save second: the whole machine's, and the simulated students' (the workers').
    const workersCpu = () => this.workers.reduce((sum, worker) => sum + cpuMs(worker.pid as number), 0)
    let second: SecondCpu = { machineMs: 0, workersMs: 0 }
    setTimeout(() => {
      const machineAt = machineCpuMs().busy
      const workersAt = workersCpu()
      setTimeout(() => {
        second = { machineMs: machineCpuMs().busy - machineAt, workersMs: workersCpu() - workersAt }
      }, request.spreadMs)
    }, request.startAt - Date.now())
    const answers = await Promise.all(
      this.workers.map((worker) =>
        ask<Extract<StudentWorkerReply, { type: 'saved' }>>(worker, {
          id: nextId(),
          type: 'save',
          ...request,
          timeoutMs: 60_000,
        }),
      ),
    )
    const errors: Record<string, number> = {}
    for (const answer of answers)
      for (const [message, count] of Object.entries(answer.errors))
        errors[message] = (errors[message] ?? 0) + count
    return {
      latencies: answers.flatMap((a) => a.latencies),
      ackedUserIds: answers.flatMap((a) => a.ackedUserIds),
      errors,
      timeouts: answers.reduce((sum, a) => sum + a.timeouts, 0),
      extraAcks: answers.reduce((sum, a) => sum + a.extraAcks, 0),
      sentOverMs:
        Math.max(...answers.map((a) => a.lastSentAt)) - Math.min(...answers.map((a) => a.firstSentAt)),
      second,
    }
  }

  async close() {
    const answers = await Promise.all(
      this.workers.map((worker) =>
        ask<Extract<StudentWorkerReply, { type: 'closed' }>>(worker, { id: nextId(), type: 'close' }),
      ),
    )
    await Promise.all(this.workers.map((worker) => stopProcess(worker)))
    return { disconnects: answers.reduce((sum, a) => sum + a.disconnects, 0) }
  }
}

// ---------------------------------------------------------------- one size

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { code: number; msg: string; data: unknown }
}

interface PushFigures {
  press: Stats
  perPress: { key: string; p99: number; max: number; pressAckMs: number }[]
  missing: number
}

interface SecondCpu {
  machineMs: number
  workersMs: number
}

interface RoundFigures {
  p99: number
  second: SecondCpu
}

type Saved = Awaited<ReturnType<StudentCrowd['save']>>

interface SaveRound {
  saved: Saved
  serverCpuMs: number
}

/** N saves within one second on one question, and the server's CPU meanwhile. */
async function saveSecond(crowd: StudentCrowd, serverPid: number, quizId: number, quizInfoId: number) {
  const cpuBefore = cpuMs(serverPid)
  const saved = await crowd.save({ startAt: Date.now() + 300, spreadMs: 1000, quizId, quizInfoId })
  return { saved, serverCpuMs: cpuMs(serverPid) - cpuBefore }
}

/** The rounds pooled: every ack in one distribution, CPU per save second on average. */
function pooled(rounds: SaveRound[]) {
  const mean = (of: (round: SaveRound) => number) =>
    Math.round(rounds.reduce((sum, round) => sum + of(round), 0) / rounds.length)
  return {
    acks: stats(rounds.flatMap((round) => round.saved.latencies)),
    acked: rounds.reduce((sum, round) => sum + round.saved.ackedUserIds.length, 0),
    serverCpuMs: mean((round) => round.serverCpuMs),
    second: {
      machineMs: mean((round) => round.saved.second.machineMs),
      workersMs: mean((round) => round.saved.second.workersMs),
    },
    perRound: rounds.map((round) => ({ p99: stats(round.saved.latencies).p99, second: round.saved.second })),
  }
}

export interface SizeResult {
  n: number
  database: 'PGlite' | 'PostgreSQL'
  connect: { connected: number; failed: number; seconds: number; errors: Record<string, number> }
  product: PushFigures
  timer: Stats
  bare: PushFigures
  bareConnect: { connected: number; failed: number }
  payloadBytes: number
  ratio: number
  saves: {
    acks: Stats
    acked: number
    errors: Record<string, number>
    timeouts: number
    lost: number
    duplicated: number
    rows: number
    sentOverMs: number
    /** The server's CPU per save second, on average over the rounds. */
    serverCpuMs: number
    /** CPU over a save second, on average: the whole machine's (2 CPUs: 2,000 ms at most) and the students'. */
    second: SecondCpu
    /** Acknowledged after the page's 8 s (use-answer-saver.ts): the page would have resent over HTTP. */
    overPageTimeout: number
    /** Each save second's p99 and CPU, in order (question 1 first). */
    perRound: RoundFigures[]
    /** The same saves against the bare server, acknowledged at once with nothing stored. */
    bare: { acks: Stats; acked: number; serverCpuMs: number; second: SecondCpu; perRound: RoundFigures[] }
  }
  memory: {
    before: number
    after: number
    perStudentKb: number
    bareBefore: number
    bareAfter: number
    barePerSocketKb: number
  }
  disconnects: number
  poll: PollFigures
  barePoll: PollFigures
  seconds: number
  /** CPU taken by processes outside the benchmark while this size ran, in % of one CPU. */
  otherCpuPercent: number
}

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`)

interface PollFigures {
  /** Failed polls while the pollers were coming in (not measured otherwise). */
  rampErrors: Record<string, number>
  latency: Stats
  errors: Record<string, number>
  before: number
  after: number
  perPollerKb: number
  serverCpuPercent: number
  pollsPerSecond: number
  skipped: number
}

/** N poll-only students against `url` for --poll-seconds; the server's CPU and RSS while they poll. */
async function runPollers(
  options: Options,
  pid: number,
  url: string,
  tokens: string[],
  quizId: number,
): Promise<PollFigures> {
  const before = rssKb(pid)
  const pollers = await Promise.all(
    shares(tokens, options.perWorker).map(async (share) => ({
      share,
      child: yieldToServer((await forkWorker('poll-worker.ts')).child),
    })),
  )
  const startAt = Date.now() + 500
  const rampMs = options.pollRampSeconds * 1000
  const measureFrom = startAt + rampMs + 1000
  const endAt = measureFrom + options.pollSeconds * 1000
  const answers = Promise.all(
    pollers.map(({ share, child }) =>
      ask<Extract<PollWorkerReply, { type: 'polled' }>>(child, {
        id: nextId(),
        type: 'poll',
        url,
        tokens: share,
        quizId,
        startAt,
        rampMs,
        measureFrom,
        endAt,
        intervalMs: 1000,
        timeoutMs: 4000,
      }),
    ),
  )
  // CPU over the measured part, and RSS near its end.
  await sleep(measureFrom - Date.now())
  const cpuStart = cpuMs(pid)
  const cpuStartAt = Date.now()
  await sleep(endAt - 300 - Date.now())
  const after = rssKb(pid)
  const serverCpuPercent = ((cpuMs(pid) - cpuStart) / (Date.now() - cpuStartAt)) * 100
  const polled = await answers
  await Promise.all(pollers.map(({ child }) => stopProcess(child)))
  const latencies = polled.flatMap((p) => p.latencies)
  const errors: Record<string, number> = {}
  const rampErrors: Record<string, number> = {}
  for (const answer of polled) {
    for (const [message, count] of Object.entries(answer.errors))
      errors[message] = (errors[message] ?? 0) + count
    for (const [message, count] of Object.entries(answer.rampErrors))
      rampErrors[message] = (rampErrors[message] ?? 0) + count
  }
  return {
    rampErrors,
    latency: stats(latencies),
    errors,
    before,
    after,
    perPollerKb: (after - before) / tokens.length,
    serverCpuPercent,
    pollsPerSecond: latencies.length / options.pollSeconds,
    skipped: polled.reduce((sum, p) => sum + p.skipped, 0),
  }
}

/** Step 2 alone: a freshly started product and N poll-only students; the figures go to the log. */
async function runPollOnly(options: Options, n: number) {
  const target = await makeTarget(options, n)
  log(`N=${n}: preparing ${n} students on ${options.pg ? 'PostgreSQL' : 'PGlite'}`)
  const exam = await prepareExam(target, n, options.seconds, PRESSES)
  const server = await startProduct(target, options)
  await sleep(1000)
  log(`N=${n}: ${n} pollers for ${options.pollSeconds} s`)
  const tokens = exam.students.map((s) => s.token)
  const poll = await runPollers(options, server.pid, server.url, tokens, exam.examId)
  await stopProcess(server.child)
  log(
    `N=${n}: polls ${poll.pollsPerSecond.toFixed(0)}/s, skipped ${poll.skipped}, p50 ${poll.latency.p50} ` +
      `p95 ${poll.latency.p95} p99 ${poll.latency.p99} max ${poll.latency.max} ms, errors ` +
      `${JSON.stringify(poll.errors)}, failed while coming in ${JSON.stringify(poll.rampErrors)}, ` +
      `server CPU ${poll.serverCpuPercent.toFixed(0)} %`,
  )
  await dropTarget(target)
  // The same pollers against the bare server: what the machine allows right now.
  const bare = await forkWorker('bare-server.ts', bareNodeFlags(options))
  const barePoll = await runPollers(
    options,
    bare.child.pid as number,
    `http://127.0.0.1:${bare.hello.port}`,
    tokens,
    exam.examId,
  )
  log(
    `N=${n}: bare polls ${barePoll.pollsPerSecond.toFixed(0)}/s, p50 ${barePoll.latency.p50} p99 ` +
      `${barePoll.latency.p99} max ${barePoll.latency.max} ms, errors ${JSON.stringify(barePoll.errors)}`,
  )
  bare.child.disconnect()
  await stopProcess(bare.child)
}

async function runSize(options: Options, n: number): Promise<SizeResult> {
  const began = Date.now()
  const cpuAtStart = machineCpuMs()
  const target = await makeTarget(options, n)
  log(`N=${n}: preparing ${n} students on ${options.pg ? 'PostgreSQL' : 'PGlite'}`)
  const exam = await prepareExam(target, n, options.seconds, PRESSES)

  // 1. The product with N websocket students.
  let server = await startProduct(target, options)
  await sleep(1000)
  const rssBefore = rssKb(server.pid)
  log(`N=${n}: server up (${server.url}, RSS ${Math.round(rssBefore / 1024)} MB), connecting students`)
  const joined = await StudentCrowd.connect(server.url, exam.students, exam.examId, options.perWorker)
  log(`N=${n}: ${joined.connected} joined, ${joined.failed} failed in ${joined.seconds.toFixed(1)} s`)
  await sleep(2000)
  const rssAfter = rssKb(server.pid)
  const crowd = joined.crowd
  const command = `${server.url}/api/judge/command`

  const pushTimes: number[] = []
  const perPress: PushFigures['perPress'] = []
  const payloads = new Map<string, string>()
  let pushMissing = 0
  const press = async (type: 'start' | 'next', fromIndex: number, key: string) => {
    const pressedAt = Date.now()
    const answer = await post(command, { quizId: exam.examId, type, fromIndex }, exam.judgeToken)
    const pressAckMs = Date.now() - pressedAt
    if (answer.code !== 200) throw new Error(`judge ${type} refused: ${answer.code} ${answer.msg}`)
    const got = await crowd.collect(key, 30_000)
    const latencies = got.times.map((at) => at - pressedAt)
    pushTimes.push(...latencies)
    pushMissing += got.missing
    const s = stats(latencies)
    perPress.push({ key, p99: s.p99, max: s.max, pressAckMs })
    if (got.sample) payloads.set(key, got.sample)
    log(`N=${n}: ${type} → ${key}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms, missing ${got.missing}`)
    return answer.data as { endTime: number }
  }
  const timerTimes: number[] = []
  const boundary = async (endTime: number, key: string) => {
    const got = await crowd.collect(key, Math.max(0, endTime - Date.now()) + 30_000)
    timerTimes.push(...got.times.map((at) => at - endTime))
    pushMissing += got.missing
  }

  // Each question as it opens: the press, then (on questions 1 to SAVE_ROUNDS) N saves within one second.
  const started = await press('start', -1, 'open:0')
  let endTime = started.endTime
  const rounds: (SaveRound & { questionId: number })[] = []
  for (let index = 0; index < PRESSES - 1; index++) {
    await boundary(endTime, `closed:${index}`)
    endTime = (await press('next', index, `open:${index + 1}`)).endTime
    if (rounds.length === SAVE_ROUNDS) continue
    const questionId = exam.questionIds[index + 1] as number
    const round = await saveSecond(crowd, server.pid, exam.examId, questionId)
    const s = stats(round.saved.latencies)
    log(
      `N=${n}: ${n} saves on question ${index + 1}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms; in the save` +
        ` second the machine used ${round.saved.second.machineMs} ms of CPU, the students ${round.saved.second.workersMs} ms`,
    )
    rounds.push({ ...round, questionId })
  }
  const { disconnects } = await crowd.close()
  await stopProcess(server.child)

  let lost = 0
  let duplicated = 0
  let rowCount = 0
  for (const { saved, questionId } of rounds) {
    const rows = await storedAnswers(target, exam.examId, questionId)
    const storedUsers = new Set(rows.map((row) => row.userId))
    // Lost: a save never acknowledged (error, no answer), or acknowledged and not in the table.
    lost += n - saved.ackedUserIds.length + saved.ackedUserIds.filter((id) => !storedUsers.has(id)).length
    // Duplicated: more than one row per student and question, or a save acknowledged twice.
    duplicated += rows.length - storedUsers.size + saved.extraAcks
    rowCount += rows.length
  }
  const errors: Record<string, number> = {}
  for (const { saved } of rounds)
    for (const [message, count] of Object.entries(saved.errors))
      errors[message] = (errors[message] ?? 0) + count
  const saves = {
    ...pooled(rounds),
    errors,
    timeouts: rounds.reduce((sum, round) => sum + round.saved.timeouts, 0),
    lost,
    duplicated,
    rows: rowCount,
    sentOverMs: Math.max(...rounds.map((round) => round.saved.sentOverMs)),
    overPageTimeout: rounds.flatMap((round) => round.saved.latencies).filter((ms) => ms > 8000).length,
  }
  log(
    `N=${n}: saves p50 ${saves.acks.p50} p99 ${saves.acks.p99} max ${saves.acks.max} ms over ${rounds.length} rounds;` +
      ` acked ${saves.acked}, lost ${lost}, duplicated ${duplicated}, rows ${rowCount}`,
  )

  // 2. The product again, on the same data, with N poll-only students.
  server = await startProduct(target, options)
  await sleep(1000)
  log(`N=${n}: ${n} pollers for ${options.pollSeconds} s`)
  const tokens = exam.students.map((s) => s.token)
  const poll = await runPollers(options, server.pid, server.url, tokens, exam.examId)
  await stopProcess(server.child)
  log(
    `N=${n}: polls p50 ${poll.latency.p50} p99 ${poll.latency.p99} max ${poll.latency.max} ms, ` +
      `${Object.values(poll.errors).reduce((a, b) => a + b, 0)} errors, server CPU ${poll.serverCpuPercent.toFixed(0)} %`,
  )
  await dropTarget(target)

  // 3. Bare socket.io, the same payloads to the same number of websocket clients.
  const bare = await forkWorker('bare-server.ts', bareNodeFlags(options))
  const bareUrl = `http://127.0.0.1:${bare.hello.port}`
  const bareBefore = rssKb(bare.child.pid as number)
  const bareJoined = await StudentCrowd.connect(bareUrl, exam.students, null, options.perWorker)
  await sleep(2000)
  const bareAfter = rssKb(bare.child.pid as number)
  const bareTimes: number[] = []
  const barePerPress: PushFigures['perPress'] = []
  let bareMissing = 0
  for (let index = 0; index < PRESSES; index++) {
    const key = `open:${index}`
    const body = payloads.get(key) ?? payloads.values().next().value
    const pressedAt = Date.now()
    await fetch(`${bareUrl}/broadcast`, { method: 'POST', body })
    const pressAckMs = Date.now() - pressedAt
    const got = await bareJoined.crowd.collect(key, 30_000)
    const latencies = got.times.map((at) => at - pressedAt)
    bareTimes.push(...latencies)
    bareMissing += got.missing
    const s = stats(latencies)
    barePerPress.push({ key, p99: s.p99, max: s.max, pressAckMs })
    log(`N=${n}: bare ${key}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms, missing ${got.missing}`)
    await sleep(1000)
  }
  // The same save seconds, acknowledged at once with nothing stored: the floor that socket.io and
  // this machine set for the product's save p99. One per question length, as the product's came.
  const bareRounds: SaveRound[] = []
  for (let round = 1; round <= SAVE_ROUNDS; round++) {
    const roundStart = Date.now()
    const questionId = exam.questionIds[round] as number
    bareRounds.push(await saveSecond(bareJoined.crowd, bare.child.pid as number, exam.examId, questionId))
    const s = stats(bareRounds.at(-1)?.saved.latencies ?? [])
    log(`N=${n}: bare saves, round ${round}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms`)
    await sleep(Math.max(0, roundStart + options.seconds * 1000 - Date.now()))
  }
  await bareJoined.crowd.close()
  // The same pollers against the bare server's fixed getProgress: what this machine and harness allow.
  const barePoll = await runPollers(options, bare.child.pid as number, bareUrl, tokens, exam.examId)
  log(
    `N=${n}: bare polls p50 ${barePoll.latency.p50} p99 ${barePoll.latency.p99} max ${barePoll.latency.max} ms`,
  )
  bare.child.disconnect()
  await stopProcess(bare.child)

  const product: PushFigures = { press: stats(pushTimes), perPress, missing: pushMissing }
  const bareFigures: PushFigures = { press: stats(bareTimes), perPress: barePerPress, missing: bareMissing }
  return {
    n,
    database: options.pg ? 'PostgreSQL' : 'PGlite',
    connect: {
      connected: joined.connected,
      failed: joined.failed,
      seconds: joined.seconds,
      errors: joined.errors,
    },
    product,
    timer: stats(timerTimes),
    bare: bareFigures,
    bareConnect: { connected: bareJoined.connected, failed: bareJoined.failed },
    payloadBytes: Buffer.byteLength(payloads.get('open:1') ?? ''),
    ratio: product.press.p99 / bareFigures.press.p99,
    saves: { ...saves, bare: pooled(bareRounds) },
    memory: {
      before: rssBefore,
      after: rssAfter,
      perStudentKb: (rssAfter - rssBefore) / n,
      bareBefore,
      bareAfter,
      barePerSocketKb: (bareAfter - bareBefore) / n,
    },
    disconnects,
    poll,
    barePoll,
    seconds: (Date.now() - began) / 1000,
    otherCpuPercent: otherCpu(cpuAtStart, began),
  }
}

function otherCpu(atStart: { busy: number; mine: number }, began: number) {
  const now = machineCpuMs()
  return ((now.busy - atStart.busy - (now.mine - atStart.mine)) / (Date.now() - began)) * 100
}

// ---------------------------------------------------------------- report

function machine() {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8')
  const limits = fs.readFileSync('/proc/self/limits', 'utf8')
  return {
    nproc: os.availableParallelism(),
    cpu: /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? 'unknown',
    ramGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    kernel: os.release(),
    openFiles: /Max open files\s+(\d+)/.exec(limits)?.[1] ?? 'unknown',
  }
}

/** The last commit of the server's code (server, engine, shared), and whether the checkout differs from it. */
function codeVersion() {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  try {
    const last = git('log', '-1', '--format=%h', '--', 'server', 'engine', 'shared')
    const dirty = git('status', '--porcelain', '--', 'server', 'engine', 'shared') !== ''
    return `${last}${dirty ? ' with uncommitted changes' : ''}`
  } catch {
    return 'unknown (not a git checkout)'
  }
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—')
const mb = (kb: number) => (kb / 1024).toFixed(0)
const errorList = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([message, count]) => `${count}× ${message}`)
    .join('; ') || 'none'
/** Product p99 / bare p99 for each press in turn, smallest to largest: how much the ratio moves. */
const pressRatios = (r: SizeResult) => {
  const ratios = r.product.perPress
    .map((p, i) => p.p99 / (r.bare.perPress[i]?.p99 ?? Number.NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  return ratios.map((x) => x.toFixed(2)).join(', ')
}
const yes = (ok: boolean) => (ok ? '**met**' : '**not met**')

const roundList = (rounds: RoundFigures[]) =>
  rounds.map((r) => `${ms(r.p99)} (${r.second.machineMs} / ${r.second.workersMs})`).join(', ')

export function report(results: SizeResult[], options: Options, argv: string[], code: string) {
  const m = machine()
  const lines: string[] = []
  const push = (...more: string[]) => lines.push(...more)
  push(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`npm run bench:exam -- ${argv.join(' ')}\`` +
      ` (database ${results[0]?.database ?? '—'}, ${options.seconds} s per question, server with` +
      ` NODE_ENV=production LOG_LEVEL=${options.logLevel}, ${options.perWorker} sockets per worker process;` +
      ` server code ${code}).`,
    '',
    `Machine: ${m.nproc} CPUs (${m.cpu}), ${m.ramGb.toFixed(1)} GB RAM, Node ${m.node}, Linux ${m.kernel},` +
      ` ${m.openFiles} open files per process. Server, workers and driver share the machine; the workers (the simulated students) run at nice 19.`,
    '',
    `**Push: judge press → receipt by every student** (ms; ${PRESSES} presses: start, then next; N receipts each).` +
      ' Bare: the same payloads broadcast by a bare socket.io server to the same number of websocket clients.',
    '',
    '| N | product p50 | p95 | p99 | max | bare p50 | p95 | p99 | max | **p99 ratio** | not received | press answered in |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${ms(r.product.press.p50)} | ${ms(r.product.press.p95)} | ${ms(r.product.press.p99)} | ${ms(r.product.press.max)}` +
        ` | ${ms(r.bare.press.p50)} | ${ms(r.bare.press.p95)} | ${ms(r.bare.press.p99)} | ${ms(r.bare.press.max)}` +
        ` | **${r.ratio.toFixed(2)}** | ${r.product.missing} / ${r.bare.missing}` +
        ` | ${r.product.perPress.map((p) => ms(p.pressAckMs)).join(', ')} |`,
    ),
    '',
    'Per press, p99 / max (product; bare):',
    '',
    ...results.map(
      (r) =>
        `- N=${r.n}: ${r.product.perPress.map((p) => `${p.key} ${ms(p.p99)}/${ms(p.max)}`).join(', ')};` +
        ` bare ${r.bare.perPress.map((p) => `${p.key} ${ms(p.p99)}/${ms(p.max)}`).join(', ')};` +
        ` p99 ratio press by press ${pressRatios(r)};` +
        ` payload ${r.payloadBytes} bytes of JSON; timer push (question closing, from its endTime) p50` +
        ` ${ms(r.timer.p50)} p99 ${ms(r.timer.p99)} max ${ms(r.timer.max)}.`,
    ),
    '',
    `**Saves: as each of questions 1 to ${SAVE_ROUNDS} opens, every student saves it once, at a random instant of the` +
      ` same second** (\`exam.save\` over the socket; ack ms over all ${SAVE_ROUNDS} × N acks; the bench waits 60 s` +
      ' for an ack, the page waits 8 s and then resends over HTTP). Bare: the same save seconds from the same' +
      ' clients to the bare socket.io server, which acknowledges each at once and stores nothing: the floor this' +
      ' machine and socket.io set. Server CPU and the save second (the CPU the whole machine used, of 2,000 ms,' +
      ' and how much of it the simulated students took) are per save second, on average.',
    '',
    '| N | sent over | acked | p50 | p95 | **p99** | max | acked after 8 s | lost | duplicated | rows in exam_answers | server CPU | save second: machine / students | refusals | bare acked | bare p50 | **bare p99** | bare server CPU | bare save second: machine / students |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${r.saves.sentOverMs} ms | ${r.saves.acked} | ${ms(r.saves.acks.p50)} | ${ms(r.saves.acks.p95)}` +
        ` | ${ms(r.saves.acks.p99)} | ${ms(r.saves.acks.max)} | ${r.saves.overPageTimeout} | ${r.saves.lost} | ${r.saves.duplicated} | ${r.saves.rows}` +
        ` | ${(r.saves.serverCpuMs / 1000).toFixed(1)} s | ${r.saves.second.machineMs} / ${r.saves.second.workersMs} ms | ${errorList(r.saves.errors)}${r.saves.timeouts ? `; ${r.saves.timeouts} without answer in 60 s` : ''}` +
        ` | ${r.saves.bare.acked} | ${ms(r.saves.bare.acks.p50)} | **${ms(r.saves.bare.acks.p99)}** | ${(r.saves.bare.serverCpuMs / 1000).toFixed(1)} s` +
        ` | ${r.saves.bare.second.machineMs} / ${r.saves.bare.second.workersMs} ms |`,
    ),
    '',
    'Per save second, p99 ms (machine / students CPU ms), question 1 first:',
    '',
    ...results.map(
      (r) => `- N=${r.n}: product ${roundList(r.saves.perRound)}; bare ${roundList(r.saves.bare.perRound)}.`,
    ),
    '',
    '**Memory: server RSS (VmRSS) before and 2 s after N students connected and joined.**',
    '',
    '| N | connect + join | product before | after | **per student** | bare before | after | bare per socket | sockets dropped |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${r.connect.seconds.toFixed(1)} s (${r.connect.failed} failed) | ${mb(r.memory.before)} MB | ${mb(r.memory.after)} MB` +
        ` | **${r.memory.perStudentKb.toFixed(1)} KB** | ${mb(r.memory.bareBefore)} MB | ${mb(r.memory.bareAfter)} MB` +
        ` | ${r.memory.barePerSocketKb.toFixed(1)} KB | ${r.disconnects} |`,
    ),
    '',
    `**Poll-only students: getProgress every second**, each on its own keep-alive connection, coming in` +
      ` at random over ${options.pollRampSeconds} s, then measured for ${options.pollSeconds} s; like the page, a` +
      ' tick is skipped while the last poll is out, and a poll gives up after 4 s (ms). Bare: the same pollers' +
      ' against the bare server answering a fixed progress envelope from memory.',
    '',
    '| N | answered/s | ticks skipped | p50 | p95 | **p99** | max | errors | failed while coming in | server CPU | RSS before | during | per poller | bare answered/s | bare p50 | bare p99 | bare errors |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${r.poll.pollsPerSecond.toFixed(0)} | ${r.poll.skipped} | ${ms(r.poll.latency.p50)} | ${ms(r.poll.latency.p95)}` +
        ` | **${ms(r.poll.latency.p99)}** | ${ms(r.poll.latency.max)} | ${errorList(r.poll.errors)}` +
        ` | ${Object.values(r.poll.rampErrors).reduce((a, b) => a + b, 0)}` +
        ` | ${r.poll.serverCpuPercent.toFixed(0)} % | ${mb(r.poll.before)} MB | ${mb(r.poll.after)} MB | ${r.poll.perPollerKb.toFixed(1)} KB` +
        ` | ${r.barePoll.pollsPerSecond.toFixed(0)} | ${ms(r.barePoll.latency.p50)} | ${ms(r.barePoll.latency.p99)}` +
        ` | ${Object.values(r.barePoll.errors).reduce((a, b) => a + b, 0)} |`,
    ),
    '',
    '**Targets** (set for 10,000 students; shown for every N).',
    '',
    '| N | push p99 ≤ 1.2 × bare | every press on every student within 1 s | saves all acked, p99 < 100 ms | polls p99 < 50 ms | nothing lost or duplicated |',
    '|---:|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${yes(r.ratio <= 1.2)} (${r.ratio.toFixed(2)}×) | ${yes(r.product.press.max <= 1000 && r.product.missing === 0)} (max ${ms(r.product.press.max)} ms)` +
        ` | ${yes(r.saves.acked === SAVE_ROUNDS * r.n && r.saves.acks.p99 < 100)} (p99 ${ms(r.saves.acks.p99)} ms; bare ${ms(r.saves.bare.acks.p99)} ms)` +
        ` | ${yes(r.poll.latency.p99 < 50 && Object.keys(r.poll.errors).length === 0)} (p99 ${ms(r.poll.latency.p99)} ms)` +
        ` | ${yes(r.saves.lost === 0 && r.saves.duplicated === 0 && r.saves.rows === SAVE_ROUNDS * r.n)} |`,
    ),
    '',
    `Wall time: ${results.map((r) => `N=${r.n} ${Math.round(r.seconds)} s`).join(', ')}. CPU taken meanwhile by` +
      ` processes outside the benchmark${options.pg ? ' (PostgreSQL included)' : ''}, on average:` +
      ` ${results.map((r) => `N=${r.n} ${r.otherCpuPercent.toFixed(0)} %`).join(', ')} of one CPU.`,
  )
  return lines.join('\n')
}

const BEGIN = '<!-- bench:exam results: written by `npm run bench:exam -- ... --write` -->'
const END = '<!-- /bench:exam results -->'

function writeBenchmarks(block: string, database: string) {
  const file = path.join(root, 'BENCHMARKS.md')
  const begin = BEGIN.replace('results', `results ${database}`)
  const end = END.replace('results', `results ${database}`)
  const section = `${begin}\n${block}\n${end}`
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n'
  const from = current.indexOf(begin)
  const to = current.indexOf(end)
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`
  fs.writeFileSync(file, next)
  log(`figures written to ${file}`)
}

// ---------------------------------------------------------------- main

const argv = process.argv.slice(2)
const options = parseOptions(argv)
const results: SizeResult[] = []
const codeAtStart = codeVersion()
const code = () => {
  const atEnd = codeVersion()
  return atEnd === codeAtStart ? codeAtStart : `${codeAtStart}, changed during the run to ${atEnd}`
}
try {
  if (options.pollOnly) for (const n of options.sizes) await runPollOnly(options, n)
  else {
    for (const n of options.sizes) results.push(await runSize(options, n))
    const text = report(results, options, argv, code())
    console.log(`\n${text}\n`)
    if (options.write) writeBenchmarks(text, options.pg ? 'postgres' : 'pglite')
  }
} catch (error) {
  console.error(error)
  if (results.length > 0)
    console.log(`\nCompleted sizes only:\n\n${report(results, options, argv, code())}\n`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
