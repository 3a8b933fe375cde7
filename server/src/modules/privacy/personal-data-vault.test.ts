import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createPersonalDataVault, maskIdNumber, parseDataKey } from './personal-data-vault'

const number = '110105201506150027'

describe('the personal data vault', () => {
  const key = randomBytes(32)
  const vault = createPersonalDataVault(key)

  it('seals with a fresh IV each time, and opens what it sealed', () => {
    const a = vault.seal(number)
    const b = vault.seal(number)
    expect(a).not.toBe(b)
    expect(a).not.toContain(number)
    expect(a).toMatch(/^pd1\.[0-9a-f]{8}\./)
    expect(vault.open(a)).toBe(number)
    expect(vault.open(b)).toBe(number)
  })

  it('refuses a tampered value and one sealed under a key it does not hold', () => {
    const sealed = vault.seal(number)
    const parts = sealed.split('.')
    const body = Buffer.from(parts[3] as string, 'base64url')
    body[0] = (body[0] as number) ^ 1
    parts[3] = body.toString('base64url')
    expect(() => vault.open(parts.join('.'))).toThrow()
    expect(() => createPersonalDataVault(randomBytes(32)).open(sealed)).toThrow(/unknown key/)
  })

  it('reads values of an old key after a rotation, and knows which are current', () => {
    const sealedOld = vault.seal(number)
    const rotated = createPersonalDataVault(randomBytes(32), [key])
    expect(rotated.open(sealedOld)).toBe(number)
    expect(rotated.isCurrent(sealedOld)).toBe(false)
    expect(rotated.isCurrent(rotated.seal(number))).toBe(true)
  })

  it('hashes for lookup with a key of its own: stable, case-blind, different per key and from a plain hash', () => {
    expect(vault.lookupHash('11010519491231002x')).toBe(vault.lookupHash(' 11010519491231002X'))
    expect(vault.lookupHash(number)).toMatch(/^[0-9a-f]{64}$/)
    const other = createPersonalDataVault(randomBytes(32), [key])
    expect(other.lookupHash(number)).not.toBe(vault.lookupHash(number))
    expect(other.lookupHashes(number)).toEqual([other.lookupHash(number), vault.lookupHash(number)])
  })

  it('takes a 32-byte key as hex or base64 and nothing else', () => {
    const bytes = randomBytes(32)
    expect(parseDataKey(bytes.toString('hex'))).toEqual(bytes)
    expect(parseDataKey(bytes.toString('base64'))).toEqual(bytes)
    expect(parseDataKey(bytes.toString('base64url'))).toEqual(bytes)
    expect(parseDataKey(randomBytes(16).toString('hex'))).toBeUndefined()
    expect(parseDataKey('change-me')).toBeUndefined()
  })
})

describe('masking', () => {
  it('keeps only the last four digits of an ID card number: neither its area nor its birth date', () => {
    expect(maskIdNumber(number)).toBe('**************0027')
    expect(maskIdNumber('110105491231002')).toBe('***********1002')
  })
  it('keeps one character at each end of a passport number', () => {
    expect(maskIdNumber('E12345678')).toBe('E*******8')
  })
  it('has nothing to mask without a number', () => {
    expect(maskIdNumber(null)).toBeNull()
    expect(maskIdNumber('')).toBeNull()
  })
})
