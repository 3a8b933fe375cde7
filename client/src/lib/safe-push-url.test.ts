import { describe, expect, it } from 'vitest'
import { safePushUrl } from './safe-push-url'

const ORIGIN = 'http://localhost:5180'

describe('safePushUrl', () => {
  it.each([
    ['/stu/user', '/stu/user'],
    ['/speRegisterFirCompetition', '/speRegisterFirCompetition'],
    ['/paymentProcess?processType=2', '/paymentProcess?processType=2'],
    [
      '/cebsbUserInfo?pushUrl=/speRegisterFirCompetition',
      '/cebsbUserInfo?pushUrl=/speRegisterFirCompetition',
    ],
    ['/userInfo_schoolData#top', '/userInfo_schoolData#top'],
    ['/', '/'],
  ])('keeps the site path %s', (pushUrl, expected) => {
    expect(safePushUrl(pushUrl, ORIGIN)).toBe(expected)
  })

  it.each([
    ['a protocol-relative address', '//evil.example/steal'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a full address', 'https://evil.example/'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'stu/index'],
    ['a tab hidden between the slashes', '/\t/evil.example'],
    ['an empty value', ''],
    ['no value (null)', null],
    ['no value (undefined)', undefined],
  ])('refuses %s', (_, pushUrl) => {
    expect(safePushUrl(pushUrl, ORIGIN)).toBeNull()
  })
})
