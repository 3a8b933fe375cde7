/**
 * Keys and secrets the settings hold, read as the bytes they stand for: the same key written in hex,
 * in base64 with or without its padding, or with a stray space, is the same key.
 */

/** The bytes of a key written as hex digits or base64 (standard or URL-safe); undefined when it is neither. */
export function decodeKey(text: string): Buffer | undefined {
  const value = text.trim()
  if (/^(?:[0-9a-fA-F]{2})+$/.test(value)) return Buffer.from(value, 'hex')
  const digits = value.replace(/={1,2}$/, '')
  if (/^[A-Za-z0-9+/_-]+$/.test(digits) && digits.length % 4 !== 1)
    return Buffer.from(digits.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  return undefined
}

/**
 * Why random-looking bytes are no secret, or undefined. Fewer than 16 different byte values (zeros, a
 * repeated pattern) or only printable characters (a typed phrase encoded) happen to 32 random bytes
 * less than once in 10^13 tries.
 */
export function weakKeyProblem(bytes: Buffer, known: readonly Buffer[]): string | undefined {
  if (known.some((value) => value.equals(bytes))) return 'is the public development value'
  if (new Set(bytes).size < 16 || bytes.every((byte) => byte >= 0x20 && byte < 0x7f))
    return 'has too little randomness (zeros, a repeated pattern or typed text written as hex or base64)'
  return undefined
}

/** The example file's stand-in for values only the operator has (deploy/production.env.example). */
export const PLACEHOLDER = /change-me/i
