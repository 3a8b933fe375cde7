// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5180/chnEngLogin"}
import { roles } from '@spell/shared'
import { describe, expect, it } from 'vitest'
import { afterLoginPath, initialLoginForm } from './login-redirect'

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

describe('initialLoginForm', () => {
  const none = { type: null, pushUrl: null, remembered: null }

  it('opens the school form for a first visit without a hint', () => {
    expect(initialLoginForm(none)).toBe('school')
  })

  it('opens the form a link asks for, before the remembered one', () => {
    expect(initialLoginForm({ ...none, type: 'student', remembered: 'school' })).toBe('student')
    expect(initialLoginForm({ ...none, type: 'school', remembered: 'student' })).toBe('school')
    expect(initialLoginForm({ ...none, stateView: 'student', type: 'school' })).toBe('student')
  })

  it('opens the student form on the way to a student page, not to one that only starts alike', () => {
    expect(initialLoginForm({ ...none, pushUrl: '/stu/examSemi/be?rs=2' })).toBe('student')
    expect(initialLoginForm({ ...none, pushUrl: '/stuReg' })).toBe('school')
    expect(initialLoginForm({ ...none, pushUrl: '//evil.example/stu/index' })).toBe('school')
  })

  it('opens the form chosen last when nothing else decides; an unknown type is no hint', () => {
    expect(initialLoginForm({ ...none, remembered: 'student' })).toBe('student')
    expect(initialLoginForm({ ...none, type: 'teacher', remembered: 'student' })).toBe('student')
  })
})
