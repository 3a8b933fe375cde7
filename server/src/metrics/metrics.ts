import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Logger } from '../logger'
import type { AnswerCommit } from '../modules/exams/answer-batcher'
import type { RealtimeServer } from '../realtime/realtime'
import { lastMinuteSaves } from './last-minute'

/** What the figures are read from once the server is built (the registry exists before it). */
export interface MetricSources {
  io: RealtimeServer
  queuedSaves(): number
}

/**
 * This instance's Prometheus figures, in a registry of its own (tests run several servers in one
 * process): sockets and students per exam, save acknowledgements, the answer batcher's queue and
 * commits, HTTP responses by status, Redis errors, and Node's defaults (event-loop delay, memory, CPU).
 */
export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  let sources: MetricSources | undefined
  const recentSaves = lastMinuteSaves()

  /** Students with a socket in each exam's room on this instance, by exam id. */
  const studentsByExam = () => {
    const byExam: Record<string, number> = {}
    const namespace = sources?.io.of('/')
    if (!namespace) return byExam
    for (const [room, socketIds] of namespace.adapter.rooms) {
      const examId = /^exam-(\d+)$/.exec(room)?.[1]
      if (!examId) continue
      const students = new Set<number>()
      for (const socketId of socketIds) {
        const user = namespace.sockets.get(socketId)?.data.user
        if (user?.role === 'student') students.add(user.id)
      }
      byExam[examId] = students.size
    }
    return byExam
  }
  const socketsConnected = () => sources?.io.of('/').sockets.size ?? 0

  new Gauge({
    name: 'spell_sockets_connected',
    help: 'socket.io connections open on this instance',
    registers: [registry],
    collect() {
      this.set(socketsConnected())
    },
  })
  new Gauge({
    name: 'spell_exam_students_connected',
    help: "Students with a socket in an exam's room on this instance",
    labelNames: ['exam'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [exam, students] of Object.entries(studentsByExam())) this.set({ exam }, students)
    },
  })
  const saveAck = new Histogram({
    name: 'spell_answer_save_ack_seconds',
    help: 'From an answer save received on a socket to its acknowledgement (stored)',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'spell_answer_queue_saves',
    help: 'Answer saves waiting for a commit',
    registers: [registry],
    collect() {
      this.set(sources?.queuedSaves() ?? 0)
    },
  })
  const commitTime = new Histogram({
    name: 'spell_answer_commit_seconds',
    help: 'Time of one commit of a batch of answers',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  })
  const committedSaves = new Counter({
    name: 'spell_answer_saves_committed_total',
    help: 'Answer saves committed',
    registers: [registry],
  })
  const httpResponses = new Counter({
    name: 'spell_http_responses_total',
    help: 'HTTP responses by status code',
    labelNames: ['status'],
    registers: [registry],
  })
  const saveErrors = new Counter({
    name: 'spell_answer_save_errors_total',
    help: 'Answer saves that failed on the server (not those the exam refused by its rules)',
    registers: [registry],
  })
  const redisErrors = new Counter({
    name: 'spell_redis_errors_total',
    help: 'Redis connection errors and failed publishes',
    registers: [registry],
  })

  return {
    registry,
    readFrom(from: MetricSources) {
      sources = from
    },
    /** For startExamRuntime's `observe`. */
    exams: {
      commit(commit: AnswerCommit) {
        commitTime.observe(commit.commitMs / 1000)
        committedSaves.inc(commit.saves)
      },
      saveAcknowledged(ms: number) {
        saveAck.observe(ms / 1000)
        recentSaves.acknowledged(ms)
      },
      saveFailed() {
        saveErrors.inc()
        recentSaves.failed()
      },
    },
    /** What this instance carries right now, for its heartbeat (the system panel). */
    live() {
      return { sockets: socketsConnected(), studentsByExam: studentsByExam(), saves: recentSaves.read() }
    },
    /** Counts the response once it is sent. */
    response(res: http.ServerResponse) {
      res.once('finish', () => httpResponses.inc({ status: String(res.statusCode) }))
    },
    redisError() {
      redisErrors.inc()
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/**
 * Serves GET /metrics on a port of its own (METRICS_PORT), never the public one: the proxy and the
 * ingress do not forward it. With a token, a scrape without `Authorization: Bearer <token>` gets 401.
 */
export async function serveMetrics(
  metrics: Metrics,
  options: { port: number; token: string | undefined; logger: Logger },
) {
  const server = http.createServer((req, res) => {
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end()
      return
    }
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => {
        options.logger.error({ err }, 'metrics not collected')
        res.writeHead(500).end()
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, resolve)
  })
  const { port } = server.address() as AddressInfo
  options.logger.info({ port }, 'metrics listening')
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
