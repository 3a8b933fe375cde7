import { describe, expect, it } from 'vitest'
import { visiblePages } from './plain-pagination'

describe('visiblePages', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(visiblePages(1, 1)).toEqual([1])
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first and last pages and five around the current one, with gaps between', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gapAfter', 20])
    expect(visiblePages(10, 20)).toEqual([1, 'gapBefore', 8, 9, 10, 11, 12, 'gapAfter', 20])
    expect(visiblePages(20, 20)).toEqual([1, 'gapBefore', 15, 16, 17, 18, 19, 20])
  })
})
