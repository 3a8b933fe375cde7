import {
  ENROLLMENT_MIN_DAYS_AHEAD,
  earliestEnrollmentExamDay,
} from '@spell/shared/api/school-console/enrollment'
import type { SeasonStage } from '@spell/shared/api/seasons/seasons'
import { chinaDate } from '@spell/shared/time/china-time'
import type { Dayjs } from 'dayjs'
import dayjs from '../../lib/dayjs'

export { ENROLLMENT_MIN_DAYS_AHEAD }

/**
 * The days a sign-up's exam may fall on, as China calendar days (the picker's dates are read as China
 * time): from a few days ahead to the season's end; `to` is null when the season has no end yet.
 */
export interface ExamDateWindow {
  from: Dayjs
  to: Dayjs | null
}

/** The season ends with the last examination of its stages. */
function seasonEndDay(stages: SeasonStage[]): string | null {
  const ends = stages.flatMap((s) =>
    s.examinationEndTime ? [chinaDate(new Date(s.examinationEndTime))] : [],
  )
  return ends.length === 0 ? null : ([...ends].sort().at(-1) ?? null)
}

export function examDateWindow(stages: SeasonStage[], now: Date = new Date()): ExamDateWindow {
  const end = seasonEndDay(stages)
  return { from: dayjs(chinaDate(earliestEnrollmentExamDay(now))), to: end ? dayjs(end) : null }
}

/** Why a day outside the window is refused, in the server's words; null for a day inside it. */
export function windowRefusal(window: ExamDateWindow, day: Dayjs) {
  if (day.isBefore(window.from, 'day')) return 'enrollment.timeTooSoon' as const
  if (window.to !== null && day.isAfter(window.to, 'day')) return 'enrollment.timeAfterSeason' as const
  return null
}

/** True for a day outside the window (the picker greys it out). */
export const outsideWindow = (window: ExamDateWindow, day: Dayjs) => windowRefusal(window, day) !== null

/** A window that holds no day at all: the season ends before the earliest day allowed. */
export const windowIsEmpty = (window: ExamDateWindow) => window.to?.isBefore(window.from, 'day') === true
