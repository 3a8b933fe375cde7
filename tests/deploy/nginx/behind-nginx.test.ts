import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import pg from 'pg'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../server/src/db/database'
import { buildExam, buildSignedInUser } from '../../../server/src/test-support/factories'
import {
  type CompiledInstance,
  ensureServerBuild,
  stagingEnv,
  startCompiled,
} from '../support/compiled-server'
import { type NginxProxy, nginxBinary, startNginx } from '../support/nginx-proxy'

/**
 * The scaled-out deployment of docker-compose.yml, for real but without Docker: two compiled
 * instances (node server/dist/main.js) on a fresh PostgreSQL database and one Redis, and Debian's
 * nginx in front running deploy/nginx.conf with the upstream addresses put in. Clients on different
 * loopback addresses (127.0.N.2) stand for people on different networks, and many clients on one
 * address for the students of one school behind its one public address: nginx spreads them over both
 * instances, and that address is what nginx forwards and the rate limits count.
 */
const adminUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL

/** An HTTP agent whose connections come from one loopback address: one "person" as nginx sees it. */
const from = (address: string) => new http.Agent({ localAddress: address, keepAlive: false })

interface Answer {
  status: number
  upstream: string
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests
  body: { code: number; msg: string; data: any }
}

describe.skipIf(!adminUrl || !redisUrl || !fs.existsSync(nginxBinary))(
  'behind nginx (deploy/nginx.conf)',
  () => {
    const dbName = `spell_nginx_${randomBytes(5).toString('hex')}`
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-nginx-'))
    let database: Database
    let instances: CompiledInstance[] = []
    let nginx: NginxProxy | undefined
    let proxyUrl = ''
    const sockets: Socket[] = []
    /** The public address of one school: every one of its students comes from it. */
    const school = '127.0.7.2'

    function request(
      address: string,
      method: string,
      apiPath: string,
      options: { body?: unknown; headers?: Record<string, string> } = {},
    ): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          `${proxyUrl}/api${apiPath}`,
          {
            method,
            agent: from(address),
            headers: { 'content-type': 'application/json', ...options.headers },
          },
          (res) => {
            let text = ''
            res.on('data', (chunk) => {
              text += chunk
            })
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                upstream: String(res.headers['x-upstream'] ?? ''),
                body: JSON.parse(text),
              }),
            )
          },
        )
        req.on('error', reject)
        req.end(options.body === undefined ? undefined : JSON.stringify(options.body))
      })
    }

    beforeAll(async () => {
      ensureServerBuild()
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`create database ${dbName}`)
      await admin.end()
      const url = new URL(adminUrl as string)
      url.pathname = `/${dbName}`
      const databaseUrl = url.toString()
      // Its own Redis namespace, so that rate limits and sessions of other runs never meet this one's.
      const env = stagingEnv({
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl as string,
        REDIS_PREFIX: `spell-nginx-${randomBytes(4).toString('hex')}:`,
        TRUST_PROXY: '1',
      })
      // The first migrates and seeds; the second starts on the migrated database (compose's order).
      const first = await startCompiled(env)
      instances = [first, await startCompiled(env)]
      database = await openDatabase({ databaseUrl, dataDir: '' })

      nginx = await startNginx(dir, [instances[0]?.port ?? 0, instances[1]?.port ?? 0])
      proxyUrl = nginx.url
    })

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect()
      await nginx?.stop()
      await Promise.all(instances.map((i) => i.stop()))
      await database?.close()
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`drop database if exists ${dbName} with (force)`)
      await admin.end()
      fs.rmSync(dir, { recursive: true, force: true })
    })

    const upstreamOf = (instance: CompiledInstance | undefined) => `127.0.0.1:${instance?.port}`
    const bothUpstreams = () => instances.map(upstreamOf).sort()
    const distinct = (values: string[]) => [...new Set(values)].sort()

    it('spreads the requests of one client address over both compiled instances', async () => {
      const answers: Answer[] = []
      for (let i = 0; i < 6; i++) answers.push(await request(school, 'GET', '/health'))
      expect(distinct(answers.map((a) => a.upstream))).toEqual(bothUpstreams())
      for (const answer of answers) expect(answer.body.data).toMatchObject({ database: 'ok', redis: 'ok' })
    })

    /** A student's WebSocket from the school's address, joined to the exam; records every push. */
    async function joinedStudent(token: string, examId: number) {
      const socket = connect(proxyUrl, {
        transports: ['websocket'],
        auth: { token },
        forceNew: true,
        // engine.io-client passes the agent to ws.
        agent: from(school) as unknown as string,
      })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      const pushes: string[] = []
      socket.on('exam.progress', (p: { phase: string; index: number }) =>
        pushes.push(`${p.phase}:${p.index}`),
      )
      expect((await socket.emitWithAck('exam.join', { quizId: examId })).data.phase).toBe('lobby')
      return { socket, pushes }
    }

    it("spreads a school's students on WebSockets over both instances, and each follows every press of the judge", async () => {
      const judge = await buildSignedInUser(database.db, 'judge')
      const students = await Promise.all(
        Array.from({ length: 8 }, () => buildSignedInUser(database.db, 'student')),
      )
      const { exam } = await buildExam(database.db, {
        seconds: 60,
        judgeIds: [judge.user.id],
        studentIds: students.map((s) => s.user.id),
      })
      const joined = []
      for (const student of students) joined.push(await joinedStudent(student.token, exam.id))
      for (const { socket } of joined) expect(socket.io.engine.transport.name).toBe('websocket')

      // The judge is in the same school: the presses land on either instance and reach every student.
      const pressUpstreams: string[] = []
      const press = async (type: string, fromIndex: number) => {
        const answer = await request(school, 'POST', '/judge/command', {
          body: { quizId: exam.id, type, fromIndex },
          headers: { authorization: judge.token },
        })
        pressUpstreams.push(answer.upstream)
        return answer.body.code
      }
      expect(await press('start', -1)).toBe(200)
      for (const { pushes } of joined) await expect.poll(() => pushes, { timeout: 5000 }).toEqual(['open:0'])
      expect(await press('end', 0)).toBe(200)
      for (const { pushes } of joined)
        await expect.poll(() => pushes.at(-1), { timeout: 5000 }).toMatch(/^ended:/)

      // nginx logs a WebSocket when it closes: each went to one instance, and both instances had some.
      for (const { socket } of joined) socket.disconnect()
      const upgrades = () =>
        (nginx as NginxProxy)
          .accessLog()
          .split('\n')
          .filter(
            (line) =>
              line.startsWith(`${school} `) && line.includes('transport=websocket') && / 101$/.test(line),
          )
          .map((line) => line.split(' ')[1] ?? '')
      await expect.poll(() => upgrades().length, { timeout: 5000 }).toBeGreaterThanOrEqual(joined.length)
      expect(distinct(upgrades())).toEqual(bothUpstreams())
      const student = students[0]
      // Where a WebSocket is blocked the page polls over HTTP, which either instance answers alike.
      const polls: Answer[] = []
      for (let i = 0; i < 4; i++)
        polls.push(
          await request(school, 'GET', `/formMatch/getProgress?quizId=${exam.id}`, {
            headers: { authorization: student?.token ?? '' },
          }),
        )
      expect(distinct(polls.map((p) => p.upstream))).toEqual(bothUpstreams())
      for (const poll of polls) expect(poll.body.data.phase).toBe('ended')
    })

    it('sends JSON answers compressed to a browser that takes gzip, and as they are to one that does not', async () => {
      const get = (headers: Record<string, string>) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get(`${proxyUrl}/api/web/getAreaTree`, { agent: from('127.0.30.2'), headers }, (res) => {
              const chunks: Buffer[] = []
              res.on('data', (chunk: Buffer) => chunks.push(chunk))
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
            })
            .on('error', reject)
        })
      const plain = await get({})
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(JSON.parse(plain.body.toString('utf8')).data.length).toBeGreaterThan(30)
      const gzip = await get({ 'accept-encoding': 'gzip' })
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(plain.body.toString('utf8'))
      expect(gzip.body.length).toBeLessThan(plain.body.length / 3)
    })

    it('limits each client address that nginx forwards on its own, whatever X-Forwarded-For the client sends', async () => {
      const [busy, other] = ['127.0.20.2', '127.0.21.2']
      // The captcha allows 60 a minute per client address, counted in Redis across the instances.
      const codes: number[] = []
      for (let i = 0; i < 61; i++) codes.push((await request(busy, 'GET', '/common/captcha')).body.code)
      expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true)
      expect(codes[60]).toBe(4029)
      // A forged X-Forwarded-For does not help: nginx appends the real address and the server takes that.
      const forged = await request(busy, 'GET', '/common/captcha', {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      })
      expect(forged.body.code).toBe(4029)
      // Another address is counted apart, even in the same /24.
      expect((await request(other, 'GET', '/common/captcha')).body.code).toBe(200)
      expect((await request('127.0.20.3', 'GET', '/common/captcha')).body.code).toBe(200)
    })
  },
)
