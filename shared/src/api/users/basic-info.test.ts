import { describe, expect, it } from 'vitest'
import { idNumberContradictions, sysUserFromIdNumber, sysUserSchema } from './basic-info'

const today = new Date(2026, 10, 22)
/** Born 2015-06-07, female (even 17th digit). */
const idCard = '440305201506075706'
const sysUser = {
  userName: '周',
  sex: 0,
  cardType: 1,
  idCard,
  dateBirth: '2015-06-07',
  phone: '13500000005',
  email: 'zhou@family.cn',
}

describe('what an ID number decides in the basic information', () => {
  it('is the birth date, the sex (1 male, 0 female) and the age, for the ID card type only', () => {
    expect(sysUserFromIdNumber(1, idCard, today)).toEqual({ dateBirth: '2015-06-07', sex: 0, age: 11 })
    expect(sysUserFromIdNumber(2, 'E12345678', today)).toBeNull()
    expect(sysUserFromIdNumber(1, '440305201506075701', today)).toBeNull()
  })

  it('names each field that contradicts the number', () => {
    expect(idNumberContradictions(sysUser, idCard, today)).toEqual([])
    expect(idNumberContradictions({ ...sysUser, dateBirth: '2000-01-01', sex: 1 }, idCard, today)).toEqual([
      { field: 'dateBirth', message: 'idCard.birthMismatch' },
      { field: 'sex', message: 'idCard.sexMismatch' },
    ])
    expect(idNumberContradictions({ ...sysUser, cardType: 2 }, idCard, today)).toEqual([
      { field: 'cardType', message: 'idCard.typeIsIdCard' },
    ])
    expect(idNumberContradictions({ ...sysUser, cardType: 2 }, 'E12345678', today)).toEqual([])
  })

  it('is checked by the form schema the client and the server share', () => {
    expect(sysUserSchema.safeParse(sysUser).success).toBe(true)
    const contradicted = sysUserSchema.safeParse({ ...sysUser, dateBirth: '2000-01-01' })
    expect(contradicted.error?.issues).toMatchObject([
      { path: ['dateBirth'], message: 'idCard.birthMismatch' },
    ])
    // Without a typed number (the stored one is kept) only the server can tell.
    const { idCard: _kept, ...withoutNumber } = sysUser
    expect(sysUserSchema.safeParse({ ...withoutNumber, dateBirth: '2000-01-01' }).success).toBe(true)
  })
})
