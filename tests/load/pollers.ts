import { cpuMs, forkWorker, nextId, rssKb, shares, stopProcess, yieldToServer } from './bench-processes'
import type { Options } from './exam-bench-options'
import type { PollFigures } from './exam-bench-report'
import { ask, type PollWorkerReply, stats } from './protocol'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** N poll-only students against `url` for --poll-seconds; the server's CPU and RSS while they poll. */
export async function runPollers(
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
