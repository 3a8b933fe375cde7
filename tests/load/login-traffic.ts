import { monitorEventLoopDelay } from 'node:perf_hooks'
import { io } from 'socket.io-client'
import { countInto, type Stats, stats } from './protocol'

/**
 * The sign-in rush's two instruments: logins offered at a fixed rate (open loop: each is sent at its
 * instant whether or not the earlier ones were answered), and a probe of the server's event loop.
 */

/** Students per client address: a school hall behind one NAT, well under the per-address limit. */
const STUDENTS_PER_ADDRESS = 50
const LOGIN_TIMEOUT_MS = 60_000

export interface LoginFigures {
  offered: number
  served: number
  /** Served per second, over the offer window. */
  servedPerSecond: number
  latency: Stats
  /** Answered before a login sent earlier: how far completion order strays from arrival order. */
  outOfOrder: number
  /** Refusals by `code message`; the per-address and per-account limits answer 4029. */
  refused: Record<string, number>
  /** Never answered: a network error or no answer in 60 s (as long as the login form waits). */
  lost: Record<string, number>
}

/**
 * Sends `rate` logins a second for `seconds` seconds, one per student (distinct e-mails), through the
 * real login call with the real password; the client address (X-Forwarded-For, the server trusting
 * one proxy) changes every STUDENTS_PER_ADDRESS students.
 */
export async function offerLogins(
  url: string,
  emails: string[],
  password: string,
  rate: number,
  seconds: number,
): Promise<LoginFigures> {
  const count = Math.round(rate * seconds)
  if (count > emails.length)
    throw new Error(`${count} logins need as many students; there are ${emails.length}`)
  const startAt = Date.now() + 100
  const done: number[] = new Array(count).fill(Number.NaN)
  const latencies: number[] = []
  const refused: Record<string, number> = {}
  const lost: Record<string, number> = {}
  const one = async (index: number) => {
    const due = startAt + (index * 1000) / rate
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())))
    const school = Math.floor(index / STUDENTS_PER_ADDRESS)
    const sentAt = Date.now()
    try {
      const response = await fetch(`${url}/api/loginWeb`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(school >> 8) & 255}.${school & 255}.1`,
        },
        body: JSON.stringify({ email: emails[index], password }),
        signal: AbortSignal.timeout(LOGIN_TIMEOUT_MS),
      })
      const answer = (await response.json()) as { code: number; msg: string }
      done[index] = Date.now()
      if (answer.code === 200) latencies.push(Date.now() - sentAt)
      else countInto(refused, `${answer.code} ${answer.msg}`)
    } catch (error) {
      countInto(
        lost,
        (error as Error).name === 'TimeoutError' ? 'no answer in 60 s' : (error as Error).message,
      )
    }
  }
  await Promise.all(Array.from({ length: count }, (_, index) => one(index)))
  let latest = 0
  let outOfOrder = 0
  for (const at of done) {
    if (Number.isNaN(at)) continue
    if (at < latest) outOfOrder++
    latest = Math.max(latest, at)
  }
  return {
    offered: count,
    served: latencies.length,
    servedPerSecond: latencies.length / seconds,
    latency: stats(latencies),
    outOfOrder,
    refused,
    lost,
  }
}

export interface ProbeFigures {
  /** Round trips of an event the server answers at once, from memory (ms). */
  roundTrip: Stats
  /** The driver's own event-loop delay meanwhile (ms): were it large, the round trips would be the driver's. */
  driverDelayP99: number
}

/**
 * The server exposes no event-loop metric, so one socket asks it something it answers at once: an
 * `exam.save` from a socket with no session is refused by the first check, without the database. Every
 * `intervalMs`, one round trip; its time above the quiet run's is the time the request waited for the
 * server's event loop.
 */
export async function startProbe(url: string, intervalMs = 20) {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  const driver = monitorEventLoopDelay({ resolution: 10 })
  let times: number[] = []
  let stopped = false
  const loop = async () => {
    while (!stopped) {
      const sentAt = performance.now()
      await socket
        .timeout(10_000)
        .emitWithAck('exam.save', {})
        .catch(() => undefined)
      times.push(performance.now() - sentAt)
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  }
  const running = loop()
  return {
    /** Starts a fresh measure (the quiet part before it is dropped). */
    reset() {
      times = []
      driver.reset()
      driver.enable()
    },
    read(): ProbeFigures {
      return { roundTrip: stats(times), driverDelayP99: driver.percentile(99) / 1e6 }
    },
    async stop() {
      stopped = true
      driver.disable()
      await running
      socket.close()
    },
  }
}
