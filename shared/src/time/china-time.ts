/**
 * China time, in which the competition's calendar, receipts, certificates and exports are written.
 * China keeps UTC+8 all year (no daylight saving), so a wall clock there is the instant plus eight
 * hours, whatever the time zone of the machine or the browser that runs this.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai'

const OFFSET_MS = 8 * 3_600_000
const DAY_MS = 24 * 3_600_000

const msOf = (at: Date | number) => (typeof at === 'number' ? at : at.getTime())

/** "yyyy-MM-dd HH:mm:ss.SSS" on a China wall clock. */
const wallClock = (at: Date | number) =>
  new Date(msOf(at) + OFFSET_MS).toISOString().slice(0, 23).replace('T', ' ')

/** The calendar date in China: "2025-07-01". */
export const chinaDate = (at: Date | number) => wallClock(at).slice(0, 10)

/** Date and time in China: "2025-07-01 08:00:00", or "2025-07-01 08:00" to the minute. */
export const chinaDateTime = (at: Date | number, precision: 'minute' | 'second' = 'second') =>
  wallClock(at).slice(0, precision === 'minute' ? 16 : 19)

/** RFC 3339 with China's offset, as payment providers in China expect: "2025-07-01T08:00:00+08:00". */
export const chinaIsoTime = (at: Date | number) => `${chinaDateTime(at).replace(' ', 'T')}+08:00`

/** Days since 1970-01-01 on China's calendar: two instants on the same China date share it. */
export const chinaDayNumber = (at: Date | number) => Math.floor((msOf(at) + OFFSET_MS) / DAY_MS)

/** The instant a China day starts (00:00 China time), `days` after the day of `at`. */
export const startOfChinaDay = (at: Date | number, days = 0) =>
  new Date((chinaDayNumber(at) + days) * DAY_MS - OFFSET_MS)

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/

/**
 * The instant of a China wall clock: "2025-07-01", "2025-07-01 08:00", "2025-07-01 08:00:00" (or
 * with a T, or milliseconds). Null when the text is not one, or names a day or hour that does not
 * exist (2025-02-30, 24:00).
 */
export function parseChinaTime(value: string): Date | null {
  const m = WALL_CLOCK.exec(value)
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const millis = Number((m[7] ?? '0').padEnd(3, '0'))
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis)
  const check = new Date(utc)
  const exists =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second
  return exists ? new Date(utc - OFFSET_MS) : null
}

/** parseChinaTime for text already checked (a validated input, a literal): throws when it is not one. */
export function readChinaTime(value: string): Date {
  const date = parseChinaTime(value)
  if (!date) throw new Error(`not a China wall clock: ${value}`)
  return date
}
