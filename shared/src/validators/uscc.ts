/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters from the 31 of
 * USCC_CHARSET (digits and capitals without I, O, S, V, Z). The first is the registering authority, the
 * second the kind of body, the 3rd to 8th the administrative division (digits), the 9th to 17th the
 * body's own code, and the 18th the check character: 31 minus the weighted sum (weights 3^i mod 31) of
 * the first 17, mod 31. Any text is answered after looking at most 18 characters.
 */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
export const USCC_LENGTH = 18
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** The check character of the first 17 characters, or undefined when they are not 17 of the charset. */
export function usccCheckCharacter(first17: string): string | undefined {
  if (first17.length !== USCC_LENGTH - 1) return undefined
  let sum = 0
  for (let i = 0; i < WEIGHTS.length; i++) {
    const value = USCC_CHARSET.indexOf(first17.charAt(i))
    if (value < 0) return undefined
    sum += value * (WEIGHTS[i] as number)
  }
  return USCC_CHARSET.charAt((31 - (sum % 31)) % 31)
}

/** Whether `code` (as typed: already trimmed and upper-cased by the form's schema) is a valid code. */
export function isUscc(code: string): boolean {
  if (typeof code !== 'string' || code.length !== USCC_LENGTH) return false
  if (!/^\d{6}$/.test(code.slice(2, 8))) return false
  return usccCheckCharacter(code.slice(0, 17)) === code.charAt(17)
}
