import { describe, expect, it } from 'vitest'
import { quizIdOf } from './judge-path'

describe('quizIdOf', () => {
  it('reads the exam id after /judge/', () => {
    expect(quizIdOf('12')).toBe(12)
    expect(quizIdOf('12/anything')).toBe(12)
  })

  it('is null for the list and for anything that is not an id', () => {
    for (const splat of [undefined, '', 'abc', '0', '-3', '1.5']) expect(quizIdOf(splat)).toBeNull()
  })
})
