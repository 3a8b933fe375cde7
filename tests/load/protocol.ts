import type { ChildProcess } from 'node:child_process'

/**
 * Messages between the benchmark driver (exam-bench.ts) and its worker processes. Every request
 * carries an id; the worker answers with the same id. Times are Date.now() of this machine: the
 * driver and the workers share its clock, so a receipt time minus a press time is a latency.
 */
export interface StudentSeat {
  userId: number
  token: string
}

export type StudentWorkerRequest =
  | {
      id: number
      type: 'connect'
      url: string
      seats: StudentSeat[]
      quizId: number | null
      concurrency: number
      /** Keep-alive connections for the page's HTTP calls (page-traffic.ts); 0: no page calls. */
      pageConnections: number
    }
  /** Waits until every connected socket got the progress `key` (phase:index), or the timeout. */
  | { id: number; type: 'collect'; key: string; timeoutMs: number }
  /** Every socket saves once, at a random instant of [startAt, startAt + spreadMs). */
  | {
      id: number
      type: 'save'
      startAt: number
      spreadMs: number
      quizId: number
      quizInfoId: number
      timeoutMs: number
    }
  | { id: number; type: 'close' }

export type StudentWorkerReply =
  | { id: number; type: 'connected'; connected: number; failed: number; errors: Record<string, number> }
  | { id: number; type: 'collected'; times: number[]; missing: number; sample: string | null }
  | {
      id: number
      type: 'saved'
      latencies: number[]
      ackedUserIds: number[]
      errors: Record<string, number>
      timeouts: number
      extraAcks: number
      firstSentAt: number
      lastSentAt: number
    }
  | { id: number; type: 'closed'; disconnects: number; page: PageFigures | null }
  | { id: number; type: 'failed'; message: string }

/** The page calls' times (ms, by the moment the page sends them) and failures. */
export interface PageFigures {
  latencies: Record<'open' | 'saved' | 'closed', number[]>
  errors: Record<string, number>
}

/**
 * Each poller starts at a random instant of [startAt, startAt + rampMs) and then polls every
 * intervalMs until endAt; only the polls due from measureFrom on are measured (steady state, every
 * poller in and its connection open).
 */
export type PollWorkerRequest = {
  id: number
  type: 'poll'
  url: string
  tokens: string[]
  quizId: number
  startAt: number
  rampMs: number
  measureFrom: number
  endAt: number
  intervalMs: number
  timeoutMs: number
}

export type PollWorkerReply =
  | {
      id: number
      type: 'polled'
      latencies: number[]
      errors: Record<string, number>
      skipped: number
      rampErrors: Record<string, number>
    }
  | { id: number; type: 'failed'; message: string }

/** Sends a request to a forked worker and resolves with its reply (of any type; 'failed' rejects). */
export function ask<Reply extends { id: number; type: string }>(
  child: ChildProcess,
  request: { id: number; type: string } & Record<string, unknown>,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Reply) => {
      if (message.id !== request.id) return
      child.off('message', onMessage)
      child.off('exit', onExit)
      if (message.type === 'failed') reject(new Error((message as { message?: string }).message))
      else resolve(message)
    }
    const onExit = (code: number | null) => {
      child.off('message', onMessage)
      reject(new Error(`worker ${child.pid} exited (${code}) before answering ${request.type}`))
    }
    child.on('message', onMessage)
    child.once('exit', onExit)
    child.send(request)
  })
}

/** Answers a request inside a worker. */
export function reply(message: { id: number; type: string } & Record<string, unknown>) {
  process.send?.(message)
}

export interface Stats {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
}

/** Nearest-rank percentiles of a list of milliseconds. */
export function stats(values: number[]): Stats {
  const sorted = Float64Array.from(values).sort()
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN
  return {
    count: sorted.length,
    p50: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  }
}

export const countInto = (counts: Record<string, number>, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by
}
