import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { argon2Queue, checkPassword, hashPassword } from './passwords'

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
