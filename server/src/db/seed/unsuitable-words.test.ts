import { describe, expect, it } from 'vitest'
import practice from './data/practice.json' with { type: 'json' }
import list from './data/unsuitable-words.json' with { type: 'json' }
import { unsuitableWordIn } from './unsuitable-words'

describe('the list of words unsuitable for children', () => {
  it('holds words, never a single character, each once', () => {
    const chinese = Object.values(list.zh).flat()
    const english = Object.values(list.en).flat()
    expect(chinese.filter((word) => [...word].length < 2)).toEqual([])
    expect(new Set(chinese).size).toBe(chinese.length)
    expect(new Set(english).size).toBe(english.length)
    expect(english.filter((word) => word !== word.toLowerCase() || /[^a-z *']/.test(word))).toEqual([])
  })

  it('finds a Chinese word anywhere and an English one as a whole word in any case', () => {
    expect(unsuitableWordIn('组词：屁股（pìgu）、狗屁（gǒupì）')).toBe('狗屁')
    expect(unsuitableWordIn('组词：屁股（pìgu）')).toBeUndefined()
    expect(unsuitableWordIn('Words: 狗屁 gǒupì (Bullshit)')).toBe('狗屁')
    expect(unsuitableWordIn('“bullshit” is … in Chinese.')).toBe('bullshit')
    expect(unsuitableWordIn('PROSTITUTES')).toBe('prostitut*')
    expect(unsuitableWordIn('to piss in one’s pants')).toBe('piss')
    expect(unsuitableWordIn('to shoot\ndead')).toBe('shoot dead')
    // Longer words that only begin like one of the list are innocent.
    for (const innocent of ['lustrous metals', 'a sextant', 'a skill', 'to crapple', 'Essex', 'scrapbook'])
      expect(unsuitableWordIn(innocent)).toBeUndefined()
  })

  it('is absent from the practice questions built from the same lexicon', () => {
    const texts = JSON.stringify(practice.levels)
    expect(unsuitableWordIn(texts)).toBeUndefined()
  })
})
