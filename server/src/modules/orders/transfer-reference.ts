import { randomInt } from 'node:crypto'

/**
 * The remittance reference a school writes in its transfer's note: 7 random characters and a check
 * character, from an alphabet without the look-alikes 0 O, 1 I L, and U V (so "7K3M9QXA" reads
 * back the same from a handwritten form or a bank clerk's keyboard). The check character (Luhn mod
 * 29) catches every single mistyped character and most swaps of two neighbours, so a typo does not
 * pay another school's order.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'
const N = REFERENCE_ALPHABET.length
export const REFERENCE_LENGTH = 8

const codeOf = (char: string) => REFERENCE_ALPHABET.indexOf(char)

/** Luhn mod N over the characters, right to left, of the text that precedes the check character. */
function checkCharacter(body: string) {
  let sum = 0
  let factor = 2
  for (let i = body.length - 1; i >= 0; i--) {
    const product = factor * codeOf(body[i] as string)
    sum += Math.floor(product / N) + (product % N)
    factor = factor === 2 ? 1 : 2
  }
  return REFERENCE_ALPHABET[(N - (sum % N)) % N] as string
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
  return checkCharacter(text.slice(0, -1)) === text.at(-1)
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
