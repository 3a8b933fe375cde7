import type { ExamClock } from './exam-clock'

/**
 * How long a student counts as online after their last poll or save: a few of the page's 1 s polls,
 * so one late or lost poll does not make them flicker out of the judges' count.
 */
export const PRESENCE_WINDOW_MS = 5000

/**
 * The students of each exam seen on this instance by REST (a progress poll, a save) within the window.
 * `onChange` is told when a student appears or drops out (then at most once per sweep), so the judges'
 * count follows without a poll of its own; sweeps run only while somebody is present.
 */
export function recentPresence(clock: ExamClock, onChange: (examId: number) => void) {
  const seen = new Map<number, Map<number, number>>()
  const sweeps = new Map<number, () => void>()

  function sweep(examId: number) {
    sweeps.delete(examId)
    const students = seen.get(examId)
    if (!students) return
    const now = clock.now()
    let dropped = false
    let next = Number.POSITIVE_INFINITY
    for (const [userId, at] of students) {
      if (now - at >= PRESENCE_WINDOW_MS) {
        students.delete(userId)
        dropped = true
      } else next = Math.min(next, at + PRESENCE_WINDOW_MS)
    }
    if (students.size === 0) seen.delete(examId)
    if (dropped) onChange(examId)
    if (Number.isFinite(next))
      sweeps.set(
        examId,
        clock.after(next - now, () => sweep(examId)),
      )
  }

  return {
    /** A student of the exam reached this instance now. */
    saw(examId: number, userId: number) {
      let students = seen.get(examId)
      if (!students) {
        students = new Map()
        seen.set(examId, students)
      }
      const known = students.has(userId)
      students.set(userId, clock.now())
      if (known) return
      onChange(examId)
      if (!sweeps.has(examId))
        sweeps.set(
          examId,
          clock.after(PRESENCE_WINDOW_MS, () => sweep(examId)),
        )
    },
    /** The students of the exam seen within the window. */
    recent(examId: number) {
      const now = clock.now()
      const userIds: number[] = []
      for (const [userId, at] of seen.get(examId) ?? [])
        if (now - at < PRESENCE_WINDOW_MS) userIds.push(userId)
      return userIds
    },
    close() {
      for (const cancel of sweeps.values()) cancel()
      sweeps.clear()
    },
  }
}
