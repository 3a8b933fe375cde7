import { describe, expect, it } from 'vitest'
import { isEmail } from './email'
import { ageOn, idNumberFacts, isIdCard, parseIdCard } from './id-card'
import { isPhone, phoneSchema } from './phone'

describe('phone numbers', () => {
  it.each(['13800000000', '19912345678', '15000000001'])('accepts %s', (phone) =>
    expect(isPhone(phone)).toBe(true),
  )
  it.each(['12800000000', '1380000000', '138000000000', '23800000000', '1380000000a', ''])(
    'rejects "%s"',
    (phone) => expect(isPhone(phone)).toBe(false),
  )
  it('says which rule failed', () => {
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('phone.required')
    expect(phoneSchema.safeParse('123').error?.issues[0]?.message).toBe('phone.invalid')
  })
})

describe('e-mail addresses', () => {
  it.each(['a@b.cn', 'li.hua_01@school-mail.edu.cn', '张三@qq.com'])('accepts %s', (email) =>
    expect(isEmail(email)).toBe(true),
  )
  it.each(['a@b', '@b.cn', 'a b@c.cn', 'a@b..cn', 'a@b.cn.'])('rejects %s', (email) =>
    expect(isEmail(email)).toBe(false),
  )
})

describe('ID card numbers', () => {
  const today = new Date(2026, 10, 22)
  it('reads birth date, sex and age from a valid 18-digit number', () => {
    expect(parseIdCard('11010519491231002X', today)).toEqual({
      birthDate: '1949-12-31',
      sex: 'female',
      age: 76,
    })
    expect(parseIdCard('110105201506150019', today)).toEqual({
      birthDate: '2015-06-15',
      sex: 'male',
      age: 11,
    })
  })
  it('accepts a lower-case x check digit', () => expect(isIdCard('11010519491231002x', today)).toBe(true))
  it('reads an old 15-digit number as a 19xx birth date', () => {
    expect(parseIdCard('110105491231002', today)).toMatchObject({ birthDate: '1949-12-31', sex: 'female' })
  })
  it('rejects a wrong check digit', () => expect(isIdCard('110105194912310021', today)).toBe(false))
  it('rejects an unknown province', () => expect(isIdCard('99010519491231002X', today)).toBe(false))
  it('rejects an impossible date', () => expect(isIdCard('110105201502300016', today)).toBe(false))
  it('rejects an age under 3', () => expect(isIdCard('110105202501010011', today)).toBe(false))
  it('reads the residence permits of Hong Kong, Macao and Taiwan residents, which share the layout', () => {
    expect(parseIdCard('810000201001010027', today)).toMatchObject({ birthDate: '2010-01-01', sex: 'female' })
    expect(parseIdCard('830000201208090013', today)).toMatchObject({ birthDate: '2012-08-09', sex: 'male' })
  })
  it('reads a birth date from an ID card number only, never from a passport number', () => {
    expect(idNumberFacts(1, '110105201506150019', today)).toMatchObject({ birthDate: '2015-06-15' })
    expect(idNumberFacts('1', '110105201506150019', today)).toMatchObject({ birthDate: '2015-06-15' })
    expect(idNumberFacts(2, '110105201506150019', today)).toBeNull()
    expect(idNumberFacts(1, 'E12345678', today)).toBeNull()
  })
  it('counts age by birthday', () => {
    expect(ageOn(new Date(2015, 10, 23), today)).toBe(10)
    expect(ageOn(new Date(2015, 10, 22), today)).toBe(11)
  })
})
