import { describe, expect, it } from 'vitest'
import { returnPathAfterSave } from './return-path'

const origin = 'https://spell.example'

describe('returnPathAfterSave', () => {
  it('goes to a pushUrl of this site, query included', () => {
    expect(returnPathAfterSave('/speRegisterFirCompetition', '1', origin)).toBe('/speRegisterFirCompetition')
    expect(returnPathAfterSave('/paymentProcess?processType=2', '2', origin)).toBe(
      '/paymentProcess?processType=2',
    )
  })

  it('refuses a pushUrl that leads to another site', () => {
    for (const url of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(returnPathAfterSave(url, '1', origin)).toBe('/stu/index')
    }
  })

  it("goes home without a pushUrl: a student's home, else the user centre", () => {
    expect(returnPathAfterSave(null, '1', origin)).toBe('/stu/index')
    expect(returnPathAfterSave('', '2', origin)).toBe('/cebsbInfoData')
    expect(returnPathAfterSave(undefined, null, origin)).toBe('/cebsbInfoData')
  })
})
