import { describe, expect, it, vi } from 'vitest'
import { memoryStore } from '../../kv/key-value-store'
import { codeLimits } from './code-limits'
import { checkCode, issueCode } from './codes.service'

const clock = () => {
  let now = Date.UTC(2026, 10, 22, 8)
  return { now: () => now, advance: (ms: number) => (now += ms) }
}
const request = (target = '13900000001', clientAddress = '10.0.0.1') => ({
  target,
  codeType: 1,
  clientAddress,
})

describe('one-time codes', () => {
  it('are 6 random digits kept only as a hash', async () => {
    const store = memoryStore()
    const code = await issueCode(store, request())
    expect(code).toMatch(/^\d{6}$/)
    const kept = await store.get('code:1:13900000001')
    expect(kept).toMatch(/^[0-9a-f]{64}$/)
    expect(kept).not.toContain(code)
  })

  it('are spent by the first right answer', async () => {
    const store = memoryStore()
    const code = await issueCode(store, request())
    expect(await checkCode(store, { target: '13900000001', codeType: 1, code })).toBe(true)
    expect(await checkCode(store, { target: '13900000001', codeType: 1, code })).toBe(false)
  })

  it('belong to one purpose and one target', async () => {
    const store = memoryStore()
    const code = await issueCode(store, request())
    expect(await checkCode(store, { target: '13900000001', codeType: 9, code })).toBe(false)
    expect(await checkCode(store, { target: '13900000002', codeType: 1, code })).toBe(false)
    expect(await checkCode(store, { target: '13900000001', codeType: 1, code })).toBe(true)
  })

  it('expire after 5 minutes', async () => {
    const time = clock()
    const store = memoryStore(time.now)
    const code = await issueCode(store, request())
    time.advance(5 * 60_000 + 1)
    expect(await checkCode(store, { target: '13900000001', codeType: 1, code })).toBe(false)
  })

  it('are void after 5 wrong tries, even for the right code', async () => {
    const store = memoryStore()
    const code = await issueCode(store, request())
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expect(await checkCode(store, { target: '13900000001', codeType: 1, code: wrong })).toBe(false)
    expect(await checkCode(store, { target: '13900000001', codeType: 1, code })).toBe(false)
  })

  it('are sent at most once a minute to one target', async () => {
    const time = clock()
    const store = memoryStore(time.now)
    await issueCode(store, request())
    await expect(issueCode(store, request())).rejects.toMatchObject({
      code: 4029,
      messageKey: 'code.tooSoon',
    })
    time.advance(60_001)
    await expect(issueCode(store, request())).resolves.toMatch(/^\d{6}$/)
  })

  it('stop for the day after 10 to one target or the daily allowance of one client address', async () => {
    const time = clock()
    const store = memoryStore(time.now)
    for (let i = 0; i < 10; i++) {
      await issueCode(store, request())
      time.advance(61_000)
    }
    await expect(issueCode(store, request())).rejects.toMatchObject({ messageKey: 'code.dailyLimit' })

    const shared = memoryStore(time.now)
    for (let i = 0; i < codeLimits.perDay; i++)
      await issueCode(shared, request(`1390000${String(i).padStart(4, '0')}`))
    await expect(issueCode(shared, request('13911112222'))).rejects.toMatchObject({
      messageKey: 'code.addressDailyLimit',
    })
    // An address the committee raised gets its own, larger allowance; other addresses are untouched.
    const raised = { ...request('13911114444'), clientDailyLimit: codeLimits.perDay + 5 }
    await expect(issueCode(shared, raised)).resolves.toMatch(/^\d{6}$/)
    await expect(issueCode(shared, request('13911113333', '10.0.0.2'))).resolves.toMatch(/^\d{6}$/)
  })

  it('start their day again at midnight in China, eight hours before midnight UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.parse('2026-11-22T15:40:00Z')) // 23:40 in China
      const store = memoryStore()
      for (let i = 0; i < 10; i++) {
        await issueCode(store, request())
        vi.setSystemTime(Date.now() + 61_000)
      }
      await expect(issueCode(store, request())).rejects.toMatchObject({ messageKey: 'code.dailyLimit' })
      vi.setSystemTime(Date.parse('2026-11-22T16:00:30Z')) // 00:00:30 the next day in China
      await expect(issueCode(store, request())).resolves.toMatch(/^\d{6}$/)
    } finally {
      vi.useRealTimers()
    }
  })
})
