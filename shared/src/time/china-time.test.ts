import { describe, expect, it } from 'vitest'
import {
  chinaClock,
  chinaDate,
  chinaDateTime,
  chinaDateTimeText,
  chinaDayNumber,
  chinaIsoTime,
  parseChinaTime,
  startOfChinaDay,
} from './china-time'

describe('China time', () => {
  it('turns the date at 16:00 UTC, when it is midnight in China', () => {
    expect(chinaDate(new Date('2025-06-30T15:59:59.999Z'))).toBe('2025-06-30')
    expect(chinaDate(new Date('2025-06-30T16:00:00.000Z'))).toBe('2025-07-01')
    expect(chinaDateTime(new Date('2025-06-30T16:00:00Z'))).toBe('2025-07-01 00:00:00')
    expect(chinaDateTime(Date.parse('2025-12-31T23:30:45Z'), 'minute')).toBe('2026-01-01 07:30')
  })

  it("reads the API's ISO texts as the instants they name, whatever their offset", () => {
    expect(chinaDateTime('2025-06-30T16:30:00.000Z', 'minute')).toBe('2025-07-01 00:30')
    expect(chinaDateTime('2025-07-01T00:30:00+08:00')).toBe('2025-07-01 00:30:00')
    expect(chinaDate('2025-06-30T23:59:59-05:00')).toBe('2025-07-01')
  })

  it('tells the time of day in China, to the minute or the second', () => {
    expect(chinaClock('2025-06-30T15:59:59Z')).toBe('23:59')
    expect(chinaClock(Date.parse('2025-06-30T16:00:05Z'), 'second')).toBe('00:00:05')
  })

  it('writes a date and time for a sentence in each language, on the China side of midnight', () => {
    const newYear = '2025-12-31T16:05:00Z' // 00:05 on 1 January 2026 in China
    expect(chinaDateTimeText(newYear, 'zh')).toBe('2026年1月1日 00:05')
    expect(chinaDateTimeText(newYear, 'en')).toBe('1 Jan 2026 00:05')
    expect(chinaDateTimeText(new Date('2025-07-15T06:30:00Z'), 'en')).toBe('15 Jul 2025 14:30')
  })

  it('writes RFC 3339 with the +08:00 offset, naming the same instant', () => {
    const at = new Date('2026-11-24T02:00:00Z')
    expect(chinaIsoTime(at)).toBe('2026-11-24T10:00:00+08:00')
    expect(new Date(chinaIsoTime(at)).getTime()).toBe(at.getTime())
  })

  it('counts China days, so the hours either side of 16:00 UTC fall on different days', () => {
    const before = chinaDayNumber(new Date('2025-06-30T15:59:59Z'))
    expect(chinaDayNumber(new Date('2025-06-30T16:00:00Z'))).toBe(before + 1)
    expect(chinaDayNumber(new Date('2025-07-01T15:59:59Z'))).toBe(before + 1)
    expect(chinaDayNumber(new Date('2025-06-30T00:00:00Z'))).toBe(before)
  })

  it('finds the start of a China day, and of the days around it', () => {
    const noon = new Date('2025-03-01T04:00:00Z') // 12:00 in China
    expect(startOfChinaDay(noon).toISOString()).toBe('2025-02-28T16:00:00.000Z')
    expect(startOfChinaDay(noon, -1).toISOString()).toBe('2025-02-27T16:00:00.000Z')
    expect(startOfChinaDay(noon, 1).toISOString()).toBe('2025-03-01T16:00:00.000Z')
    // 23:30 UTC is already the next morning in China.
    expect(startOfChinaDay(new Date('2025-03-01T23:30:00Z')).toISOString()).toBe('2025-03-01T16:00:00.000Z')
  })

  it('reads a China wall clock as the instant it names', () => {
    expect(parseChinaTime('2025-07-01')?.toISOString()).toBe('2025-06-30T16:00:00.000Z')
    expect(parseChinaTime('2025-07-01 08:00')?.toISOString()).toBe('2025-07-01T00:00:00.000Z')
    expect(parseChinaTime('2025-07-01 08:00:30')?.toISOString()).toBe('2025-07-01T00:00:30.000Z')
    expect(parseChinaTime('2025-07-01T23:59:59.999')?.toISOString()).toBe('2025-07-01T15:59:59.999Z')
    expect(parseChinaTime('2025-07-01 08:00:30')?.getTime()).toBe(Date.parse('2025-07-01T08:00:30+08:00'))
  })

  it('refuses what is not a wall clock, or names a day or hour that does not exist', () => {
    for (const bad of [
      '',
      '2025-7-1',
      '2025-07-01 8:00',
      '2025-02-30',
      '2024-13-01',
      '2025-07-01 24:00',
      'soon',
    ])
      expect(parseChinaTime(bad)).toBeNull()
    expect(parseChinaTime('2024-02-29')).not.toBeNull()
  })

  it('round-trips: the wall clock of a parsed time is the text it was read from', () => {
    for (const text of ['2025-01-01 00:00:00', '2025-06-30 23:59:59', '2026-02-28 16:00:00'])
      expect(chinaDateTime(parseChinaTime(text) ?? 0)).toBe(text)
  })
})
