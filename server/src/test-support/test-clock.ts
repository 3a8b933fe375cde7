import type { ExamClock } from '../modules/exams/exam-clock'

interface Pending {
  at: number
  order: number
  run: () => unknown
}

/** Lets the server's pending I/O (a timer's socket emit, a callback after an await) take its turn. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * An exam clock that stands still until the test moves it. `advance` runs every timer that falls due
 * on the way, in time order and each at its own instant (awaiting what it returns), so a test sees
 * what the server does when a question's time runs out without spending that time.
 */
export function testClock(start = Date.now()) {
  let now = start
  let order = 0
  const pending = new Set<Pending>()

  const clock = {
    now: () => now,
    after(ms: number, run: () => unknown) {
      const entry = { at: now + Math.max(0, ms), order: order++, run }
      pending.add(entry)
      return () => {
        pending.delete(entry)
      }
    },
    /** The timers set and not yet run or cancelled. */
    get pendingTimers() {
      return pending.size
    },
    /** Moves the time forward by `ms`, running every timer due by then. */
    async advance(ms: number) {
      const target = now + ms
      await settle()
      for (;;) {
        let next: Pending | undefined
        for (const entry of pending)
          if (
            entry.at <= target &&
            (!next || entry.at < next.at || (entry.at === next.at && entry.order < next.order))
          )
            next = entry
        if (!next) break
        pending.delete(next)
        now = Math.max(now, next.at)
        await next.run()
        await settle()
      }
      now = target
    },
  } satisfies ExamClock & Record<string, unknown>
  return clock
}
