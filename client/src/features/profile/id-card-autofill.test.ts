import { describe, expect, it } from 'vitest'
import { ageFromBirthDate, idCardAutofill } from './id-card-autofill'

const today = new Date(2025, 5, 1) // 1 June 2025

// Real-format numbers with correct GB 11643 check digits.
const MALE = '110105201503070013' // born 2015-03-07, 17th digit 1 (odd)
const FEMALE = '110105201509120026' // born 2015-09-12, 17th digit 2 (even)

describe('idCardAutofill', () => {
  it('fills sex, birth date and age from a valid 18-digit ID card', () => {
    expect(idCardAutofill(1, MALE, today)).toEqual({ sex: 1, dateBirth: '2015-03-07', age: 10 })
    expect(idCardAutofill('1', FEMALE, today)).toEqual({ sex: 0, dateBirth: '2015-09-12', age: 9 })
  })

  it('accepts a lower-case x and surrounding spaces', () => {
    expect(idCardAutofill(1, ' 11010520150307003x ', today)).toEqual({
      sex: 1,
      dateBirth: '2015-03-07',
      age: 10,
    })
  })

  it('fills nothing for a passport', () => {
    expect(idCardAutofill(2, MALE, today)).toBeNull()
    expect(idCardAutofill(undefined, MALE, today)).toBeNull()
  })

  it('fills nothing until all 18 characters are typed', () => {
    expect(idCardAutofill(1, MALE.slice(0, 17), today)).toBeNull()
    expect(idCardAutofill(1, '', today)).toBeNull()
    expect(idCardAutofill(1, undefined, today)).toBeNull()
  })

  it('fills nothing for a 15-digit number, though it is a valid old-style ID', () => {
    expect(idCardAutofill(1, '110105150307001', today)).toBeNull()
  })

  it('fills nothing for an invalid number', () => {
    expect(idCardAutofill(1, '110105201503070011', today)).toBeNull() // wrong check digit
    expect(idCardAutofill(1, '990105201503070017', today)).toBeNull() // no such province
    expect(idCardAutofill(1, '110105201502300016', today)).toBeNull() // 30 February
    expect(idCardAutofill(1, '110105202401010014', today)).toBeNull() // one year old
  })
})

describe('ageFromBirthDate', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageFromBirthDate('2015-06-01', today)).toBe(10)
    expect(ageFromBirthDate('2015-06-02', today)).toBe(9)
  })

  it('gives null for no date, a malformed one or a future one', () => {
    expect(ageFromBirthDate('', today)).toBeNull()
    expect(ageFromBirthDate('2015/06/01', today)).toBeNull()
    expect(ageFromBirthDate('2026-01-01', today)).toBeNull()
  })
})
