import { describe, expect, it } from 'vitest'
import { isImageChoice, isMultiSelect, joinAnswer, parseChoices, splitAnswer, toggleChoice } from './choices'

describe('parseChoices', () => {
  it('splits the comma-separated options and letters them A, B, C…', () => {
    expect(parseChoices('水,火,木,土')).toEqual([
      { value: '水', letter: 'A', image: false },
      { value: '火', letter: 'B', image: false },
      { value: '木', letter: 'C', image: false },
      { value: '土', letter: 'D', image: false },
    ])
  })

  it('treats an option containing http as a picture', () => {
    const choices = parseChoices('https://cdn.example.com/a.png, 山 ,http://x.org/b.jpg')
    expect(choices.map((c) => [c.value, c.image])).toEqual([
      ['https://cdn.example.com/a.png', true],
      ['山', false],
      ['http://x.org/b.jpg', true],
    ])
    expect(isImageChoice('uploads/a.png')).toBe(false)
  })

  it('drops blanks and copes with nothing', () => {
    expect(parseChoices('人,,入, ').map((c) => c.value)).toEqual(['人', '入'])
    expect(parseChoices('')).toEqual([])
    expect(parseChoices(null)).toEqual([])
  })
})

describe('isMultiSelect', () => {
  it('is multi-select when the Chinese title says 多选 or the English one says several', () => {
    expect(isMultiSelect({ description: '选出所有表示颜色的字（多选）。', engDescription: 'Colours.' })).toBe(
      true,
    )
    expect(
      isMultiSelect({ description: '选字。', engDescription: 'Choose every one (several answers).' }),
    ).toBe(true)
    expect(
      isMultiSelect({
        description: '根据英文释义和例句，选出正确的汉字。',
        engDescription: 'Meaning: water.',
      }),
    ).toBe(false)
  })

  it('reads an example’s own answer, which the server sends', () => {
    expect(isMultiSelect({ description: '示例', engDescription: '', quizForm: 1, answer: '红,白' })).toBe(
      true,
    )
    expect(isMultiSelect({ description: '示例', engDescription: '', quizForm: 1, answer: '人' })).toBe(false)
  })
})

describe('toggleChoice', () => {
  const choices = parseChoices('红,山,白,口')

  it('replaces the selection of a single-answer question', () => {
    expect(toggleChoice(['红'], '白', false, choices)).toEqual(['白'])
    expect(toggleChoice(['白'], '白', false, choices)).toEqual(['白'])
  })

  it('toggles options of a multi-select question, kept in the options’ order', () => {
    expect(toggleChoice([], '白', true, choices)).toEqual(['白'])
    expect(toggleChoice(['白'], '红', true, choices)).toEqual(['红', '白'])
    expect(toggleChoice(['红', '白'], '红', true, choices)).toEqual(['白'])
  })

  it('joins and splits answers the same way whatever the order of the taps', () => {
    expect(joinAnswer(['白', '红'], choices)).toBe('红,白')
    expect(splitAnswer('红, 白,')).toEqual(['红', '白'])
    expect(splitAnswer(null)).toEqual([])
  })
})
