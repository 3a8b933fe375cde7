import { describe, expect, it } from 'vitest'
import { lastMinuteSaves } from './last-minute'

describe('the saves of the last minute', () => {
  it('counts the saves and failures of the 60 seconds before the reading, and forgets older ones', () => {
    let at = 1_000_000
    const window = lastMinuteSaves(() => at)
    expect(window.read()).toEqual({ saves: 0, errors: 0, p50Ms: null, p99Ms: null })
    for (let ms = 1; ms <= 100; ms++) window.acknowledged(ms)
    window.failed()
    expect(window.read()).toEqual({ saves: 100, errors: 1, p50Ms: 50, p99Ms: 99 })

    at += 30_000
    window.acknowledged(500)
    window.failed()
    expect(window.read()).toMatchObject({ saves: 101, errors: 2, p99Ms: 100 })

    // A minute after the first ones, only the later save and failure remain.
    at += 30_000
    expect(window.read()).toEqual({ saves: 1, errors: 1, p50Ms: 500, p99Ms: 500 })
    at += 60_000
    expect(window.read()).toEqual({ saves: 0, errors: 0, p50Ms: null, p99Ms: null })
  })

  it('counts every save of a busy second while it keeps a sample of their times', () => {
    const window = lastMinuteSaves(() => 5_000)
    for (let i = 0; i < 10_000; i++) window.acknowledged(i % 2 === 0 ? 10 : 20)
    const read = window.read()
    expect(read.saves).toBe(10_000)
    expect(read.p99Ms).toBe(20)
    expect([10, 20]).toContain(read.p50Ms)
  })
})
