import { describe, expect, it } from 'vitest'
import { formatGrades } from './format-grades'

describe('formatGrades', () => {
  it('joins consecutive grades into ranges', () => {
    expect(formatGrades('1,2,3,4,7', 'zh')).toBe('一年级–四年级、七年级')
    expect(formatGrades('9,10,11,12', 'en')).toBe('Grade 9–Senior 3')
  })

  it('ignores order, repeats, blanks and unknown grades', () => {
    expect(formatGrades('3, 1,2,2,13,', 'en')).toBe('Grade 1–Grade 3')
    expect(formatGrades('', 'zh')).toBe('')
  })

  it('names a single grade on its own', () => {
    expect(formatGrades('5', 'zh')).toBe('五年级')
  })
})
