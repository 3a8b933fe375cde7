import type { Redis } from 'ioredis'
import { cpuMs, rssKb } from './bench-processes'
import { log } from './exam-steps'
import { type PageFigures, type Stats, type StudentSeat, stats } from './protocol'
import { pgCommits, type RedisReading, readRedis, redisDelta } from './shared-services'
import { StudentCrowd } from './student-crowd'

/**
 * Two servers (product instances, or bare socket.io servers) sharing one Redis, with the students
 * split between them: half connect to each. What is measured on the pair: receipts over both halves,
 * each server's CPU and RSS, Redis's CPU and commands, PostgreSQL's commits.
 */
export interface Server {
  url: string
  pid: number
}

export interface InstanceFigures {
  rssBefore: number
  rssAfter: number
  /** CPU used over the presses and save seconds, in % of one CPU. */
  cpuPercent: number
  /** CPU per save second, on average. */
  saveCpuMs: number
}

export interface PressFigures {
  key: string
  latency: Stats
  missing: number
  redis: RedisReading
}

export interface SaveSecondFigures {
  latencies: number[]
  ackedUserIds: number[]
  errors: Record<string, number>
  timeouts: number
  extraAcks: number
  redis: RedisReading
  /** Transactions committed in the bench's database from the save second's start to a second after its last ack. */
  commits: number | null
  /** From the second's start to its last ack (the workers wait 500 ms more for late duplicates). */
  windowMs: number
  cpuMs: [number, number]
}

export class InstancePair {
  private readonly cpuAtStart: number[]
  private readonly startedAt = Date.now()
  private readonly saveCpu: [number, number][] = []

  private constructor(
    readonly servers: [Server, Server],
    readonly crowds: [StudentCrowd, StudentCrowd],
    readonly rssBefore: number[],
    readonly rssAfter: number[],
    private readonly redis: Redis,
    readonly connect: { connected: number; failed: number; seconds: number; errors: Record<string, number> },
  ) {
    this.cpuAtStart = servers.map((server) => cpuMs(server.pid))
  }

  /** Half the seats on each server (joining the exam when quizId is given), both halves at once. */
  static async connect(
    servers: [Server, Server],
    seats: StudentSeat[],
    quizId: number | null,
    perWorker: number,
    redis: Redis,
    pageConnections: number,
  ) {
    const rssBefore = servers.map((server) => rssKb(server.pid))
    const half = Math.ceil(seats.length / 2)
    const halves = [seats.slice(0, half), seats.slice(half)]
    const joined = await Promise.all(
      servers.map((server, i) =>
        StudentCrowd.connect(server.url, halves[i] ?? [], quizId, perWorker, pageConnections),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const errors: Record<string, number> = {}
    for (const { errors: more } of joined)
      for (const [message, count] of Object.entries(more)) errors[message] = (errors[message] ?? 0) + count
    const [a, b] = joined as [(typeof joined)[0], (typeof joined)[0]]
    return new InstancePair(
      servers,
      [a.crowd, b.crowd],
      rssBefore,
      servers.map((server) => rssKb(server.pid)),
      redis,
      {
        connected: a.connected + b.connected,
        failed: a.failed + b.failed,
        seconds: Math.max(a.seconds, b.seconds),
        errors,
      },
    )
  }

  /** Receipts of `key` by both halves. */
  async collect(key: string, timeoutMs: number) {
    const got = await Promise.all(this.crowds.map((crowd) => crowd.collect(key, timeoutMs)))
    return {
      times: got.flatMap((g) => g.times),
      missing: got.reduce((sum, g) => sum + g.missing, 0),
      sample: got.find((g) => g.sample)?.sample ?? null,
    }
  }

  /** A press (`act`, on one server) and its receipt by every student, with Redis's work meanwhile. */
  async press(key: string, act: () => Promise<void>, label: string) {
    const before = await readRedis(this.redis)
    const pressedAt = Date.now()
    await act()
    const got = await this.collect(key, 30_000)
    const figures: PressFigures = {
      key,
      latency: stats(got.times.map((at) => at - pressedAt)),
      missing: got.missing,
      redis: redisDelta(before, await readRedis(this.redis)),
    }
    const s = figures.latency
    log(`${label} ${key}: p50 ${s.p50} p99 ${s.p99} max ${s.max} ms, missing ${got.missing}`)
    return { figures, sample: got.sample, latencies: got.times.map((at) => at - pressedAt) }
  }

  /** Every student saves once within the same second, each to its own server. */
  async saveSecond(quizId: number, quizInfoId: number, databaseUrl: string | null) {
    const commitsBefore = databaseUrl ? await pgCommits(databaseUrl) : null
    const before = await readRedis(this.redis)
    const cpuBefore = this.servers.map((server) => cpuMs(server.pid))
    const startAt = Date.now() + 300
    const saved = await Promise.all(
      this.crowds.map((crowd) => crowd.save({ startAt, spreadMs: 1000, quizId, quizInfoId })),
    )
    const windowMs = Date.now() - 500 - startAt
    const cpu = this.servers.map((server, i) => cpuMs(server.pid) - (cpuBefore[i] ?? 0)) as [number, number]
    this.saveCpu.push(cpu)
    const redis = redisDelta(before, await readRedis(this.redis))
    let commits: number | null = null
    if (databaseUrl && commitsBefore !== null) {
      // PostgreSQL publishes a backend's counts within about a second.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      commits = (await pgCommits(databaseUrl)) - commitsBefore - 1
    }
    const errors: Record<string, number> = {}
    for (const s of saved)
      for (const [message, count] of Object.entries(s.errors))
        errors[message] = (errors[message] ?? 0) + count
    const figures: SaveSecondFigures = {
      latencies: saved.flatMap((s) => s.latencies),
      ackedUserIds: saved.flatMap((s) => s.ackedUserIds),
      errors,
      timeouts: saved.reduce((sum, s) => sum + s.timeouts, 0),
      extraAcks: saved.reduce((sum, s) => sum + s.extraAcks, 0),
      redis,
      commits,
      windowMs,
      cpuMs: cpu,
    }
    return figures
  }

  /** Each server's figures over the presses and save seconds. */
  instances(): InstanceFigures[] {
    const elapsed = Date.now() - this.startedAt
    return this.servers.map((server, i) => ({
      rssBefore: this.rssBefore[i] ?? Number.NaN,
      rssAfter: this.rssAfter[i] ?? Number.NaN,
      cpuPercent: ((cpuMs(server.pid) - (this.cpuAtStart[i] ?? 0)) / elapsed) * 100,
      saveCpuMs:
        this.saveCpu.length === 0
          ? 0
          : Math.round(this.saveCpu.reduce((sum, cpu) => sum + cpu[i as 0 | 1], 0) / this.saveCpu.length),
    }))
  }

  async close() {
    const closed = await Promise.all(this.crowds.map((crowd) => crowd.close()))
    const page: PageFigures = { latencies: { open: [], saved: [], closed: [] }, errors: {} }
    for (const half of closed) {
      for (const moment of ['open', 'saved', 'closed'] as const)
        page.latencies[moment].push(...half.page.latencies[moment])
      for (const [message, count] of Object.entries(half.page.errors))
        page.errors[message] = (page.errors[message] ?? 0) + count
    }
    return { disconnects: closed.reduce((sum, c) => sum + c.disconnects, 0), page }
  }
}
