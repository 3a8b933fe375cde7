import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isUscc, USCC_CHARSET, usccCheckCharacter } from './uscc'

const charsetChar = fc.constantFrom(...USCC_CHARSET.split(''))
const digit = fc.constantFrom(...'0123456789'.split(''))
/** The first 17 characters of a well-formed code: any authority and kind, a division of digits, any body code. */
const first17 = fc
  .tuple(
    fc.array(charsetChar, { minLength: 2, maxLength: 2 }),
    fc.array(digit, { minLength: 6, maxLength: 6 }),
    fc.array(charsetChar, { minLength: 9, maxLength: 9 }),
  )
  .map(([head, division, body]) => [...head, ...division, ...body].join(''))
const valid = first17.map((start) => `${start}${usccCheckCharacter(start)}`)

describe('unified social credit codes (GB 32100-2015)', () => {
  it.each(['91350100M000100Y43', '91110000600037341L'])('accepts the registered code %s', (code) =>
    expect(isUscc(code)).toBe(true),
  )

  it.each([
    ['a wrong check character', '91350100M000100Y44'],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y433'],
    ['lower case (the form upper-cases first)', '91350100m000100y43'],
    ['a letter outside the charset (I)', '91350100I000100Y43'],
    ['a letter in the division code', '913501A0M000100Y43'],
    ['spaces', ' 1350100M000100Y43'],
    ['nothing', ''],
  ])('refuses %s', (_what, code) => expect(isUscc(code)).toBe(false))

  it('accepts every code whose 18th character is the check of the first 17', () =>
    fc.assert(fc.property(valid, (code) => isUscc(code))))

  it('catches every single changed character', () =>
    fc.assert(
      fc.property(valid, fc.nat(17), charsetChar, (code, at, replacement) => {
        fc.pre(code.charAt(at) !== replacement && !(at >= 2 && at < 8 && !/\d/.test(replacement)))
        const changed = `${code.slice(0, at)}${replacement}${code.slice(at + 1)}`
        return !isUscc(changed)
      }),
    ))

  it('catches every swap of two different neighbouring characters', () =>
    fc.assert(
      fc.property(valid, fc.nat(16), (code, at) => {
        fc.pre(code.charAt(at) !== code.charAt(at + 1))
        const swapped = `${code.slice(0, at)}${code.charAt(at + 1)}${code.charAt(at)}${code.slice(at + 2)}`
        return !isUscc(swapped)
      }),
    ))

  it('answers any text, of any length, with a boolean and at once', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => typeof isUscc(text) === 'boolean'),
    )
    const huge = 'Y'.repeat(5_000_000)
    const started = Date.now()
    expect(isUscc(huge)).toBe(false)
    expect(usccCheckCharacter(huge)).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(50)
  })
})
