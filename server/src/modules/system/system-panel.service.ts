import type { InstanceRow, InstanceStatus, SystemPanel } from '@spell/shared/api/admin/system-panel'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { instanceHeartbeats } from '../../db/schema'
import { DROPPED_AFTER_SECONDS, HEARTBEAT_SECONDS, type Heartbeat, STALE_AFTER_SECONDS } from './heartbeat'

type Beat = ReturnType<Heartbeat['live']>

const rowOf = (beat: Beat, status: InstanceStatus, lastSeenSeconds: number): InstanceRow => {
  const exams = Object.entries(beat.studentsByExam)
    .map(([examId, students]) => ({ examId: Number(examId), students }))
    .sort((a, b) => a.examId - b.examId)
  return {
    id: beat.id,
    host: beat.host,
    status,
    startedAt: beat.startedAt.toISOString(),
    lastSeenSeconds,
    sockets: beat.sockets,
    students: exams.reduce((sum, exam) => sum + exam.students, 0),
    exams,
    savesPerMinute: beat.saves,
    saveP50Ms: beat.saveP50Ms,
    saveP99Ms: beat.saveP99Ms,
    errorsPerMinute: beat.saveErrors,
  }
}

/**
 * Every instance heard from in the last minute, by their heartbeats, oldest first; the instance that
 * answers shows its own figures as they are now. The age of a heartbeat is measured on the database's
 * clock, the one that wrote it.
 */
export async function readSystemPanel(db: Db, heartbeat: Heartbeat): Promise<SystemPanel> {
  const beats = await db
    .select({
      id: instanceHeartbeats.id,
      host: instanceHeartbeats.host,
      startedAt: instanceHeartbeats.startedAt,
      draining: instanceHeartbeats.draining,
      sockets: instanceHeartbeats.sockets,
      studentsByExam: instanceHeartbeats.studentsByExam,
      saves: instanceHeartbeats.saves,
      saveP50Ms: instanceHeartbeats.saveP50Ms,
      saveP99Ms: instanceHeartbeats.saveP99Ms,
      saveErrors: instanceHeartbeats.saveErrors,
      ageSeconds: sql<number>`extract(epoch from now() - ${instanceHeartbeats.beatAt})::float8`,
    })
    .from(instanceHeartbeats)
  const own = heartbeat.live()
  const rows = [rowOf(own, own.draining ? 'draining' : 'alive', 0)]
  for (const { ageSeconds, ...beat } of beats) {
    if (beat.id === own.id || ageSeconds > DROPPED_AFTER_SECONDS) continue
    const status = ageSeconds > STALE_AFTER_SECONDS ? 'stale' : beat.draining ? 'draining' : 'alive'
    rows.push(rowOf(beat, status, Math.max(0, Math.round(ageSeconds))))
  }
  rows.sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id))

  const heard = rows.filter((row) => row.status !== 'stale')
  const sum = (pick: (row: InstanceRow) => number) => heard.reduce((total, row) => total + pick(row), 0)
  const p99s = heard.flatMap((row) => (row.saveP99Ms === null ? [] : [row.saveP99Ms]))
  return {
    answeredBy: own.id,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    instances: rows,
    totals: {
      instances: heard.length,
      sockets: sum((row) => row.sockets),
      students: sum((row) => row.students),
      savesPerMinute: sum((row) => row.savesPerMinute),
      saveP99Ms: p99s.length ? Math.max(...p99s) : null,
      errorsPerMinute: sum((row) => row.errorsPerMinute),
    },
  }
}
