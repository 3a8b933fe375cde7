import { fenOfYuanText } from '@spell/shared/api/orders/fen'
import { describe, expect, it } from 'vitest'
import { dayOf } from './statement-match'
import { isReference, newReference, REFERENCE_ALPHABET, referencesIn } from './transfer-reference'

describe('remittance references', () => {
  it('are 8 characters without look-alikes, and differ from one another', () => {
    const made = Array.from({ length: 2000 }, newReference)
    for (const reference of made) {
      expect(reference).toMatch(/^[2-9A-HJKMNP-TW-Z]{8}$/)
      expect(isReference(reference)).toBe(true)
    }
    expect(new Set(made).size).toBe(made.length)
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOUV]/)
  })

  it('catch every single mistyped character and swaps of two different neighbours', () => {
    for (let n = 0; n < 200; n++) {
      const reference = newReference()
      for (let i = 0; i < reference.length; i++) {
        for (const char of REFERENCE_ALPHABET) {
          if (char === reference[i]) continue
          expect(isReference(reference.slice(0, i) + char + reference.slice(i + 1))).toBe(false)
        }
      }
    }
    let swapsCaught = 0
    let swaps = 0
    for (let n = 0; n < 500; n++) {
      const reference = newReference()
      for (let i = 0; i + 1 < reference.length; i++) {
        if (reference[i] === reference[i + 1]) continue
        swaps++
        const swapped = reference.slice(0, i) + reference[i + 1] + reference[i] + reference.slice(i + 2)
        if (!isReference(swapped)) swapsCaught++
      }
    }
    expect(swapsCaught).toBe(swaps)
  })

  it('are found in a note however the bank wrote it', () => {
    const reference = newReference()
    const fullWidth = [...reference].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')
    for (const note of [
      reference,
      `学校报名费${reference}`,
      `ref: ${reference.toLowerCase()}`,
      `${reference.slice(0, 4)} ${reference.slice(4)}`,
      `${reference.slice(0, 4)}-${reference.slice(4)} 甲小学`,
      `转账 ${fullWidth}`,
    ])
      expect(referencesIn(note).inside, note).toContain(reference)
    expect(referencesIn(`汇款 ${reference}，谢谢`).whole).toEqual([reference])
    expect(referencesIn('学校报名费').inside).toEqual([])
  })
})

describe('a statement’s dates and amounts', () => {
  it('read the ways banks write them', () => {
    expect(dayOf('2025-03-01')).toBe('2025-03-01')
    expect(dayOf('2025/3/1 10:22:33')).toBe('2025-03-01')
    expect(dayOf('2025.03.01')).toBe('2025-03-01')
    expect(dayOf('2025年3月1日')).toBe('2025-03-01')
    expect(dayOf('20250301')).toBe('2025-03-01')
    expect(dayOf('20250301102233')).toBe('2025-03-01')
    expect(dayOf('45717')).toBe('2025-03-01')
    for (const bad of ['2025-02-30', '昨天', '03/01/2025', '', '1999-12-31', '123456'])
      expect(dayOf(bad), bad).toBeUndefined()
    expect(fenOfYuanText('1000')).toBe(100_000)
    expect(fenOfYuanText('1,000.5')).toBe(100_050)
    expect(fenOfYuanText('¥1000.00')).toBe(100_000)
    expect(fenOfYuanText('１０００.０１元')).toBe(100_001)
    for (const bad of ['1000.001', '一千元', '1,00', '-5', '', '1e3'])
      expect(fenOfYuanText(bad), bad).toBeUndefined()
  })
})
