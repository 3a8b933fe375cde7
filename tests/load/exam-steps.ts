import { cpuMs } from './bench-processes'
import { stats } from './protocol'
import type { StudentCrowd } from './student-crowd'

/** Steps both exam runs take (one instance and two): the judge's POST, a save second, the log. */

export async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { code: number; msg: string; data: unknown }
}

type Saved = Awaited<ReturnType<StudentCrowd['save']>>

export interface SaveRound {
  saved: Saved
  serverCpuMs: number
}

/** N saves within one second on one question, and the server's CPU meanwhile. */
export async function saveSecond(crowd: StudentCrowd, serverPid: number, quizId: number, quizInfoId: number) {
  const cpuBefore = cpuMs(serverPid)
  const saved = await crowd.save({ startAt: Date.now() + 300, spreadMs: 1000, quizId, quizInfoId })
  return { saved, serverCpuMs: cpuMs(serverPid) - cpuBefore }
}

/** The rounds pooled: every ack in one distribution, CPU per save second on average. */
export function pooled(rounds: SaveRound[]) {
  const mean = (of: (round: SaveRound) => number) =>
    Math.round(rounds.reduce((sum, round) => sum + of(round), 0) / rounds.length)
  return {
    acks: stats(rounds.flatMap((round) => round.saved.latencies)),
    acked: rounds.reduce((sum, round) => sum + round.saved.ackedUserIds.length, 0),
    serverCpuMs: mean((round) => round.serverCpuMs),
    second: {
      machineMs: mean((round) => round.saved.second.machineMs),
      workersMs: mean((round) => round.saved.second.workersMs),
    },
    perRound: rounds.map((round) => ({ p99: stats(round.saved.latencies).p99, second: round.saved.second })),
  }
}

export const log = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`)
