import { randomInt } from 'node:crypto'

/**
 * The remittance reference a school writes in its transfer's note: 7 random characters and a check
 * character, from an alphabet of 29 without the look-alikes 0 O, 1 I L, and U V (so a reference reads
 * back the same from a handwritten form or a bank clerk's keyboard). The characters, weighted 1 to 8,
 * add up to a multiple of 29; as 29 is prime, every single mistyped character and every swap of two
 * different neighbours breaks that, so a typo does not pay another school's order.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'
const N = REFERENCE_ALPHABET.length
const REFERENCE_LENGTH = 8
/** The inverse of the check character's weight (8) modulo 29: 8 × 11 = 88 = 3 × 29 + 1. */
const INVERSE_OF_LAST_WEIGHT = 11

const codeOf = (char: string) => REFERENCE_ALPHABET.indexOf(char)
const weightedSum = (text: string) => [...text].reduce((sum, char, i) => sum + (i + 1) * codeOf(char), 0)

/** The character that makes the weighted sum of the reference a multiple of 29. */
function checkCharacter(body: string) {
  const missing = (N - (weightedSum(body) % N)) % N
  return REFERENCE_ALPHABET[(missing * INVERSE_OF_LAST_WEIGHT) % N] as string
}

export function newReference() {
  let body = ''
  for (let i = 0; i < REFERENCE_LENGTH - 1; i++) body += REFERENCE_ALPHABET[randomInt(N)]
  return body + checkCharacter(body)
}

/** A well-formed reference: the right length, the alphabet, and its check character. */
export function isReference(text: string) {
  if (text.length !== REFERENCE_LENGTH) return false
  if ([...text].some((char) => codeOf(char) < 0)) return false
  return weightedSum(text) % N === 0
}

/**
 * The references a transfer's note may hold. Banks rewrite notes (full-width letters, lower case,
 * spaces or hyphens inside, the reference glued to Chinese text), so the note is folded to upper-case
 * ASCII and every well-formed 8-character stretch is a candidate: `whole` are those written as a word
 * of their own, `inside` every stretch (the caller keeps those that name an order).
 */
export function referencesIn(note: string) {
  const folded = note.normalize('NFKC').toUpperCase()
  const whole = new Set(
    folded
      .split(/[^0-9A-Z-]+/)
      .map((word) => word.replace(/-/g, ''))
      .filter(isReference),
  )
  const inside = new Set<string>()
  for (const run of folded.replace(/[\s-]+/g, '').split(/[^0-9A-Z]+/))
    for (let i = 0; i + REFERENCE_LENGTH <= run.length; i++) {
      const stretch = run.slice(i, i + REFERENCE_LENGTH)
      if (isReference(stretch)) inside.add(stretch)
    }
  return { whole: [...whole], inside: [...inside] }
}
