import {
  INTEGRITY_PER_MINUTE_MAX,
  INTEGRITY_PER_STUDENT_MAX,
  type IntegrityKind,
  type IntegrityRow,
  integrityKinds,
} from '@spell/shared/api/exams/integrity'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import { and, asc, count, eq, inArray, lt, max } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examIntegrityEvents, exams, userInfos, users } from '../../db/schema'
import { findCharacterData } from '../../handwriting/character-data'
import type { Logger } from '../../logger'
import { strokesOf } from './answer-grading'
import type { ExamClock } from './exam-clock'

/** Signals are kept this long after their exam closes, then the daily sweep deletes them. */
const INTEGRITY_KEEP_DAYS = 180
const DAY_MS = 24 * 60 * 60_000
/**
 * A page's time may run this far ahead (its measured offset is an estimate), and a report may come
 * this late (held while offline); a time outside that is replaced by the server's.
 */
const AT_TOLERANCE_MS = 60_000
const OLDEST_MS = 6 * 60 * 60_000
/** The judges hear of new signals of an exam at most once per this many ms. */
const NOTICE_EVERY_MS = 1000

interface Signal {
  kind: IntegrityKind
  at: number
  detail: string
}

/**
 * Stores the integrity signals of the live semi-final and reads them back for the judge and the
 * export. Bounded per student and exam (in total and per minute, counted on this instance, the total
 * read from the table once): what goes over is dropped, silently, since a signal is never worth
 * slowing anyone down. `changed` hears of an exam's new signals, once a second at most.
 */
export function integrityRecorder(options: {
  db: Db
  clock: ExamClock
  logger: Logger
  changed: (examId: number) => void
}) {
  const { db, clock, logger } = options
  const totals = new Map<string, number>()
  const minutes = new Map<string, { start: number; count: number }>()
  const notices = new Map<number, () => void>()

  async function totalOf(examId: number, userId: number) {
    const key = `${examId}:${userId}`
    const known = totals.get(key)
    if (known !== undefined) return known
    const [row] = await db
      .select({ n: count() })
      .from(examIntegrityEvents)
      .where(and(eq(examIntegrityEvents.examId, examId), eq(examIntegrityEvents.userId, userId)))
    const stored = totals.get(key) ?? row?.n ?? 0
    totals.set(key, stored)
    return stored
  }

  /** How many of `wanted` may be stored now, taken from both allowances. */
  async function allowance(examId: number, userId: number, wanted: number) {
    const key = `${examId}:${userId}`
    const total = await totalOf(examId, userId)
    const now = clock.now()
    const minute = minutes.get(key)
    const window = minute && now - minute.start < 60_000 ? minute : { start: now, count: 0 }
    const granted = Math.max(
      0,
      Math.min(wanted, INTEGRITY_PER_STUDENT_MAX - total, INTEGRITY_PER_MINUTE_MAX - window.count),
    )
    window.count += granted
    minutes.set(key, window)
    totals.set(key, total + granted)
    return granted
  }

  function notify(examId: number) {
    if (notices.has(examId)) return
    notices.set(
      examId,
      clock.after(NOTICE_EVERY_MS, () => {
        notices.delete(examId)
        options.changed(examId)
      }),
    )
  }

  /** Stores what it may of a student's signals for an exam (enrolment checked by the caller); answers how many. */
  async function record(examId: number, userId: number, signals: Signal[]) {
    const granted = await allowance(examId, userId, signals.length)
    if (granted === 0) return 0
    const now = clock.now()
    await db.insert(examIntegrityEvents).values(
      signals.slice(0, granted).map((signal) => ({
        examId,
        userId,
        kind: signal.kind,
        at: new Date(signal.at > now + AT_TOLERANCE_MS || signal.at < now - OLDEST_MS ? now : signal.at),
        detail: signal.detail.slice(0, 200),
      })),
    )
    notify(examId)
    return granted
  }

  /** Deletes the signals of exams that closed more than the kept days ago. */
  async function sweep() {
    const before = new Date(clock.now() - INTEGRITY_KEEP_DAYS * DAY_MS)
    const old = db.select({ id: exams.id }).from(exams).where(lt(exams.closesAt, before))
    await db.delete(examIntegrityEvents).where(inArray(examIntegrityEvents.examId, old))
  }
  // Once a day, by the system's time (never keeping the process alive), the first an hour after start.
  const sweepNow = () =>
    sweep().catch((error: unknown) => logger.warn({ err: error }, 'integrity sweep failed'))
  const firstSweep = setTimeout(sweepNow, 60 * 60_000).unref()
  const dailySweep = setInterval(sweepNow, DAY_MS).unref()

  return {
    record,
    sweep,
    /** The server saw the student's exam open on another device or tab. */
    secondDevice(examId: number, userId: number, pages: number) {
      record(examId, userId, [{ kind: 'secondDevice', at: clock.now(), detail: `${pages}` }]).catch(
        (error: unknown) => logger.warn({ err: error, examId, userId }, 'second device not recorded'),
      )
    },
    /**
     * A drawing with a stroke that is the character's published stroke data point for point: no hand
     * draws that, a script that read the stroke data does.
     */
    async checkDrawing(
      examId: number,
      userId: number,
      question: { answer: string; quizSequence: number },
      answer: string,
    ) {
      const strokes = strokesOf(answer)
      const data = strokes && (await findCharacterData(question.answer))
      if (!strokes || !data) return
      const copied = (stroke: Strokes[number]) =>
        data.medians.some(
          (median) =>
            median.length === stroke.length &&
            median.every(([x, y], i) => stroke[i]?.[0] === x && stroke[i]?.[1] === y),
        )
      if (strokes.some(copied))
        await record(examId, userId, [
          { kind: 'copiedStrokes', at: clock.now(), detail: `${question.quizSequence}` },
        ])
    },
    summary: (examId: number) => integritySummary(db, examId),
    close() {
      clearTimeout(firstSweep)
      clearInterval(dailySweep)
      for (const cancel of notices.values()) cancel()
    },
  }
}

export type IntegrityRecorder = ReturnType<typeof integrityRecorder>

/** Per student with at least one signal: counts by kind, most signals first, then by name. */
export async function integritySummary(db: Db, examId: number): Promise<IntegrityRow[]> {
  const grouped = await db
    .select({
      userId: examIntegrityEvents.userId,
      userName: users.userName,
      schoolName: userInfos.schoolName,
      kind: examIntegrityEvents.kind,
      n: count(),
      lastAt: max(examIntegrityEvents.at),
    })
    .from(examIntegrityEvents)
    .innerJoin(users, eq(users.id, examIntegrityEvents.userId))
    .leftJoin(userInfos, eq(userInfos.userId, examIntegrityEvents.userId))
    .where(eq(examIntegrityEvents.examId, examId))
    .groupBy(examIntegrityEvents.userId, users.userName, userInfos.schoolName, examIntegrityEvents.kind)
  const rows = new Map<number, IntegrityRow>()
  for (const g of grouped) {
    const row = rows.get(g.userId) ?? {
      userId: g.userId,
      userName: g.userName,
      schoolName: g.schoolName ?? '',
      counts: Object.fromEntries(integrityKinds.map((kind) => [kind, 0])) as IntegrityRow['counts'],
      total: 0,
      lastAt: 0,
    }
    if ((integrityKinds as readonly string[]).includes(g.kind)) row.counts[g.kind as IntegrityKind] += g.n
    row.total += g.n
    row.lastAt = Math.max(row.lastAt, g.lastAt?.getTime() ?? 0)
    rows.set(g.userId, row)
  }
  return [...rows.values()].sort(
    (a, b) => b.total - a.total || a.userName.localeCompare(b.userName) || a.userId - b.userId,
  )
}

/** Every signal of an exam, in the order they happened: the export's detail sheet. */
export function integrityEventsOf(db: Db, examId: number) {
  return db
    .select({
      userId: examIntegrityEvents.userId,
      userName: users.userName,
      kind: examIntegrityEvents.kind,
      at: examIntegrityEvents.at,
      detail: examIntegrityEvents.detail,
    })
    .from(examIntegrityEvents)
    .innerJoin(users, eq(users.id, examIntegrityEvents.userId))
    .where(eq(examIntegrityEvents.examId, examId))
    .orderBy(asc(examIntegrityEvents.at), asc(examIntegrityEvents.id))
}
