import { Redis } from 'ioredis'
import pg from 'pg'

/** The Redis the benches' instances share (--instances=2): each run keeps its keys under its own prefix. */
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Redis's own CPU (user + system, ms) and the commands it has processed since it started. */
export interface RedisReading {
  cpuMs: number
  commands: number
}

export async function openRedis() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
  return redis
}

const field = (info: string, name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1])

/** INFO cpu and INFO stats; the INFO calls themselves add two commands, which the deltas subtract. */
export async function readRedis(redis: Redis): Promise<RedisReading> {
  const cpu = await redis.info('cpu')
  const stats = await redis.info('stats')
  return {
    cpuMs: Math.round((field(cpu, 'used_cpu_user') + field(cpu, 'used_cpu_sys')) * 1000),
    commands: field(stats, 'total_commands_processed'),
  }
}

export const redisDelta = (before: RedisReading, after: RedisReading): RedisReading => ({
  cpuMs: after.cpuMs - before.cpuMs,
  commands: after.commands - before.commands - 2,
})

/** Deletes the run's keys (its prefix), a page of SCAN at a time. */
export async function dropRedisKeys(redis: Redis, prefix: string) {
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
    if (keys.length > 0) await redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
}

/**
 * Transactions committed in one database so far (pg_stat_database.xact_commit). A fresh connection
 * each time: a session keeps its statistics snapshot until its transaction ends, and PostgreSQL
 * publishes a backend's counts within about a second, so read it a second after the work.
 */
export async function pgCommits(databaseUrl: string) {
  const name = databaseUrl.split('/').pop() as string
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query<{ xact_commit: string }>(
      'select xact_commit from pg_stat_database where datname = $1',
      [name],
    )
    return Number(result.rows[0]?.xact_commit ?? Number.NaN)
  } finally {
    await client.end()
  }
}
