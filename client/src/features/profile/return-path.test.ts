import { describe, expect, it } from 'vitest'
import { returnPathAfterSave } from './return-path'

const origin = 'https://spell.example'

describe('returnPathAfterSave', () => {
  it('goes to a pushUrl of this site', () => {
    expect(returnPathAfterSave('/paymentProcess?processType=2', '2', origin)).toBe(
      '/paymentProcess?processType=2',
    )
  })

  it('goes home instead of to another site', () => {
    expect(returnPathAfterSave('//evil.example/x', '1', origin)).toBe('/stu/index')
    expect(returnPathAfterSave('https://evil.example/', '2', origin)).toBe('/cebsbInfoData')
  })

  it("goes home without a pushUrl: a student's home, else the user centre", () => {
    expect(returnPathAfterSave(null, '1', origin)).toBe('/stu/index')
    expect(returnPathAfterSave('', '2', origin)).toBe('/cebsbInfoData')
    expect(returnPathAfterSave(undefined, null, origin)).toBe('/cebsbInfoData')
  })
})
