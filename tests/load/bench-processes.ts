import { type ChildProcess, fork, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Options, root } from './exam-bench-options'
import { onPgServer, PG_ADMIN_URL, type Target } from './prepare'

/** The bench's processes (product server, bare server, workers), its data folders and databases, and their CPU and memory. */

const children = new Set<ChildProcess>()
const tempDirs = new Set<string>()
const pgDatabases = new Set<string>()

function track(child: ChildProcess) {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

export async function cleanUp() {
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

export async function makeTarget(options: Options, n: number): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `spell-bench-${n}-`))
  tempDirs.add(dataDir)
  if (!options.pg) return { dataDir }
  const name = `spell_bench_${process.pid}_${n}`
  await onPgServer(`drop database if exists ${name} with (force)`, `create database ${name}`)
  pgDatabases.add(name)
  return { dataDir, databaseUrl: `${PG_ADMIN_URL}/${name}` }
}

export async function dropTarget(target: Target) {
  fs.rmSync(target.dataDir, { recursive: true, force: true })
  tempDirs.delete(target.dataDir)
  if (!target.databaseUrl) return
  const name = target.databaseUrl.split('/').pop() as string
  await onPgServer(`drop database if exists ${name} with (force)`)
  pgDatabases.delete(name)
}

export interface ProductServer {
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
export const bareNodeFlags = (options: Options) => [
  ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : []),
  ...SERVER_NODE_FLAGS,
]

/**
 * The real server, as `npm start` runs it (node --import tsx server/src/main.ts); its stdout (the log)
 * is drained. `env` adds settings (REDIS_URL and REDIS_PREFIX for several instances, TRUST_PROXY).
 */
export function startProduct(
  target: Target,
  options: Options,
  env: Record<string, string> = {},
): Promise<ProductServer> {
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
        // No balancer reads readiness here: a stop goes straight to storing the last saves.
        DRAIN_SECONDS: '0',
        // A bench site, not a real one: the staging flags production needs to run on the sandbox,
        // the outbox and (without --pg) the embedded database.
        PUBLIC_URL: 'http://127.0.0.1',
        PUBLIC_URL_HTTP_ALLOWED: '1',
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_SANDBOX_ALLOWED: '1',
        PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
        MAIL_PROVIDER: 'outbox',
        SMS_PROVIDER: 'outbox',
        MESSAGING_OUTBOX_ALLOWED: '1',
        EMBEDDED_DATABASE_ALLOWED: '1',
        PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
        BACKUP_KEY: randomBytes(32).toString('base64'),
        ...env,
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
      const port = output.match(/listening on port (\d+)/)?.[1]
      if (port) {
        started = true
        output = ''
        if (options.serverLog) child.stdout?.pipe(fs.createWriteStream(options.serverLog, { flags: 'a' }))
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

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  const forced = setTimeout(() => child.kill('SIGKILL'), 20_000)
  await exited
  clearTimeout(forced)
}

export function rssKb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
}

/** CPU time (user + system) of a process, in milliseconds (Linux clock ticks are 10 ms). */
export function cpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * CPU used on the whole machine, and by this driver with its reaped children (server, workers, bare
 * server), in ms: the difference is what other processes took while a size ran.
 */
export function machineCpuMs() {
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
export async function forkWorker(
  file: string,
  nodeFlags: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; hello: Record<string, unknown> }> {
  const child = track(
    fork(path.join(import.meta.dirname, file), [], {
      cwd: root,
      env: { ...process.env, ...env },
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
export function yieldToServer(child: ChildProcess) {
  os.setPriority(child.pid as number, 19)
  return child
}

let requestId = 1
export const nextId = () => requestId++

export function shares<T>(items: T[], size: number) {
  const out: T[][] = []
  for (let from = 0; from < items.length; from += size) out.push(items.slice(from, from + size))
  return out
}
