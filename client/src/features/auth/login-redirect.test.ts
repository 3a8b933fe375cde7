// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5180/chnEngLogin"}
import { roles } from '@spell/shared'
import { describe, expect, it } from 'vitest'
import { afterLoginPath, rememberedLoginForm, rememberLoginForm } from './login-redirect'

const student = { loginType: roles.student.loginType, home: roles.student.home }
const school = { loginType: roles.schoolTeacher.loginType, home: roles.schoolTeacher.home }

describe('afterLoginPath', () => {
  it('returns a user to the page they were going to', () => {
    expect(afterLoginPath(school, '/userInfo_IndividualPapers')).toBe('/userInfo_IndividualPapers')
    expect(afterLoginPath(student, '/stu/lexicon/index')).toBe('/stu/lexicon/index')
  })

  it('sends a student (login type 1) to /stu/index without a usable pushUrl', () => {
    expect(afterLoginPath(student, null)).toBe('/stu/index')
    expect(afterLoginPath(student, '//evil.example')).toBe('/stu/index')
  })

  it('sends every other user to their home, the user centre for a school', () => {
    expect(afterLoginPath(school)).toBe('/cebsbInfoData')
    expect(afterLoginPath(school, 'https://evil.example')).toBe('/cebsbInfoData')
    expect(afterLoginPath({ loginType: 3, home: '/judge' })).toBe('/judge')
  })
})

describe('the remembered login form', () => {
  it('is kept in a cookie the server reads too, and replaced by the next choice', () => {
    expect(rememberedLoginForm()).toBeNull()
    rememberLoginForm('student')
    expect(document.cookie).toContain('loginForm=student')
    expect(rememberedLoginForm()).toBe('student')
    rememberLoginForm('school')
    expect(rememberedLoginForm()).toBe('school')
  })
})
