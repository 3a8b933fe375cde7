import net from 'node:net'
import { countInto, type PollWorkerReply, type PollWorkerRequest, reply } from './protocol'

/**
 * A share of the poll-only students (forked by exam-bench.ts): each one has its own keep-alive
 * connection, as a browser tab would: it comes in at a random instant of the ramp, then asks
 * getProgress every second. Like the page, it skips a tick while its last poll is still out, and gives
 * a poll up after the page's 4 s time-out. Only the polls after the ramp are measured.
 *
 * The requests are written on plain TCP sockets and only the status line, Content-Length and body of
 * the answer are read: Node's http client costs several times the server's own work per request, and
 * at 10,000 pollers a second it took the CPU the server needed (the bare server failed too). The
 * generator must not be what is measured.
 */
class Poller {
  private socket: net.Socket | null = null
  private buffer: Buffer = Buffer.alloc(0)
  private pending: {
    startedAt: number
    done: (result: { ms: number } | { error: string }) => void
    timer: NodeJS.Timeout
  } | null = null

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly request: Buffer,
  ) {}

  poll(timeoutMs: number) {
    return new Promise<{ ms: number } | { error: string }>((resolve) => {
      const startedAt = Date.now()
      // The whole poll, connection included, like the page's fetch time-out.
      const timer = setTimeout(() => this.fail('no answer in 4 s'), timeoutMs)
      this.pending = { startedAt, timer, done: resolve }
      this.connection().write(this.request)
    })
  }

  private connection() {
    if (this.socket && !this.socket.destroyed) return this.socket
    this.buffer = Buffer.alloc(0)
    const socket = net.connect(this.port, this.host)
    socket.setNoDelay(true)
    socket.on('data', (chunk) => this.read(chunk))
    socket.on('error', (error) => this.fail(error.message))
    socket.on('close', () => {
      // Only this poller's current connection fails its poll (an old one closes after a time-out).
      if (this.socket !== socket) return
      this.socket = null
      this.fail('connection closed')
    })
    this.socket = socket
    return socket
  }

  private read(chunk: Buffer) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk])
    const headEnd = this.buffer.indexOf('\r\n\r\n')
    if (headEnd === -1) return
    const head = this.buffer.subarray(0, headEnd).toString('latin1')
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN)
    if (!Number.isFinite(length)) return this.fail(`no content-length: ${head.split('\r\n')[0]}`)
    if (this.buffer.length < headEnd + 4 + length) return
    const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8')
    this.buffer = this.buffer.subarray(headEnd + 4 + length)
    const pending = this.pending
    if (!pending) return
    this.pending = null
    clearTimeout(pending.timer)
    const ms = Date.now() - pending.startedAt
    try {
      const envelope = JSON.parse(body) as { code: number; msg: string }
      pending.done(envelope.code === 200 ? { ms } : { error: `${envelope.code} ${envelope.msg}` })
    } catch {
      pending.done({ error: `${head.split('\r\n')[0]}: unreadable body` })
    }
  }

  private fail(message: string) {
    const pending = this.pending
    if (!pending) return
    this.pending = null
    clearTimeout(pending.timer)
    this.socket?.destroy()
    this.socket = null
    pending.done({ error: message })
  }

  close() {
    this.socket?.destroy()
  }
}

async function pollAll(request: PollWorkerRequest) {
  const latencies: number[] = []
  const errors: Record<string, number> = {}
  const rampErrors: Record<string, number> = {}
  let skipped = 0
  const url = new URL(`${request.url}/api/formMatch/getProgress?quizId=${request.quizId}`)
  const pollers: Poller[] = []
  await Promise.all(
    request.tokens.map(async (token) => {
      const raw =
        `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: ${token}\r\n` +
        'Accept: application/json\r\nConnection: keep-alive\r\n\r\n'
      const poller = new Poller(url.hostname, Number(url.port), Buffer.from(raw, 'latin1'))
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
        inFlight = poller.poll(request.timeoutMs).then((result) => {
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
