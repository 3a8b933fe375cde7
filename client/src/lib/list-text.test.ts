import { describe, expect, it } from 'vitest'
import { listText } from './list-text'

describe('listText', () => {
  it('joins with 、 in Chinese and a comma in English, with no "and"', () => {
    expect(listText(['一年级', '三年级', '五年级'], 'zh')).toBe('一年级、三年级、五年级')
    expect(listText(['Grade 1', 'Grade 3', 'Grade 5'], 'en')).toBe('Grade 1, Grade 3, Grade 5')
  })

  it('leaves one item as it is and no item empty', () => {
    expect(listText(['Grade 1'], 'en')).toBe('Grade 1')
    expect(listText([], 'zh')).toBe('')
  })
})
