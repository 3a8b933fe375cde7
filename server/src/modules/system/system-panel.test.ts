import { eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instanceHeartbeats } from '../../db/schema'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

// The committee's system panel: this instance read live, the others from their heartbeats in the
// database, each alive, draining or stale by the age of its last heartbeat.

let server: TestServer
let committee: string
const sockets: Socket[] = []

beforeAll(async () => {
  server = await startTestServer({ DRAIN_SECONDS: '1' })
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await server?.stop()
})

const panel = async () => {
  const answer = await call(server, 'GET', '/admin/systemPanel', {}, { authorization: committee })
  expect(answer.code).toBe(200)
  return answer.data as import('@spell/shared/api/admin/system-panel').SystemPanel
}

/** Another instance's heartbeat, written `secondsAgo` by the database's clock. */
const otherInstance = (id: string, secondsAgo: number, draining = false) =>
  server.db
    .insert(instanceHeartbeats)
    .values({
      id,
      host: `host-${id}`,
      startedAt: new Date(Date.now() - 3600_000),
      beatAt: new Date(Date.now() - secondsAgo * 1000),
      draining,
      sockets: 40,
      studentsByExam: { '7': 30, '8': 5 },
      saves: 120,
      saveP50Ms: 12,
      saveP99Ms: 80,
      saveErrors: 2,
    })
    .onConflictDoNothing()

describe('the system panel', () => {
  it('is for the committee only: a judge, a school, a club teacher and a student are refused', async () => {
    // The API's refusal is its code 4003 ("forbidden", the 403 of its envelope), with no figures.
    for (const role of ['judge', 'schoolTeacher', 'courseTeacher', 'student'] as const) {
      const { token } = await buildSignedInUser(server.db, role)
      const answer = await call(server, 'GET', '/admin/systemPanel', {}, { authorization: token })
      expect({ role, code: answer.code, data: answer.data }).toEqual({ role, code: 4003, data: null })
    }
    const visitor = await call(server, 'GET', '/admin/systemPanel')
    expect(visitor.code).toBe(401)
  })

  it('shows this instance alive with the students connected to it, counted as they join', async () => {
    const before = await panel()
    expect(before.instances).toHaveLength(1)
    const own = before.instances[0]
    expect(own).toMatchObject({ id: before.answeredBy, status: 'alive', students: 0, lastSeenSeconds: 0 })
    // Its heartbeat is in the database from the start.
    const [row] = await server.db
      .select()
      .from(instanceHeartbeats)
      .where(eq(instanceHeartbeats.id, before.answeredBy))
    expect(row?.host).toBe(own?.host)

    const alice = await buildSignedInUser(server.db, 'student')
    const { exam } = await buildExam(server.db, { studentIds: [alice.user.id] })
    const socket = connect(server.url, {
      transports: ['websocket'],
      auth: { token: alice.token },
      forceNew: true,
    })
    sockets.push(socket)
    const joined = await new Promise<{ data?: unknown }>((resolve) =>
      socket.on('connect', () => socket.emit('exam.join', { quizId: exam.id }, resolve)),
    )
    expect(joined.data).toBeDefined()

    const after = await panel()
    expect(after.instances[0]).toMatchObject({
      status: 'alive',
      sockets: 1,
      students: 1,
      exams: [{ examId: exam.id, students: 1 }],
    })
    expect(after.totals).toMatchObject({ instances: 1, sockets: 1, students: 1 })
  })

  it('shows the other instances by their heartbeats: alive, draining, stale past three heartbeats, gone after a minute', async () => {
    await otherInstance('other-alive', 2)
    await otherInstance('other-draining', 2, true)
    await otherInstance('other-stale', 20)
    await otherInstance('other-gone', 90)
    const { instances, totals } = await panel()
    const status = Object.fromEntries(instances.map((row) => [row.id, row.status]))
    expect(status).toMatchObject({
      'other-alive': 'alive',
      'other-draining': 'draining',
      'other-stale': 'stale',
    })
    expect(status).not.toHaveProperty('other-gone')
    expect(instances.find((row) => row.id === 'other-alive')).toMatchObject({
      host: 'host-other-alive',
      sockets: 40,
      students: 35,
      exams: [
        { examId: 7, students: 30 },
        { examId: 8, students: 5 },
      ],
      savesPerMinute: 120,
      saveP99Ms: 80,
      errorsPerMinute: 2,
    })
    // The stale one's figures are old: the totals count this instance and the two heard from.
    expect(totals).toMatchObject({
      instances: 3,
      sockets: 81,
      students: 71,
      savesPerMinute: 240,
      errorsPerMinute: 4,
    })
    expect(totals.saveP99Ms).toBe(80)

    // The next heartbeat of any instance deletes the rows of those gone for a minute.
    await server.services.heartbeat.beat()
    const ids = (await server.db.select({ id: instanceHeartbeats.id }).from(instanceHeartbeats)).map(
      (r) => r.id,
    )
    expect(ids).not.toContain('other-gone')
    expect(ids).toContain('other-stale')
  })

  it('shows this instance draining once its stop begins, and removes it when it has stopped', async () => {
    const { answeredBy } = await panel()
    // What the database holds as it closes: the last thing the stop does.
    let left: string[] | undefined
    const { database } = server.services
    const close = database.close
    database.close = async () => {
      left = (await server.db.select({ id: instanceHeartbeats.id }).from(instanceHeartbeats)).map((r) => r.id)
      await close()
    }
    // What the database holds as the heartbeat stops, after the sockets have closed.
    let atStop: { draining: boolean } | undefined
    const { heartbeat } = server.services
    const stopHeartbeat = heartbeat.stop
    heartbeat.stop = async () => {
      ;[atStop] = await server.db
        .select()
        .from(instanceHeartbeats)
        .where(eq(instanceHeartbeats.id, answeredBy))
      await stopHeartbeat()
    }
    const stopped = server.stop()
    const draining = await panel()
    expect(draining.instances.find((row) => row.id === answeredBy)?.status).toBe('draining')
    await stopped
    expect(atStop?.draining).toBe(true)
    expect(left).toBeDefined()
    expect(left).not.toContain(answeredBy)
    expect(left).toContain('other-alive')
  })
})
