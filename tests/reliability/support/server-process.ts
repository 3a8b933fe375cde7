import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { root } from '../../deploy/support/compiled-server'

export { ensureServerBuild } from '../../deploy/support/compiled-server'

/** One run of the compiled server (`node server/dist/main.js`, as production starts it). */
export interface ServerProcess {
  url: string
  port: number
  process: ChildProcess
  /** Everything it printed, for the message of a failing test. */
  output(): string
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>
  /** kill -9: no handler runs, nothing is flushed, sockets are cut by the kernel. */
  kill9(): Promise<void>
  /** SIGTERM, the graceful stop. */
  stop(): Promise<void>
}

/** A port nobody listens on now, so that a restarted server comes back where its clients reconnect. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts server/dist/main.js (build it first with ensureServerBuild) on `port` (0: a free one) with
 * the given database and Redis, no demo data, and resolves once it listens.
 */
export function startServer(
  settings: { databaseUrl: string; redisUrl?: string; redisPrefix?: string },
  port = 0,
): Promise<ServerProcess> {
  const { DATABASE_URL: _d, REDIS_URL: _r, REDIS_PREFIX: _p, DATA_DIR: _data, ...inherited } = process.env
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')],
    {
      cwd: root,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        DATABASE_URL: settings.databaseUrl,
        REDIS_URL: settings.redisUrl ?? '',
        ...(settings.redisPrefix ? { REDIS_PREFIX: settings.redisPrefix } : {}),
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const listening = Number(output.match(/listening on port (\d+)/)?.[1])
      if (!listening) return
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      // Keep reading (and keeping) what it prints, so that a full pipe never blocks it.
      const keep = (more: Buffer) => {
        output += more
      }
      child.stdout?.on('data', keep)
      child.stderr?.on('data', keep)
      resolve({
        url: `http://127.0.0.1:${listening}`,
        port: listening,
        process: child,
        output: () => output,
        exited,
        async kill9() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
          await exited
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
          await exited
        },
      })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => reject(new Error(`server/dist/main.js exited with ${code}:\n${output}`)))
  })
}
