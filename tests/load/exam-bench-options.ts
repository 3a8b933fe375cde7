import path from 'node:path'

/** The repository's root (the product server starts from it). */
export const root = path.resolve(import.meta.dirname, '../..')
/** Judge presses per size (start, then next): the push p99 is taken over PRESSES × N receipts. */
export const PRESSES = 5
/**
 * Save seconds per size, one on each of questions 1 to SAVE_ROUNDS as it opens, like a semi-final's
 * questions: the save p99 is taken over SAVE_ROUNDS × N acks, as the push p99 is over several presses.
 */
export const SAVE_ROUNDS = 3

export interface Options {
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
  /** A file the product server's log is appended to (with --log-level=debug, each commit of answers). */
  serverLog: string | null
  /** Only the poll-only students against the product (step 2), for quick work on the poll path. */
  pollOnly: boolean
  /** Product instances sharing one PostgreSQL database and one Redis (BENCH_REDIS_URL): 1 or 2. */
  instances: number
  /**
   * Keep-alive connections per student worker for the exam page's HTTP calls (page-traffic.ts); 0:
   * the students only push-receive and save, as before the page's calls were recorded.
   */
  pageConnections: number
}

export function parseOptions(argv: string[]): Options {
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
    serverLog: null,
    pollOnly: false,
    instances: 1,
    pageConnections: 200,
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
    else if (name === '--server-log' && value) options.serverLog = path.resolve(value)
    else if (name === '--only' && value === 'poll') options.pollOnly = true
    else if (name === '--instances' && (value === '1' || value === '2')) options.instances = Number(value)
    else if (name === '--page-connections' && value && /^\d+$/.test(value))
      options.pageConnections = Number(value)
    else throw new Error(`unknown argument ${arg}; see the comment at the top of tests/load/exam-bench.ts`)
  }
  if (options.sizes.length === 0) options.sizes = [1000, 2000, 5000, 10000]
  if (options.pollOnly && options.write) throw new Error('--only=poll measures one part: it writes nothing')
  if (options.instances === 2 && (!options.pg || options.pollOnly || options.write))
    throw new Error('--instances=2 needs --pg (one database for both), and neither --only nor --write')
  return options
}
