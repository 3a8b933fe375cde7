/**
 * China time (Asia/Shanghai), in which the competition's calendar, pages, receipts, certificates and
 * exports are written. China keeps UTC+8 all year (no daylight saving), so a wall clock there is the
 * instant plus eight hours, whatever the time zone of the machine or the browser that runs this.
 */

const OFFSET_MS = 8 * 3_600_000
const DAY_MS = 24 * 3_600_000

/**
 * An instant: a Date, milliseconds since the epoch, or an ISO 8601 text with its offset as the API
 * sends it ("2025-07-01T00:00:00.000Z"). Every page, receipt and certificate that shows a time to a
 * person formats it here, never in the zone of the browser or the server.
 */
export type Instant = Date | number | string

const msOf = (at: Instant) =>
  typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime()

/** "yyyy-MM-dd HH:mm:ss.SSS" on a China wall clock. */
const wallClock = (at: Instant) => new Date(msOf(at) + OFFSET_MS).toISOString().slice(0, 23).replace('T', ' ')

/** The calendar date in China: "2025-07-01". */
export const chinaDate = (at: Instant) => wallClock(at).slice(0, 10)

/** Date and time in China: "2025-07-01 08:00:00", or "2025-07-01 08:00" to the minute. */
export const chinaDateTime = (at: Instant, precision: 'minute' | 'second' = 'second') =>
  wallClock(at).slice(0, precision === 'minute' ? 16 : 19)

/** The time of day in China: "08:00", or "08:00:30" to the second. */
export const chinaClock = (at: Instant, precision: 'minute' | 'second' = 'minute') =>
  wallClock(at).slice(11, precision === 'minute' ? 16 : 19)

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * Date and time in China as a sentence reads it, to the minute: "2025年7月1日 08:00" in Chinese,
 * "1 Jul 2025 08:00" in English.
 */
export function chinaDateTimeText(at: Instant, lang: 'zh' | 'en') {
  const [year, month, day] = chinaDate(at).split('-').map(Number) as [number, number, number]
  const clock = chinaClock(at)
  return lang === 'en'
    ? `${day} ${MONTHS[month - 1]} ${year} ${clock}`
    : `${year}年${month}月${day}日 ${clock}`
}

/** RFC 3339 with China's offset, as payment providers in China expect: "2025-07-01T08:00:00+08:00". */
export const chinaIsoTime = (at: Instant) => `${chinaDateTime(at).replace(' ', 'T')}+08:00`

/** Days since 1970-01-01 on China's calendar: two instants on the same China date share it. */
export const chinaDayNumber = (at: Instant) => Math.floor((msOf(at) + OFFSET_MS) / DAY_MS)

/** The instant a China day starts (00:00 China time), `days` after the day of `at`. */
export const startOfChinaDay = (at: Instant, days = 0) =>
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
