import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/src/config'
import { codeLimits } from '../../server/src/modules/codes/code-limits'
import { type RunningServer, startServer } from '../../server/src/server'
import { buildSignedInUser } from '../../server/src/test-support/factories'
import { call } from '../../server/src/test-support/test-server'

/**
 * Two sites sharing one Redis, told apart by REDIS_PREFIX: one site's codes, rate limits and
 * broadcasts never reach the other. Site A runs two instances (same prefix), which must share them,
 * so the test also sees that what it looks for does travel through Redis.
 */
const redisUrl = process.env.REDIS_URL
if (!redisUrl) console.info('redis-prefix: skipped, REDIS_URL is not set (npm run test:server in CI sets it)')

const startSite = (prefix: string) =>
  startServer(
    readConfig({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      DATA_DIR: 'memory://',
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: prefix,
    }),
  )

const sendCode = (server: RunningServer, phone: string, clientAddress: string) =>
  call(
    server,
    'POST',
    '/common/smsVerificationCode',
    { phone, codeType: 5 },
    { 'x-forwarded-for': clientAddress },
  )

const phone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

describe.skipIf(!redisUrl)('two sites on one Redis with different REDIS_PREFIX', () => {
  const run = randomBytes(4).toString('hex')
  const prefixA = `site-a-${run}:`
  const prefixB = `site-b-${run}:`
  let a1: RunningServer
  let a2: RunningServer
  let b: RunningServer
  let redis: Redis
  const sockets: Socket[] = []

  beforeAll(async () => {
    ;[a1, a2, b] = await Promise.all([startSite(prefixA), startSite(prefixA), startSite(prefixB)])
    redis = new Redis(redisUrl as string)
  }, 60_000)

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect()
    if (redis) {
      const keys = await redis.keys(`site-?-${run}:*`)
      if (keys.length) await redis.del(...keys)
      redis.disconnect()
    }
    await Promise.all([a1?.stop(), a2?.stop(), b?.stop()])
  })

  it('keeps one-time codes apart: a code just sent on one site does not hold up the other', async () => {
    const to = phone()
    expect((await sendCode(a1, to, '10.1.0.1')).code).toBe(200)
    // The other instance of the same site knows the code was just sent (the minute between codes).
    expect((await sendCode(a2, to, '10.1.0.2')).code).toBe(4029)
    expect((await sendCode(b, to, '10.1.0.3')).code).toBe(200)
    expect(await redis.exists(`${prefixA}code-sent:${to}`)).toBe(1)
    expect(await redis.exists(`${prefixB}code-sent:${to}`)).toBe(1)
  })

  it('counts rate limits per site', async () => {
    const address = `10.2.${Math.floor(Math.random() * 250)}.9`
    for (let i = 0; i < codeLimits.perMinute.limit; i++)
      expect((await sendCode(i % 2 ? a1 : a2, phone(), address)).code).toBe(200)
    expect((await sendCode(a1, phone(), address)).code).toBe(4029)
    expect((await sendCode(a2, phone(), address)).code).toBe(4029)
    expect((await sendCode(b, phone(), address)).code).toBe(200)
    expect(await redis.keys(`${prefixA}rl:codes:*`)).not.toEqual([])
  })

  it('broadcasts to the instances of its own site only', async () => {
    const listen = async (server: RunningServer) => {
      const socket = connect(server.url, { transports: ['websocket'], forceNew: true })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      const heard: string[] = []
      socket.on('site.notice', ({ message }: { message: string }) => heard.push(message))
      return heard
    }
    const [onA2, onB] = await Promise.all([listen(a2), listen(b)])
    const committee = await buildSignedInUser(a1.services.db, 'committee')
    const sent = await call(
      a1,
      'POST',
      '/admin/notice',
      { message: '明日 9:00 复选赛 Re-selection round at 9:00 tomorrow' },
      { authorization: committee.token },
    )
    expect(sent.code).toBe(200)
    await expect
      .poll(() => onA2, { timeout: 5000 })
      .toEqual(['明日 9:00 复选赛 Re-selection round at 9:00 tomorrow'])
    // Site B's adapter listens on its own channels; give a stray message time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(onB).toEqual([])
    const channels = await redis.pubsub('CHANNELS', `site-?-${run}:socket.io*`)
    expect(channels.some((c) => String(c).startsWith(`${prefixA}socket.io`))).toBe(true)
    expect(channels.some((c) => String(c).startsWith(`${prefixB}socket.io`))).toBe(true)
  })
})
