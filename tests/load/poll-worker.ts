import { countInto, type PollWorkerReply, type PollWorkerRequest, reply } from './protocol'
import { RawHttpConnection, rawRequest } from './raw-http'

/**
 * A share of the poll-only students (forked by exam-bench.ts): each one has its own keep-alive
 * connection, as a browser tab would: it comes in at a random instant of the ramp, then asks
 * getProgress every second. Like the page, it skips a tick while its last poll is still out, and gives
 * a poll up after the page's 4 s time-out. Only the polls after the ramp are measured. The requests go
 * over raw-http.ts (the generator must not be what is measured).
 */
async function pollAll(request: PollWorkerRequest) {
  const latencies: number[] = []
  const errors: Record<string, number> = {}
  const rampErrors: Record<string, number> = {}
  let skipped = 0
  const url = new URL(`${request.url}/api/formMatch/getProgress?quizId=${request.quizId}`)
  const pollers: RawHttpConnection[] = []
  await Promise.all(
    request.tokens.map(async (token) => {
      const raw = rawRequest(url, 'GET', token)
      const poller = new RawHttpConnection(url.hostname, Number(url.port))
      pollers.push(poller)
      let inFlight: Promise<void> | null = null
      const first = request.startAt + Math.random() * request.rampMs
      for (let due = first; due < request.endAt; due += request.intervalMs) {
        const wait = due - Date.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        const measured = due >= request.measureFrom
        // As the page does (use-exam-progress.ts): a tick while the last poll is still out is skipped.
        if (inFlight) {
          if (measured) skipped++
          continue
        }
        inFlight = poller.send(raw, request.timeoutMs).then((result) => {
          if (!('ms' in result)) countInto(measured ? errors : rampErrors, result.error)
          else if (measured) latencies.push(result.ms)
          inFlight = null
        })
      }
      await inFlight
    }),
  )
  for (const poller of pollers) poller.close()
  return { latencies, errors, skipped, rampErrors }
}

process.on('message', async (request: PollWorkerRequest) => {
  try {
    const answer: PollWorkerReply = { id: request.id, type: 'polled', ...(await pollAll(request)) }
    reply(answer)
    process.disconnect()
  } catch (error) {
    reply({ id: request.id, type: 'failed', message: String((error as Error)?.stack ?? error) })
  }
})

reply({ id: 0, type: 'ready' })
