import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../http/app-error'
import { type KeyValueStore, memoryStore, redisStore } from '../../kv/key-value-store'
import { hashPassword } from '../auth/passwords'
import { forgetFailures, MAX_FAILURES, verifyPassword } from './credentials'

const redisUrl = process.env.REDIS_URL
const stores: [string, () => { store: KeyValueStore; close: () => Promise<void> }][] = [
  ['memory', () => ({ store: memoryStore(), close: async () => {} })],
]
if (redisUrl)
  stores.push([
    'Redis',
    () => {
      const redis = new Redis(redisUrl)
      const store = redisStore(redis, `spell-test-${randomBytes(4).toString('hex')}:`)
      return { store, close: async () => void (await redis.quit()) }
    },
  ])

/** The result code of an attempt: 200 when the password is accepted. */
const attempt = (...args: Parameters<typeof verifyPassword>) =>
  verifyPassword(...args).then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.code : Promise.reject(error)),
  )

let passwordHash: string
let userSeq = 0
beforeAll(async () => {
  passwordHash = await hashPassword('Right-2026')
})

describe.each(stores)('wrong passwords counted in the %s store', (_name, open) => {
  const { store, close } = open()
  afterAll(close)
  // Distinct accounts and identifiers per test, so that a Redis shared by runs never mixes them.
  const account = () => {
    const userId = 1_000_000 + ++userSeq + Math.floor(Math.random() * 1e6)
    return {
      byPhone: { identifier: `139${String(userId).padStart(8, '0')}`, userId },
      byEmail: { identifier: `student${userId}@family.cn`, userId },
      byName: { identifier: `Student ${userId}`, userId },
    }
  }

  it('locks the account after five wrong passwords, whichever identifier is typed next', async () => {
    const { byPhone, byEmail, byName } = account()
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(await attempt(store, byPhone, passwordHash, 'wrong-one')).toBe(4003)
    expect(await attempt(store, byEmail, passwordHash, 'Right-2026')).toBe(4029)
    expect(await attempt(store, byName, passwordHash, 'Right-2026')).toBe(4029)
  })

  it('adds up wrong passwords typed under different identifiers of one account', async () => {
    const { byPhone, byEmail, byName } = account()
    for (const target of [byPhone, byEmail, byName, byPhone, byEmail])
      expect(await attempt(store, target, passwordHash, 'wrong-one')).toBe(4003)
    expect(await attempt(store, byName, passwordHash, 'Right-2026')).toBe(4029)
  })

  it('clears the count on a right password and after a reset', async () => {
    const { byPhone, byEmail } = account()
    for (let i = 0; i < MAX_FAILURES - 1; i++) await attempt(store, byPhone, passwordHash, 'wrong-one')
    expect(await attempt(store, byEmail, passwordHash, 'Right-2026')).toBe(200)
    for (let i = 0; i < MAX_FAILURES; i++) await attempt(store, byPhone, passwordHash, 'wrong-one')
    expect(await attempt(store, byEmail, passwordHash, 'Right-2026')).toBe(4029)
    await forgetFailures(store, byEmail.userId)
    expect(await attempt(store, byPhone, passwordHash, 'Right-2026')).toBe(200)
  })

  it('counts an identifier of no account by itself, answering as for a wrong password', async () => {
    const ghost = { identifier: `ghost${randomBytes(3).toString('hex')}@family.cn`, userId: undefined }
    const other = { identifier: `other${randomBytes(3).toString('hex')}@family.cn`, userId: undefined }
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(await attempt(store, ghost, undefined, 'Right-2026')).toBe(4003)
    // Typed in another case, it is the same identifier.
    expect(
      await attempt(store, { ...ghost, identifier: ghost.identifier.toUpperCase() }, undefined, 'x'),
    ).toBe(4029)
    expect(await attempt(store, other, undefined, 'Right-2026')).toBe(4003)
  })

  it('gives the count back for an attempt refused before its password is checked', async () => {
    const { byPhone } = account()
    const refused = new AppError('captchaWrong', 'auth.captchaRequired')
    const refuse = async () => {
      throw refused
    }
    for (let i = 0; i < MAX_FAILURES + 3; i++)
      await expect(
        verifyPassword(store, byPhone, passwordHash, 'wrong-one', { whenTurnComes: refuse }),
      ).rejects.toBe(refused)
    expect(await attempt(store, byPhone, passwordHash, 'Right-2026')).toBe(200)
  })

  it('lets no more than five of many parallel guesses be checked', async () => {
    const { byPhone } = account()
    const codes = await Promise.all(
      Array.from({ length: 12 }, () => attempt(store, byPhone, passwordHash, 'wrong-one')),
    )
    expect(codes.filter((code) => code === 4003)).toHaveLength(MAX_FAILURES)
    expect(codes.filter((code) => code === 4029)).toHaveLength(12 - MAX_FAILURES)
  })
})
