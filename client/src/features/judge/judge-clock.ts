/**
 * The judge's countdowns follow the server's clock, not the projector laptop's: every progress carries
 * `serverNow`, and the offset between it and the local clock corrects the deadlines (endTime, review
 * end). A laptop whose clock is minutes wrong still shows the time the students see.
 */

/** One measurement of the server's clock against ours. */
export interface ClockSample {
  /** Server time minus local time, in ms. */
  offset: number
  /** Round trip of the request that carried it; Infinity for a push (no request, latency unknown). */
  roundTrip: number
  /** Local time the sample was taken. */
  takenAt: number
}

/**
 * A sample from a progress: the server is taken to have stamped `serverNow` halfway through the round
 * trip (`sentAt` → `receivedAt`). Without `sentAt` (a socket push) it was stamped at receipt.
 */
export function clockSample(serverNow: number, receivedAt: number, sentAt?: number): ClockSample {
  if (sentAt === undefined)
    return { offset: serverNow - receivedAt, roundTrip: Infinity, takenAt: receivedAt }
  const roundTrip = Math.max(0, receivedAt - sentAt)
  return { offset: serverNow - (sentAt + roundTrip / 2), roundTrip, takenAt: receivedAt }
}

/** How long a sample is trusted before a rougher, newer one may replace it (clocks drift). */
export const SAMPLE_TRUST_MS = 30_000

/**
 * Keeps the better estimate: the sample with the shorter round trip (its error is at most half of it),
 * unless the kept one is older than SAMPLE_TRUST_MS. A push only counts when nothing better is known.
 */
export function betterSample(kept: ClockSample | null, next: ClockSample): ClockSample {
  if (!kept) return next
  if (next.takenAt - kept.takenAt > SAMPLE_TRUST_MS && Number.isFinite(next.roundTrip)) return next
  if (!Number.isFinite(kept.roundTrip) && Number.isFinite(next.roundTrip)) return next
  return next.roundTrip <= kept.roundTrip ? next : kept
}

/** Milliseconds left until a server-time deadline (never below 0); null without a deadline. */
export function remainingMs(deadline: number | null | undefined, localNow: number, offset: number) {
  if (deadline === null || deadline === undefined) return null
  return Math.max(0, deadline - (localNow + offset))
}

/** Whole seconds left, rounded up: the countdown shows 00:01 until the last millisecond has gone. */
export function remainingSeconds(deadline: number | null | undefined, localNow: number, offset: number) {
  const ms = remainingMs(deadline, localNow, offset)
  return ms === null ? null : Math.ceil(ms / 1000)
}

/** mm:ss, minutes not wrapped. */
export function formatMmSs(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const minutes = Math.floor(whole / 60)
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}
