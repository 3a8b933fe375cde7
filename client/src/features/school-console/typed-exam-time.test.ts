import { describe, expect, it } from 'vitest'
import { examDateWindow, windowRefusal } from './exam-date-window'
import { readTypedExamTime } from './typed-exam-time'

// 2026-11-28 10:00 in China: the window runs from 2026-12-03 to the season's end on 2027-01-27.
const now = new Date('2026-11-28T02:00:00Z')
const window = examDateWindow(
  [
    {
      raceSchedule: 1,
      stage: 'preliminary',
      signUpStartTime: null,
      signUpEndTime: null,
      examinationStartTime: null,
      examinationEndTime: '2027-01-27T15:59:59Z',
      publishTime: null,
    },
  ],
  now,
)
const read = (text: string) => readTypedExamTime(text, (day) => windowRefusal(window, day))

describe('a typed expected exam time', () => {
  it('is kept to the minute when its day is allowed', () => {
    expect(read('2026-12-10 09:00')).toEqual({ value: '2026-12-10 09:00:00' })
    expect(read(' 2026-12-03 23:59 ')).toEqual({ value: '2026-12-03 23:59:00' })
    expect(read('2027-01-27 18:30')).toEqual({ value: '2027-01-27 18:30:00' })
  })

  it('is refused with the reason when its day lies outside the window', () => {
    expect(read('2026-12-02 09:00')).toEqual({ refused: 'enrollment.timeTooSoon' })
    expect(read('2027-01-28 09:00')).toEqual({ refused: 'enrollment.timeAfterSeason' })
  })

  it('is refused when it is not a day and a time the picker shows', () => {
    for (const text of [
      '2026-12-10',
      '2026/12/10 09:00',
      '2026-12-10 09:00:30',
      '2026-02-30 09:00',
      '2026-12-10 24:00',
    ])
      expect(read(text), text).toEqual({ refused: 'paper.timeFormat' })
  })

  it('is nothing when nothing was typed', () => {
    expect(read('  ')).toEqual({ empty: true })
  })
})
