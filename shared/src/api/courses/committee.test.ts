import { describe, expect, it } from 'vitest'
import { ownCourseImage } from './committee'

describe('ownCourseImage', () => {
  it('lets through only images of our own course-image storage', () => {
    expect(ownCourseImage('/uploads/course-images/3fa9c1.png')).toBe('/uploads/course-images/3fa9c1.png')
    expect(ownCourseImage('/uploads/course-images/3fa9c1.gif')).toBe('/uploads/course-images/3fa9c1.gif')
    for (const foreign of [
      'https://example.com/uploads/course-images/a.png',
      '//example.com/uploads/course-images/a.png',
      '/uploads/course-images/../avatars/a.png',
      '/uploads/avatars/a.png',
      'javascript:alert(1)',
      '/uploads/course-images/a.png?x=<b>',
      '',
      null,
      undefined,
    ])
      expect(ownCourseImage(foreign)).toBeNull()
  })
})
