import type { Redis } from 'ioredis'

/**
 * Short-lived values: captchas, one-time codes, counters. In memory for one instance; in Redis when
 * REDIS_URL is set, so that any instance can check what another issued.
 */
export interface KeyValueStore {
  set(key: string, value: string, ttlSeconds: number): Promise<void>
  get(key: string): Promise<string | null>
  /** Reads and deletes in one step, so a value can be used only once. */
  take(key: string): Promise<string | null>
  /** Sets only when the key is free; true when it was set. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>
  /**
   * Adds `by` (one unless told, negative to give some back); a new counter starts at `by` and lives
   * `ttlSeconds`.
   */
  increment(key: string, ttlSeconds: number, by?: number): Promise<number>
  delete(key: string): Promise<void>
  close(): Promise<void>
}

export function memoryStore(now: () => number = Date.now): KeyValueStore {
  const values = new Map<string, { value: string; expiresAt: number }>()
  const live = (key: string) => {
    const item = values.get(key)
    if (item && item.expiresAt <= now()) values.delete(key)
    return values.get(key)
  }
  const sweep = setInterval(() => {
    for (const key of values.keys()) live(key)
  }, 60_000)
  sweep.unref()
  return {
    async set(key, value, ttlSeconds) {
      values.set(key, { value, expiresAt: now() + ttlSeconds * 1000 })
    },
    async get(key) {
      return live(key)?.value ?? null
    },
    async take(key) {
      const value = live(key)?.value ?? null
      values.delete(key)
      return value
    },
    async setIfAbsent(key, value, ttlSeconds) {
      if (live(key)) return false
      values.set(key, { value, expiresAt: now() + ttlSeconds * 1000 })
      return true
    },
    async increment(key, ttlSeconds, by = 1) {
      const item = live(key)
      const count = Number(item?.value ?? 0) + by
      values.set(key, { value: String(count), expiresAt: item?.expiresAt ?? now() + ttlSeconds * 1000 })
      return count
    },
    async delete(key) {
      values.delete(key)
    },
    async close() {
      clearInterval(sweep)
      values.clear()
    },
  }
}

export function redisStore(redis: Redis, prefix: string): KeyValueStore {
  return {
    async set(key, value, ttlSeconds) {
      await redis.set(prefix + key, value, 'EX', ttlSeconds)
    },
    get: (key) => redis.get(prefix + key),
    take: (key) => redis.getdel(prefix + key),
    async setIfAbsent(key, value, ttlSeconds) {
      return (await redis.set(prefix + key, value, 'EX', ttlSeconds, 'NX')) === 'OK'
    },
    async increment(key, ttlSeconds, by = 1) {
      const [[, count]] = (await redis
        .multi()
        .incrby(prefix + key, by)
        .expire(prefix + key, ttlSeconds, 'NX')
        .exec()) as [[unknown, number]]
      return count
    },
    async delete(key) {
      await redis.del(prefix + key)
    },
    async close() {},
  }
}
