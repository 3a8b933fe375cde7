import { randomBytes } from 'node:crypto'
import type { SystemPanel } from '@spell/shared/api/admin/system-panel'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/src/config'
import { type Database, openDatabase } from '../../server/src/db/database'
import { type RunningServer, startServer } from '../../server/src/server'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { call } from '../../server/src/test-support/test-server'
import { throwawayDatabase } from '../../server/src/test-support/throwaway-database'

/**
 * Two instances in this process sharing one PostgreSQL database and one Redis: the committee's system
 * panel, asked of either, lists both with the students each carries, and an instance that stops leaves
 * it. Needs both services (CI's second pass sets DATABASE_URL and REDIS_URL).
 */
const adminUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL

describe.skipIf(!adminUrl || !redisUrl)('the system panel over two instances', () => {
  const dbName = `spell_panel_${randomBytes(5).toString('hex')}`
  const prefix = `spell-panel-${randomBytes(4).toString('hex')}:`
  let databaseUrl: string
  let dropDatabase = async () => {}
  /** The test's own connection: the data outlives the instances. */
  let database: Database
  const running: RunningServer[] = []
  const sockets: Socket[] = []

  const startInstance = async () => {
    const instance = await startServer(
      readConfig({
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        TRUST_PROXY: '1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl as string,
        REDIS_PREFIX: prefix,
      }),
    )
    running.push(instance)
    return instance
  }

  beforeAll(async () => {
    const created = await throwawayDatabase(adminUrl as string, dbName)
    databaseUrl = created.url
    dropDatabase = created.drop
    database = await openDatabase({ databaseUrl, dataDir: '' })
  })

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    await Promise.all(running.map((instance) => instance.stop()))
    await database?.close()
    await dropDatabase()
  })

  it('lists both instances with the students on each, and drops the one that stopped', async () => {
    const first = await startInstance()
    const second = await startInstance()
    const committee = await buildSignedInUser(database.db, 'committee')
    const panelOf = async (instance: RunningServer) => {
      const answer = await call(instance, 'GET', '/admin/systemPanel', {}, { authorization: committee.token })
      expect(answer.code).toBe(200)
      return answer.data as SystemPanel
    }

    // Two students in one exam, one on each instance.
    const students = [
      await buildSignedInUser(database.db, 'student'),
      await buildSignedInUser(database.db, 'student'),
    ]
    const { exam } = await buildExam(database.db, { studentIds: students.map((s) => s.user.id) })
    const join = async (instance: RunningServer, token: string) => {
      const socket = connect(instance.url, { transports: ['websocket'], auth: { token }, forceNew: true })
      sockets.push(socket)
      const joined = await new Promise<{ data?: unknown }>((resolve) =>
        socket.on('connect', () => socket.emit('exam.join', { quizId: exam.id }, resolve)),
      )
      expect(joined.data).toBeDefined()
    }
    await join(first, (students[0] as { token: string }).token)
    await join(second, (students[1] as { token: string }).token)
    // The heartbeats carry the joins (every instance writes its own every few seconds).
    await Promise.all([first.services.heartbeat.beat(), second.services.heartbeat.beat()])

    const ids = [first.services.heartbeat.id, second.services.heartbeat.id]
    for (const asked of [first, second]) {
      const panel = await panelOf(asked)
      expect(panel.answeredBy).toBe(asked.services.heartbeat.id)
      expect(panel.instances.map((row) => row.id).sort()).toEqual([...ids].sort())
      for (const row of panel.instances)
        expect(row).toMatchObject({ status: 'alive', students: 1, exams: [{ examId: exam.id, students: 1 }] })
      expect(panel.totals).toMatchObject({ instances: 2, students: 2, sockets: 2 })
    }

    running.splice(running.indexOf(second), 1)
    await second.stop()
    const after = await panelOf(first)
    expect(after.instances.map((row) => row.id)).toEqual([first.services.heartbeat.id])
    expect(after.totals).toMatchObject({ instances: 1, students: 1 })
  })
})
