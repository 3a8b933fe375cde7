import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { argon2Queue, checkPassword, hashPassword, holdPasswordChecks } from './passwords'

describe('password checks', () => {
  it('run a core fewer than the machine has at once, the others waiting their turn, and answer each one', async () => {
    const stored = await hashPassword('Right#2024')
    const atOnce = Math.max(1, os.availableParallelism() - 1)
    const guesses = Array.from({ length: atOnce + 4 }, (_, index) => (index % 2 ? 'Right#2024' : 'wrong'))
    const answers = Promise.all(guesses.map((guess) => checkPassword(stored, guess)))
    expect(argon2Queue()).toEqual({ running: atOnce, waiting: 4 })
    expect(await answers).toEqual(guesses.map((guess) => guess === 'Right#2024'))
    expect(argon2Queue()).toEqual({ running: 0, waiting: 0 })
  })
})

describe('a live push', () => {
  it('holds the checks not yet started for the time it takes, then answers each', async () => {
    const stored = await hashPassword('Right#2024')
    const heldAt = Date.now()
    holdPasswordChecks(300)
    const guesses = ['Right#2024', 'wrong', 'Right#2024']
    const answers = guesses.map((guess) =>
      checkPassword(stored, guess).then((ok) => ({ ok, after: Date.now() - heldAt })),
    )
    const results = await Promise.all(answers)
    expect(results.map((result) => result.ok)).toEqual([true, false, true])
    expect(Math.min(...results.map((result) => result.after))).toBeGreaterThanOrEqual(295)
  })
})
