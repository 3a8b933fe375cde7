import { describe, expect, it } from 'vitest'
import { en } from './en'
import { zh } from './zh'

describe('The registration QR dialog', () => {
  it('says where its code leads: this website, not a mini-program', () => {
    expect(zh.registrationQr.scan).toContain('本网站')
    expect(zh.registrationQr.scan).not.toContain('小程序')
    expect(en.registrationQr.scan).toContain('this website')
    expect(en.registrationQr.scan).not.toMatch(/mini-program/i)
  })
})
