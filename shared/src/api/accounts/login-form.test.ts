import { describe, expect, it } from 'vitest'
import { initialLoginForm, loginFormInCookies } from './login-form'

describe('initialLoginForm', () => {
  const none = { type: null, pushUrl: null, remembered: null }

  it('opens the school form for a first visit without a hint', () => {
    expect(initialLoginForm(none)).toBe('school')
  })

  it('opens the form a link asks for, before the remembered one', () => {
    expect(initialLoginForm({ ...none, type: 'student', remembered: 'school' })).toBe('student')
    expect(initialLoginForm({ ...none, type: 'school', remembered: 'student' })).toBe('school')
  })

  it('opens the student form on the way to a student page, not to one that only starts alike', () => {
    expect(initialLoginForm({ ...none, pushUrl: '/stu/examSemi/be?rs=2' })).toBe('student')
    expect(initialLoginForm({ ...none, pushUrl: '/stu' })).toBe('student')
    expect(initialLoginForm({ ...none, pushUrl: '/stuReg' })).toBe('school')
    expect(initialLoginForm({ ...none, pushUrl: '//evil.example/stu/index' })).toBe('school')
    expect(initialLoginForm({ ...none, pushUrl: '/\\evil.example/stu/index' })).toBe('school')
  })

  it('opens the form chosen last when nothing else decides; an unknown type is no hint', () => {
    expect(initialLoginForm({ ...none, remembered: 'student' })).toBe('student')
    expect(initialLoginForm({ ...none, type: 'teacher', remembered: 'student' })).toBe('student')
  })
})

describe('loginFormInCookies', () => {
  it('reads the remembered form among other cookies, and nothing else', () => {
    expect(loginFormInCookies('a=1; loginForm=student; b=2')).toBe('student')
    expect(loginFormInCookies('loginForm=school')).toBe('school')
    expect(loginFormInCookies('loginForm=teacher')).toBeNull()
    expect(loginFormInCookies('xloginForm=student')).toBeNull()
    expect(loginFormInCookies('')).toBeNull()
    expect(loginFormInCookies(undefined)).toBeNull()
  })
})
