import http from 'node:http'
import { countInto, type PollWorkerReply, type PollWorkerRequest, reply } from './protocol'

/**
 * A share of the poll-only students (forked by exam-bench.ts): each one has its own keep-alive
 * connection, as a browser tab would: it comes in at a random instant of the ramp, then asks
 * getProgress every second. Like the page, it skips a tick while its last poll is still out, and gives
 * a poll up after the page's 4 s time-out. Only the polls after the ramp are measured.
 */
function pollOnce(url: string, agent: http.Agent, token: string, timeoutMs: number) {
  return new Promise<{ ms: number } | { error: string }>((resolve) => {
    const startedAt = Date.now()
    // The whole poll, connection included, like the page's fetch time-out.
    const timer = setTimeout(() => request.destroy(new Error('no answer in 4 s')), timeoutMs)
    const done = (result: { ms: number } | { error: string }) => {
      clearTimeout(timer)
      resolve(result)
    }
    const request = http.get(url, { agent, headers: { authorization: token } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => {
        const ms = Date.now() - startedAt
        try {
          const envelope = JSON.parse(body) as { code: number; msg: string }
          done(envelope.code === 200 ? { ms } : { error: `${envelope.code} ${envelope.msg}` })
        } catch {
          done({ error: `HTTP ${response.statusCode}: unreadable body` })
        }
      })
      response.on('error', (error) => done({ error: error.message }))
    })
    request.on('error', (error) => done({ error: error.message }))
  })
}

async function pollAll(request: PollWorkerRequest) {
  const latencies: number[] = []
  const errors: Record<string, number> = {}
  const rampErrors: Record<string, number> = {}
  let skipped = 0
  const url = `${request.url}/api/formMatch/getProgress?quizId=${request.quizId}`
  const agents: http.Agent[] = []
  await Promise.all(
    request.tokens.map(async (token) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      agents.push(agent)
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
        inFlight = pollOnce(url, agent, token, request.timeoutMs).then((result) => {
          if (!('ms' in result)) countInto(measured ? errors : rampErrors, result.error)
          else if (measured) latencies.push(result.ms)
          inFlight = null
        })
      }
      await inFlight
    }),
  )
  for (const agent of agents) agent.destroy()
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
