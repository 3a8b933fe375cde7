import type { ChildProcess } from 'node:child_process'
import {
  cpuMs,
  forkWorker,
  machineCpuMs,
  nextId,
  shares,
  stopProcess,
  yieldToServer,
} from './bench-processes'
import { ask, type PageFigures, type StudentSeat, type StudentWorkerReply } from './protocol'

/** CPU over a save second: the whole machine's (2 CPUs: 2,000 ms at most) and the simulated students'. */
export interface SecondCpu {
  machineMs: number
  workersMs: number
}

/** The simulated students over websocket, spread over worker processes. */
export class StudentCrowd {
  private constructor(private readonly workers: ChildProcess[]) {}

  /**
   * Connects every seat (and joins the exam when quizId is given), perWorker sockets per process; with
   * pageConnections > 0 the students also send the exam page's HTTP calls, over that many connections
   * per process.
   */
  static async connect(
    url: string,
    seats: StudentSeat[],
    quizId: number | null,
    perWorker: number,
    pageConnections = 0,
  ) {
    const groups = shares(seats, perWorker)
    const workers = await Promise.all(
      groups.map(async () => yieldToServer((await forkWorker('student-worker.ts')).child)),
    )
    const crowd = new StudentCrowd(workers)
    const startedAt = Date.now()
    const answers = await Promise.all(
      workers.map((worker, i) =>
        ask<Extract<StudentWorkerReply, { type: 'connected' }>>(worker, {
          id: nextId(),
          type: 'connect',
          url,
          seats: groups[i] as StudentSeat[],
          quizId,
          concurrency: 50,
          pageConnections,
        }),
      ),
    )
    const errors: Record<string, number> = {}
    for (const answer of answers)
      for (const [message, count] of Object.entries(answer.errors))
        errors[message] = (errors[message] ?? 0) + count
    return {
      crowd,
      connected: answers.reduce((sum, a) => sum + a.connected, 0),
      failed: answers.reduce((sum, a) => sum + a.failed, 0),
      errors,
      seconds: (Date.now() - startedAt) / 1000,
    }
  }

  /** Receipt times of the progress `key` by every socket. */
  async collect(key: string, timeoutMs: number) {
    const answers = await Promise.all(
      this.workers.map((worker) =>
        ask<Extract<StudentWorkerReply, { type: 'collected' }>>(worker, {
          id: nextId(),
          type: 'collect',
          key,
          timeoutMs,
        }),
      ),
    )
    return {
      times: answers.flatMap((a) => a.times),
      missing: answers.reduce((sum, a) => sum + a.missing, 0),
      sample: answers.find((a) => a.sample)?.sample ?? null,
    }
  }

  async save(request: { startAt: number; spreadMs: number; quizId: number; quizInfoId: number }) {
    // CPU over the save second: the whole machine's, and the simulated students' (the workers').
    const workersCpu = () => this.workers.reduce((sum, worker) => sum + cpuMs(worker.pid as number), 0)
    let second: SecondCpu = { machineMs: 0, workersMs: 0 }
    setTimeout(() => {
      const machineAt = machineCpuMs().busy
      const workersAt = workersCpu()
      setTimeout(() => {
        second = { machineMs: machineCpuMs().busy - machineAt, workersMs: workersCpu() - workersAt }
      }, request.spreadMs)
    }, request.startAt - Date.now())
    const answers = await Promise.all(
      this.workers.map((worker) =>
        ask<Extract<StudentWorkerReply, { type: 'saved' }>>(worker, {
          id: nextId(),
          type: 'save',
          ...request,
          timeoutMs: 60_000,
        }),
      ),
    )
    const errors: Record<string, number> = {}
    for (const answer of answers)
      for (const [message, count] of Object.entries(answer.errors))
        errors[message] = (errors[message] ?? 0) + count
    return {
      latencies: answers.flatMap((a) => a.latencies),
      ackedUserIds: answers.flatMap((a) => a.ackedUserIds),
      errors,
      timeouts: answers.reduce((sum, a) => sum + a.timeouts, 0),
      extraAcks: answers.reduce((sum, a) => sum + a.extraAcks, 0),
      sentOverMs:
        Math.max(...answers.map((a) => a.lastSentAt)) - Math.min(...answers.map((a) => a.firstSentAt)),
      second,
    }
  }

  async close() {
    const answers = await Promise.all(
      this.workers.map((worker) =>
        ask<Extract<StudentWorkerReply, { type: 'closed' }>>(worker, { id: nextId(), type: 'close' }),
      ),
    )
    await Promise.all(this.workers.map((worker) => stopProcess(worker)))
    const page: PageFigures = { latencies: { open: [], saved: [], closed: [] }, errors: {} }
    for (const answer of answers) {
      if (!answer.page) continue
      for (const moment of ['open', 'saved', 'closed'] as const)
        page.latencies[moment].push(...answer.page.latencies[moment])
      for (const [message, count] of Object.entries(answer.page.errors))
        page.errors[message] = (page.errors[message] ?? 0) + count
    }
    return { disconnects: answers.reduce((sum, a) => sum + a.disconnects, 0), page }
  }
}
