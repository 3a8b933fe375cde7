import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../server/src/db/database'
import { buildExam, buildSignedInUser } from '../../../server/src/test-support/factories'
import {
  type CompiledInstance,
  ensureServerBuild,
  root,
  stagingEnv,
  startCompiled,
} from '../support/compiled-server'

/**
 * The scaled-out deployment of docker-compose.yml, for real but without Docker: two compiled
 * instances (node server/dist/main.js) on a fresh PostgreSQL database and one Redis, and Debian's
 * nginx in front running deploy/nginx.conf with the upstream addresses put in. Clients on different
 * loopback addresses (127.0.N.2) stand for people on different networks: nginx's ip_hash sends each
 * to one instance, and that address is what nginx forwards and the rate limits count.
 */
const adminUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
const nginxBinary = '/usr/sbin/nginx'

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** deploy/nginx.conf as compose mounts it, with the two upstream servers and the listen port of this test. */
function nginxConf(dir: string, port: number, upstreams: [number, number]): string {
  const app = fs
    .readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/server app1:3000/, `server 127.0.0.1:${upstreams[0]}`)
    .replace(/server app2:3000/, `server 127.0.0.1:${upstreams[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  if (!app.includes(`127.0.0.1:${upstreams[1]}`) || !app.includes(`listen 127.0.0.1:${port}`))
    throw new Error('deploy/nginx.conf no longer has "server app1:3000", "server app2:3000" and "listen 80;"')
  fs.writeFileSync(path.join(dir, 'app.conf'), app)
  // The main context nginx's own nginx.conf would give; the response names its upstream for the checks.
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  log_format upstream '$remote_addr $upstream_addr "$request" $status';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header X-Upstream $upstream_addr always;
  include ${dir}/app.conf;
}
`
}

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
    let nginx: ReturnType<typeof spawn> | undefined
    let proxyUrl = ''
    const sockets: Socket[] = []
    /** Client addresses that nginx's ip_hash sends to the first and to the second instance. */
    const addressOf: Record<string, string> = {}

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

      const port = await freePort()
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        nginxConf(dir, port, [instances[0]?.port ?? 0, instances[1]?.port ?? 0]),
      )
      nginx = spawn(nginxBinary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' })
      proxyUrl = `http://127.0.0.1:${port}`
      for (let tries = 0; ; tries++) {
        const status = await fetch(`${proxyUrl}/api/health`).then(
          (r) => r.status,
          () => 0,
        )
        if (status === 200) break
        if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx does not answer (${status})`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }

      // ip_hash keys on the first three octets of the client's address: find one per instance.
      for (let n = 0; n < 64 && Object.keys(addressOf).length < 2; n++) {
        const address = `127.0.${n}.2`
        const { upstream } = await request(address, 'GET', '/health')
        addressOf[upstream] ??= address
      }
    })

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect()
      nginx?.kill('SIGQUIT')
      await Promise.all(instances.map((i) => i.stop()))
      await database?.close()
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`drop database if exists ${dbName} with (force)`)
      await admin.end()
      fs.rmSync(dir, { recursive: true, force: true })
    })

    const upstreamOf = (instance: CompiledInstance | undefined) => `127.0.0.1:${instance?.port}`
    const clientOf = (instance: CompiledInstance | undefined) => {
      const address = addressOf[upstreamOf(instance)]
      if (!address) throw new Error(`no client address that ip_hash sends to ${upstreamOf(instance)}`)
      return address
    }

    it('balances clients over both compiled instances and sends each client to one of them', async () => {
      expect(Object.keys(addressOf).sort()).toEqual(instances.map(upstreamOf).sort())
      for (const instance of instances) {
        const answers = await Promise.all([1, 2, 3].map(() => request(clientOf(instance), 'GET', '/health')))
        for (const answer of answers) {
          expect(answer.upstream).toBe(upstreamOf(instance))
          expect(answer.body.data).toMatchObject({ database: 'ok', redis: 'ok' })
        }
      }
    })

    async function judgeAndStudent() {
      const judge = await buildSignedInUser(database.db, 'judge')
      const student = await buildSignedInUser(database.db, 'student')
      const { exam } = await buildExam(database.db, {
        seconds: 60,
        judgeIds: [judge.user.id],
        studentIds: [student.user.id],
      })
      return { judge, student, exam }
    }

    async function followPresses(transports: ('websocket' | 'polling')[]) {
      const [studentSide, judgeSide] = instances
      const { judge, student, exam } = await judgeAndStudent()
      const socket = connect(proxyUrl, {
        transports,
        upgrade: false,
        auth: { token: student.token },
        forceNew: true,
        // engine.io-client passes the agent to ws and to its Node XMLHttpRequest.
        agent: from(clientOf(studentSide)) as unknown as string,
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
      expect((await socket.emitWithAck('exam.join', { quizId: exam.id })).data.phase).toBe('lobby')

      // The judge's presses reach the other instance; the student's learns of them through Redis.
      const press = async (type: string, fromIndex: number) => {
        const answer = await request(clientOf(judgeSide), 'POST', '/judge/command', {
          body: { quizId: exam.id, type, fromIndex },
          headers: { authorization: judge.token },
        })
        expect(answer.upstream).toBe(upstreamOf(judgeSide))
        return answer.body.code
      }
      expect(await press('start', -1)).toBe(200)
      await expect.poll(() => pushes, { timeout: 5000 }).toEqual(['open:0'])
      expect(await press('end', 0)).toBe(200)
      await expect.poll(() => pushes.at(-1), { timeout: 5000 }).toMatch(/^ended:/)
      return socket
    }

    it("lets a student on a WebSocket through nginx follow a judge's presses made on the other instance", async () => {
      const socket = await followPresses(['websocket'])
      expect(socket.io.engine.transport.name).toBe('websocket')
    })

    it('serves the long-polling transport through nginx, every request of the session on one instance', async () => {
      const socket = await followPresses(['polling'])
      expect(socket.io.engine.transport.name).toBe('polling')
      const sid = socket.io.engine.id
      const log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n')
      const polls = log.filter((line) => line.includes('/socket.io/') && line.includes(`sid=${sid}`))
      // The handshake, the join, several long polls and their answers: all on the student's instance.
      expect(polls.length).toBeGreaterThan(3)
      for (const line of polls) expect(line).toContain(` ${upstreamOf(instances[0])} `)
      expect(polls.filter((line) => / 400$/.test(line))).toEqual([])
    })

    it('limits each client address that nginx forwards on its own, whatever X-Forwarded-For the client sends', async () => {
      const [busy, other] = [clientOf(instances[0]), clientOf(instances[1])]
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
      // Another address is counted apart, on either instance.
      expect((await request(other, 'GET', '/common/captcha')).body.code).toBe(200)
      const sameInstanceOther = `127.0.${Number(busy.split('.')[2])}.3`
      expect((await request(sameInstanceOther, 'GET', '/common/captcha')).body.code).toBe(200)
    })
  },
)
