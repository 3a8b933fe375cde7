import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

/** Runs the production build (server/dist) as `npm start` and the Docker image do: plain node, no tsx. */
export const root = path.resolve(import.meta.dirname, '../../..')

/**
 * Builds server/dist when a source is newer than it. Test files of several projects may ask at once:
 * the build runs under a file lock, and the second asker finds it up to date.
 */
export function ensureServerBuild(): void {
  const lock = path.join(os.tmpdir(), 'spell-server-build.lock')
  const result = spawnSync(
    'flock',
    [lock, process.execPath, path.join(root, 'scripts', 'build-server.mjs'), '--if-stale'],
    { cwd: root, encoding: 'utf8' },
  )
  if (result.status !== 0)
    throw new Error(`npm run build -w server failed:\n${result.stdout}${result.stderr}`)
}

/** One backup key for every staging site of a test run: a backup made by one restores into another. */
const stagingBackupKey = randomBytes(32).toString('base64')

/** The settings of a staging site: production mode with the offline providers explicitly allowed. */
export function stagingEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _d, REDIS_URL: _r, DATA_DIR: _data, ...inherited } = process.env
  return {
    ...inherited,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // No balancer reads readiness here: a stop goes straight to storing the last saves.
    DRAIN_SECONDS: '0',
    PUBLIC_URL: 'http://localhost:8080',
    PUBLIC_URL_HTTP_ALLOWED: '1',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_ALLOWED: '1',
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    MAIL_PROVIDER: 'outbox',
    SMS_PROVIDER: 'outbox',
    MESSAGING_OUTBOX_ALLOWED: '1',
    PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
    BACKUP_KEY: stagingBackupKey,
    ...extra,
  }
}

export interface CompiledInstance {
  url: string
  port: number
  process: ChildProcess
  output: () => string
  /** SIGTERM (the drain), and resolves once the process has exited. */
  stop: () => Promise<void>
  /** kill -9: nothing is drained or flushed, the kernel cuts the sockets. */
  kill9: () => Promise<void>
}

/** Starts `node server/dist/main.js` on `port` (0: a free one) and resolves once it listens. */
export function startCompiled(env: NodeJS.ProcessEnv, port = 0): Promise<CompiledInstance> {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')],
    {
      cwd: root,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const port = Number(output.match(/listening on port (\d+)/)?.[1])
      if (port)
        resolve({
          url: `http://127.0.0.1:${port}`,
          port,
          process: child,
          output: () => output,
          stop: async () => {
            if (running()) child.kill('SIGTERM')
            await exited
          },
          kill9: async () => {
            if (running()) child.kill('SIGKILL')
            await exited
          },
        })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server/dist/main.js exited with ${code}:\n${output}`)))
  })
}

/** Runs the compiled admin CLI (what `npm run admin -- …` runs on a built checkout). */
export function runCompiledAdmin(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [path.join(root, 'server', 'dist', 'admin-cli.js'), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}
