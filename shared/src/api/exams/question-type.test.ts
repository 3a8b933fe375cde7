import { describe, expect, it } from 'vitest'
import { bilingualType, questionTypeIn, questionTypes } from './question-type'

describe('questionTypeIn', () => {
  it('shows each language its half of a bilingual type', () => {
    const type = '英文释义与例句 / English meaning and sentence'
    expect(questionTypeIn(type, 'zh')).toBe('英文释义与例句')
    expect(questionTypeIn(type, 'en')).toBe('English meaning and sentence')
  })

  it('translates a known Chinese type typed alone, and leaves any other text as typed', () => {
    expect(questionTypeIn('听写', 'en')).toBe('Dictation')
    expect(questionTypeIn('听写', 'zh')).toBe('听写')
    expect(questionTypeIn('看图识字', 'en')).toBe('看图识字')
  })

  it('reads back every type the dialog offers', () => {
    for (const type of questionTypes) {
      expect(questionTypeIn(bilingualType(type), 'zh')).toBe(type.zh)
      expect(questionTypeIn(bilingualType(type), 'en')).toBe(type.en)
    }
  })
})
