/**
 * Countdowns follow the server's clock, not the student's: the engine's examClient machine measures
 * the offset on every progress (clockOffsetOf) and counts down to the server's deadline with it
 * (remainingSeconds). Here is only how the time left is written.
 */

/** mm:ss, minutes not wrapped (30:00, 120:00). */
export function formatMmSs(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const minutes = Math.floor(whole / 60)
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}
