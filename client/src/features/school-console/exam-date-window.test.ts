import { describe, expect, it } from 'vitest'
import dayjs from '../../lib/dayjs'
import { examDateWindow, outsideWindow, windowIsEmpty } from './exam-date-window'

const stage = (examinationEndTime: string | null) => ({
  raceSchedule: 1,
  stage: 'preliminary' as const,
  signUpStartTime: null,
  signUpEndTime: null,
  examinationStartTime: null,
  examinationEndTime,
  publishTime: null,
})

describe("a sign-up's exam days", () => {
  // 2026-03-01 10:00 in China.
  const now = new Date('2026-03-01T02:00:00Z')

  it('run from five China days ahead to the last examination of the season', () => {
    const w = examDateWindow([stage('2026-04-30T15:59:59Z'), stage('2026-06-30T15:59:59Z'), stage(null)], now)
    expect(w.from.format('YYYY-MM-DD')).toBe('2026-03-06')
    expect(w.to?.format('YYYY-MM-DD')).toBe('2026-06-30')
    expect(outsideWindow(w, dayjs('2026-03-05'))).toBe(true)
    expect(outsideWindow(w, dayjs('2026-03-06'))).toBe(false)
    expect(outsideWindow(w, dayjs('2026-06-30'))).toBe(false)
    expect(outsideWindow(w, dayjs('2026-07-01'))).toBe(true)
  })

  it('have no end when the season has none, and none at all once it is over', () => {
    expect(examDateWindow([], now).to).toBeNull()
    expect(windowIsEmpty(examDateWindow([], now))).toBe(false)
    expect(windowIsEmpty(examDateWindow([stage('2026-03-03T00:00:00Z')], now))).toBe(true)
  })
})
