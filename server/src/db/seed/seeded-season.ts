import { readChinaTime } from '@spell/shared/time/china-time'

/**
 * A season runs from 1 November to 31 October (China time): the day a national final closes ends it.
 * 2026-11-28 lies in 2026~2027, 2027-03-01 too.
 */
export function seasonOfDay(day: Date): string {
  const china = new Date(day.getTime() + 8 * 3600_000)
  const year = china.getUTCFullYear()
  const first = china.getUTCMonth() >= 10 ? year : year - 1
  return `${first}~${first + 1}`
}

/**
 * The default calendar of a season named `name` (individual competition), as the public pages state:
 * entries from the season's start, preliminary March to June, re-selection July to September,
 * national final in October. The committee edits it in the back office.
 */
export function defaultCalendar(name: string) {
  const first = Number(name.slice(0, 4))
  const second = first + 1
  const at = (date: string) => readChinaTime(date.replace('Y1', String(first)).replace('Y2', String(second)))
  return [
    {
      raceSchedule: 1,
      signUpStartTime: at('Y1-11-01'),
      signUpEndTime: at('Y2-02-28'),
      examinationStartTime: at('Y2-03-01'),
      examinationEndTime: at('Y2-06-30'),
      publishTime: at('Y2-07-05'),
    },
    {
      raceSchedule: 2,
      signUpStartTime: at('Y2-07-01'),
      signUpEndTime: at('Y2-07-15'),
      examinationStartTime: at('Y2-07-16'),
      examinationEndTime: at('Y2-09-30'),
      publishTime: at('Y2-10-05'),
    },
    {
      raceSchedule: 4,
      signUpStartTime: at('Y2-10-06'),
      signUpEndTime: at('Y2-10-12'),
      examinationStartTime: at('Y2-10-18'),
      examinationEndTime: at('Y2-10-31'),
      publishTime: at('Y2-11-10'),
    },
  ]
}
