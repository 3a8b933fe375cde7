/**
 * The time the live semi-final runs on: when a question closes, whether a save is in time, when the
 * judges' counts go out. The server runs on the system clock; tests run it on a clock they move, so a
 * question's minute passes without waiting for it.
 */
export interface ExamClock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number
  /** Runs `run` once `ms` from now (never keeping the process alive); the returned function cancels it. */
  after(ms: number, run: () => unknown): () => void
}

export const systemClock: ExamClock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms)
    timer.unref()
    return () => clearTimeout(timer)
  },
}
