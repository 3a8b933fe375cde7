import { describe, expect, it } from 'vitest'
import { formatMmSs } from './exam-clock'

describe('formatMmSs', () => {
  it('writes minutes and seconds with two digits each', () => {
    expect(formatMmSs(0)).toBe('00:00')
    expect(formatMmSs(59)).toBe('00:59')
    expect(formatMmSs(120)).toBe('02:00')
    expect(formatMmSs(30 * 60)).toBe('30:00')
    expect(formatMmSs(125 * 60 + 7)).toBe('125:07')
    expect(formatMmSs(-3)).toBe('00:00')
  })
})
