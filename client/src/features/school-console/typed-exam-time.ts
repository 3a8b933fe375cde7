import type { MessageKey } from '@spell/shared/i18n/messages'
import { parseChinaTime } from '@spell/shared/time/china-time'
import type { Dayjs } from 'dayjs'
import dayjs from '../../lib/dayjs'

/** How the expected exam time is shown and typed (a China wall clock, to the minute). */
export const TYPED_TIME_FORMAT = 'YYYY-MM-DD HH:mm'
const TYPED_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/

/** Why a day cannot be the exam's: a message key of the shared dictionary, or null when it can. */
export type RefuseDay = (day: Dayjs) => MessageKey | null

type TypedExamTime = { empty: true } | { value: string } | { refused: MessageKey }

/**
 * What the school typed into the exam-time picker, read as the picker would never tell: antd's picker
 * drops a typed time whose day it greys out, or one it cannot parse, and quietly shows what it had
 * before. Here such a text is refused with the reason; an allowed one is kept to the minute, as the
 * form stores it ("2026-12-10 09:00:00").
 */
export function readTypedExamTime(text: string, refuseDay: RefuseDay): TypedExamTime {
  const typed = text.trim()
  if (typed === '') return { empty: true }
  if (!TYPED_TIME.test(typed) || parseChinaTime(typed) === null) return { refused: 'paper.timeFormat' }
  const reason = refuseDay(dayjs(typed.slice(0, 10)))
  return reason ? { refused: reason } : { value: `${typed}:00` }
}
