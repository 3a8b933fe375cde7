/**
 * How long a batched lookup waits for company. DataLoader's default (one tick) gathers only what
 * arrived in the same tick: students coming back after a restart arrive a few per millisecond, and
 * each tick then costs its own query (about a millisecond of the one thread with PGlite). Waiting a
 * few milliseconds turns hundreds of queries a second into tens, for a few milliseconds on first use.
 */
export const LOOKUP_WINDOW_MS = 8

/** A DataLoader `batchScheduleFn` that runs the batch `ms` after its first key. */
export const gatherFor = (ms: number) => (run: () => void) => void setTimeout(run, ms)
