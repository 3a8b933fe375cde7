import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/src/db/database'
import { buildCertificate, buildSignedInUser } from '../../server/src/test-support/factories'

/**
 * Two real server processes sharing one PostgreSQL database and one Redis: what one instance emits or
 * stores, the other's clients see. Needs both services, so it runs in CI (.ci/run sets the URLs).
 */
const adminUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
const root = path.resolve(import.meta.dirname, '../..')

interface Instance {
  url: string
  process: ChildProcess
}

function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const port = output.match(/http:\/\/localhost:(\d+)/)?.[1]
      if (port) resolve({ url: `http://127.0.0.1:${port}`, process: child })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)))
  })
}

const get = async (instance: Instance, apiPath: string) => {
  const response = await fetch(`${instance.url}/api${apiPath}`)
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests
  return (await response.json()) as { code: number; msg: string; data: any }
}

describe.skipIf(!adminUrl || !redisUrl)('two instances behind one Redis', () => {
  const dbName = `spell_multi_${randomBytes(5).toString('hex')}`
  let databaseUrl: string
  let database: Database
  let redis: Redis
  let a: Instance
  let b: Instance
  const sockets: Socket[] = []

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    await admin.end()
    const url = new URL(adminUrl as string)
    url.pathname = `/${dbName}`
    databaseUrl = url.toString()
    // Both start at once: the migration lock lets one migrate while the other waits.
    ;[a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)])
    database = await openDatabase({ databaseUrl, dataDir: '' })
    redis = new Redis(redisUrl as string)
  })

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    for (const instance of [a, b]) instance?.process.kill('SIGTERM')
    await database?.close()
    await redis?.quit()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.end()
  })

  it('reports Redis as up on both instances', async () => {
    for (const instance of [a, b])
      expect((await get(instance, '/health')).data).toMatchObject({ database: 'ok', redis: 'ok' })
  })

  it('delivers a notice sent through one instance to a page connected to the other', async () => {
    const { token } = await buildSignedInUser(database.db, 'committee')
    const socket = connect(b.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    const received = new Promise((resolve) => socket.once('site.notice', resolve))
    const response = await fetch(`${a.url}/api/admin/notice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ message: '跨实例通知 / cross-instance notice' }),
    })
    expect(((await response.json()) as { code: number }).code).toBe(200)
    expect(await received).toMatchObject({ message: '跨实例通知 / cross-instance notice' })
  })

  it('checks on one instance a captcha drawn on the other', async () => {
    await buildCertificate(database.db, { code: 'MULTI-0001', holderName: '王芳' })
    const captcha = await get(a, '/common/captcha')
    const text = await redis.get(`spell:captcha:${captcha.data.captchaId}`)
    expect(text).toMatch(/^[A-Z0-9]{4}$/)
    const answer = await get(
      b,
      `/common/queryByCode?code=MULTI-0001&captcha=${text}&captchaId=${captcha.data.captchaId}`,
    )
    expect(answer).toMatchObject({ code: 200, data: { name: '王芳' } })
  })

  it('stops gracefully on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => a.process.once('exit', resolve))
    a.process.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
