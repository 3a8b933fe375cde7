import { describe, expect, it } from 'vitest'
import { guardedTime, isOwnCourseUrl, isSaveShortcut } from './viewer-guards'

describe('viewer guards', () => {
  it('accepts only our own course file URLs', () => {
    expect(isOwnCourseUrl('/api/course/file/12')).toBe(true)
    expect(isOwnCourseUrl('https://evil.example.com/a.pdf')).toBe(false)
    expect(isOwnCourseUrl('//evil.example.com/api/course/file/1')).toBe(false)
    expect(isOwnCourseUrl('/api/course/file/1/../x')).toBe(false)
    expect(isOwnCourseUrl(null)).toBe(false)
  })

  it('spots the save shortcut on both platforms', () => {
    expect(isSaveShortcut({ key: 's', ctrlKey: true, metaKey: false })).toBe(true)
    expect(isSaveShortcut({ key: 'S', ctrlKey: false, metaKey: true })).toBe(true)
    expect(isSaveShortcut({ key: 's', ctrlKey: false, metaKey: false })).toBe(false)
  })

  it('takes a jump of more than 2 s past the furthest point watched back to it', () => {
    expect(guardedTime(10, 11.5)).toBe(11.5)
    expect(guardedTime(10, 12)).toBe(12)
    expect(guardedTime(10, 12.1)).toBe(10)
    expect(guardedTime(10, 3)).toBe(3)
  })
})
