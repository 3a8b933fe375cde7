import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/**
 * Whether a secret someone sent (a signature, a code, a token) equals the one expected, in constant
 * time: both are hashed to 32 bytes first, so neither the first differing character nor the length
 * shows in how long the answer takes.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}
