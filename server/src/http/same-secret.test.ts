import { describe, expect, it } from 'vitest'
import { sameSecret } from './same-secret'

describe('sameSecret', () => {
  it('is true only for the very same text', () => {
    expect(sameSecret('4f1c9a0e', '4f1c9a0e')).toBe(true)
    expect(sameSecret('4f1c9a0e', '4f1c9a0f')).toBe(false)
    expect(sameSecret('4f1c9a0e', '4F1C9A0E')).toBe(false)
  })

  it('compares texts of different lengths without throwing', () => {
    expect(sameSecret('', 'secret')).toBe(false)
    expect(sameSecret('secret-and-more', 'secret')).toBe(false)
    expect(sameSecret('验证码', '验证码')).toBe(true)
  })
})
