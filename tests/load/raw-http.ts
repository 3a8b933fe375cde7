import net from 'node:net'

/** Below the 5 s a Node server keeps an idle connection open. */
const IDLE_REUSE_MS = 4000

/**
 * One keep-alive HTTP/1.1 connection that sends a prepared request and reads only the status line,
 * Content-Length and body of the answer, one request at a time. Node's http client costs several
 * times the server's own work per request, and at 10,000 requests a second it took the CPU the server
 * needed (the bare server failed too): the generator must not be what is measured.
 */
export class RawHttpConnection {
  private socket: net.Socket | null = null
  private buffer: Buffer = Buffer.alloc(0)
  /** When the last answer came: a connection idle for longer than the server keeps it is opened anew. */
  private idleSince = 0
  private pending: {
    startedAt: number
    done: (result: { ms: number } | { error: string }) => void
    timer: NodeJS.Timeout
  } | null = null

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Whether a request is out. */
  get busy() {
    return this.pending !== null
  }

  /**
   * Sends `request` and resolves with the milliseconds to its whole answer (connecting included), or
   * the error: a failed envelope (code other than 200), a closed connection, no answer in time.
   */
  send(request: Buffer, timeoutMs: number) {
    return new Promise<{ ms: number } | { error: string }>((resolve) => {
      const startedAt = Date.now()
      const timer = setTimeout(() => this.fail('no answer in time'), timeoutMs)
      this.pending = { startedAt, timer, done: resolve }
      this.connection().write(request)
    })
  }

  private connection() {
    // Node's server closes a keep-alive connection idle for 5 s (keepAliveTimeout); a browser that
    // finds it closed sends again on a new one. Here an idle one is not reused, so no request meets a close.
    if (this.socket && Date.now() - this.idleSince > IDLE_REUSE_MS) {
      this.socket.destroy()
      this.socket = null
    }
    if (this.socket && !this.socket.destroyed) return this.socket
    this.buffer = Buffer.alloc(0)
    const socket = net.connect(this.port, this.host)
    socket.setNoDelay(true)
    socket.on('data', (chunk) => this.read(chunk))
    socket.on('error', (error) => this.fail(error.message))
    socket.on('close', () => {
      // Only the current connection fails its request (an old one closes after a time-out).
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
    this.idleSince = Date.now()
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

/** A GET or a JSON POST as a page sends it, with the student's token, on a keep-alive connection. */
export function rawRequest(url: URL, method: 'GET' | 'POST', token: string, body?: unknown) {
  const json = body === undefined ? '' : JSON.stringify(body)
  const head =
    `${method} ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: ${token}\r\n` +
    'Accept: application/json\r\nConnection: keep-alive\r\n' +
    (method === 'POST'
      ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n`
      : '\r\n')
  return Buffer.from(head + json, 'utf8')
}
