import { describe, expect, it } from 'vitest'
import { choicesOf, isExample } from './question-view'

describe('choicesOf', () => {
  it('letters the options and marks the correct one', () => {
    expect(choicesOf({ choice: '水,火,木,土', answer: '水' })).toEqual([
      { letter: 'A', text: '水', isImage: false, correct: true },
      { letter: 'B', text: '火', isImage: false, correct: false },
      { letter: 'C', text: '木', isImage: false, correct: false },
      { letter: 'D', text: '土', isImage: false, correct: false },
    ])
  })

  it('marks every answer of a multi-select question and recognises image options', () => {
    const choices = choicesOf({ choice: '红, 山,白,https://cdn.example/kou.png', answer: '红,白' })
    expect(choices.filter((c) => c.correct).map((c) => c.letter)).toEqual(['A', 'C'])
    expect(choices[1]?.text).toBe('山')
    expect(choices[3]?.isImage).toBe(true)
  })

  it('marks nothing without an answer', () => {
    expect(choicesOf({ choice: 'a,b', answer: null }).some((c) => c.correct)).toBe(false)
  })
})

describe('isExample', () => {
  it('is quizForm 1', () => {
    expect(isExample({ quizForm: 1 })).toBe(true)
    expect(isExample({ quizForm: 0 })).toBe(false)
  })
})
