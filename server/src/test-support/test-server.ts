import { randomBytes, randomInt } from 'node:crypto'
import type { DestinationStream } from 'pino'
import { readConfig } from '../config'
import { resendKey } from '../modules/codes/codes.service'
import type { ExamClock } from '../modules/exams/exam-clock'
import { type RunningServer, startServer } from '../server'
import { migratedDatabase, migratedTemplate } from './migrated-database'
import { throwawayDatabase } from './throwaway-database'

/**
 * A real server on a free port for one test file: a fresh in-memory PGlite by default (started from a
 * migrated copy), or, when DATABASE_URL is set (CI), a new database on that PostgreSQL server, dropped
 * afterwards. With `examClock` (a testClock) the live semi-final runs on time the test moves; with
 * `logDestination` (and LOG_LEVEL in `env`) the log goes there.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { examClock?: ExamClock; logDestination?: DestinationStream } = {},
) {
  const adminUrl = process.env.DATABASE_URL
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (adminUrl) {
    const created = await throwawayDatabase(
      adminUrl,
      `spell_test_${randomBytes(6).toString('hex')}`,
      await migratedTemplate(adminUrl),
    )
    databaseUrl = created.url
    dropDatabase = created.drop
  }
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: '0',
    // The suites are written against the specification's last season and its calendar.
    FIRST_SEASON: '2024~2025',
    TRUST_PROXY: '1',
    // Uploads go to a temporary folder of this process on either database.
    DATA_DIR: 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  })
  config.redisKeyPrefix = `spell-test-${randomBytes(4).toString('hex')}:`
  const databaseCopy = databaseUrl ? undefined : await migratedDatabase()
  const server: RunningServer = await startServer(config, { ...options, databaseCopy })
  return {
    ...server,
    db: server.services.db,
    async stop() {
      await server.stop()
      await dropDatabase()
    },
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** Calls the API like the client does and returns the envelope and the response headers. */
export async function call(
  server: { url: string },
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const url = new URL(`/api${path}`, server.url)
  if (method === 'GET') for (const [k, v] of Object.entries(input)) url.searchParams.append(k, String(v))
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'POST' ? JSON.stringify(input) : undefined,
  })
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests
  const body = (await response.json()) as { code: number; msg: string; data: any }
  return { status: response.status, headers: response.headers, ...body }
}

/** A different client address for each call (the test server trusts one proxy hop). */
export const fromAnotherClient = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
})

/**
 * Sends a code the way the pages do and reads it back from the development outbox. The minute between
 * two codes to one target is waited out by removing its marker, as if the time had passed.
 */
export async function codeFor(server: TestServer, target: string, codeType: number) {
  await server.services.store.delete(resendKey(target))
  const isMail = target.includes('@')
  const sent = isMail
    ? await call(server, 'POST', '/mail/sendMail', { mail: target, codeType }, fromAnotherClient())
    : await call(
        server,
        'POST',
        '/common/smsVerificationCode',
        { phone: target, codeType },
        fromAnotherClient(),
      )
  if (sent.code !== 200) throw new Error(`code not sent to ${target}: ${sent.msg}`)
  const outbox = await call(server, 'GET', '/dev/outbox', { to: target })
  const code = outbox.data[0]?.code as string | undefined
  if (!code) throw new Error(`no code in the outbox for ${target}`)
  return code
}
