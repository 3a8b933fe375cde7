import { describe, expect, it } from 'vitest'
import { fileTypeOf } from './file-type'

describe('fileTypeOf', () => {
  it('types a file by its extension, ignoring case and query strings', () => {
    expect(fileTypeOf('a.PDF')).toBe('pdf')
    expect(fileTypeOf('/x/lesson.mkv?t=1')).toBe('video')
    expect(fileTypeOf('b.m2v')).toBe('video')
    expect(fileTypeOf('c.wmv')).toBe('audio')
    expect(fileTypeOf('d.jpeg')).toBe('image')
    expect(fileTypeOf('e.pptx')).toBe('ppt')
    expect(fileTypeOf('f.docx')).toBe('word')
    expect(fileTypeOf('g.xls')).toBe('excel')
    expect(fileTypeOf('h.txt')).toBe('txt')
    expect(fileTypeOf('noextension')).toBe('other')
    expect(fileTypeOf('x.webm')).toBe('other')
  })
})
