import { describe, expect, it } from 'vitest'
import { countryName } from './country-name'

describe('countryName', () => {
  it('names a country typed in Chinese or English in the reader’s language', () => {
    expect(countryName('中国', 'en')).toBe('China')
    expect(countryName('China', 'zh')).toBe('中国')
    expect(countryName('中国', 'zh')).toBe('中国')
    expect(countryName(' 美国 ', 'en')).toBe('United States')
    expect(countryName('japan', 'zh')).toBe('日本')
  })

  it('knows the usual other spellings and two-letter codes', () => {
    expect(countryName('中华人民共和国', 'en')).toBe('China')
    expect(countryName('Chinese', 'zh')).toBe('中国')
    expect(countryName('CN', 'en')).toBe('China')
  })

  it('shows anything else as it was typed', () => {
    expect(countryName('火星', 'en')).toBe('火星')
    expect(countryName('', 'en')).toBe('')
  })
})
