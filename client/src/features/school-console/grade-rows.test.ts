import { describe, expect, it } from 'vitest'
import { type FormGradeEntry, rebuildGradeList, totalExamNum } from './grade-rows'

const name = (g: number) => `G${g}`
const numbers = (list: FormGradeEntry[]) => list.map((e) => [e.grade, e.classListDto.map((r) => r.number)])

describe('rebuildGradeList', () => {
  it('builds one entry per chosen grade, in grade order, with N empty classes', () => {
    const list = rebuildGradeList([], [3, 1], 2, name)
    expect(list.map((e) => e.grade)).toEqual([1, 3])
    expect(list[0]?.classListDto.map((r) => r.className)).toEqual(['1班', '2班'])
    expect(list[1]?.classListDto.map((r) => r.keyStr)).toEqual(['3-1', '3-2'])
    expect(numbers(list)).toEqual([
      [1, [undefined, undefined]],
      [3, [undefined, undefined]],
    ])
  })

  it('keeps the numbers of grades still chosen when grades are added or removed', () => {
    const first = rebuildGradeList([], [1, 2], 2, name)
    const typed = first.map((e) => ({
      ...e,
      classListDto: e.classListDto.map((r, i) => ({ ...r, number: e.grade * 10 + i })),
    }))
    const next = rebuildGradeList(typed, [2, 5], 2, name)
    expect(numbers(next)).toEqual([
      [2, [20, 21]],
      [5, [undefined, undefined]],
    ])
  })

  it('keeps the numbers of classes that still exist when the class count changes', () => {
    const typed = rebuildGradeList([], [4], 3, name).map((e) => ({
      ...e,
      classListDto: e.classListDto.map((r, i) => ({ ...r, number: i + 1 })),
    }))
    expect(numbers(rebuildGradeList(typed, [4], 2, name))).toEqual([[4, [1, 2]]])
    expect(numbers(rebuildGradeList(typed, [4], 5, name))).toEqual([[4, [1, 2, 3, undefined, undefined]]])
    expect(rebuildGradeList(typed, [4], undefined, name)[0]?.classListDto).toEqual([])
  })

  it('sums the typed numbers', () => {
    const list = rebuildGradeList([], [1], 2, name).map((e) => ({
      ...e,
      classListDto: [
        { ...e.classListDto[0], className: '1班', keyStr: '1-1', number: 12 },
        { ...e.classListDto[1], className: '2班', keyStr: '1-2', number: undefined },
      ],
    }))
    expect(totalExamNum(list)).toBe(12)
  })
})
