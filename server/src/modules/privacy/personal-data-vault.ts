import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { decodeKey } from '../../config-keys'

/**
 * Sensitive personal information (the ID number) at rest: AES-256-GCM with a random 12-byte IV per
 * value, and an HMAC-SHA256 lookup hash so a number can be found without decrypting every row. Both keys
 * are derived (HKDF-SHA256) from the one configured 32-byte key, so the hash never reuses the
 * encryption key. A sealed value names the key that sealed it (`pd1.<key id>.<iv>.<ciphertext>.<tag>`),
 * so old keys stay readable during a rotation.
 */
const PREFIX = 'pd1'
const IV_BYTES = 12

interface DerivedKey {
  id: string
  encryption: Buffer
  lookup: Buffer
}

export interface PersonalDataVault {
  /** Encrypts with the current key. */
  seal(plain: string): string
  /** Decrypts with whichever configured key sealed it; throws on a value no key opens. */
  open(sealed: string): string
  /** Whether the value is a sealed envelope (rather than a plain value from before encryption). */
  isSealed(value: string): boolean
  /** Whether the value is sealed with the current key. */
  isCurrent(sealed: string): boolean
  /** The lookup hash of a value under the current key. */
  lookupHash(plain: string): string
  /** The lookup hashes under every configured key (finds rows not yet rotated). */
  lookupHashes(plain: string): string[]
}

function derive(master: Buffer): DerivedKey {
  const expand = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32))
  return {
    id: createHash('sha256').update(expand('spell personal data key id')).digest('hex').slice(0, 8),
    encryption: expand('spell personal data encryption'),
    lookup: expand('spell personal data lookup hash'),
  }
}

/** Reads a 32-byte key written as 64 hex digits or base64; undefined when it is not one. */
export function parseDataKey(text: string): Buffer | undefined {
  const bytes = decodeKey(text)
  return bytes?.length === 32 ? bytes : undefined
}

export function createPersonalDataVault(current: Buffer, old: readonly Buffer[] = []): PersonalDataVault {
  if (current.length !== 32) throw new Error('the personal data key must be 32 bytes')
  const now = derive(current)
  const keys = [now, ...old.map(derive)]
  const byId = new Map(keys.map((key) => [key.id, key]))
  const normalise = (plain: string) => plain.trim().toUpperCase()

  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', now.encryption, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [PREFIX, now.id, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    open(sealed) {
      const [prefix, keyId = '', iv = '', body = '', tag = ''] = sealed.split('.')
      const key = byId.get(keyId)
      if (prefix !== PREFIX) throw new Error('not a sealed personal data value')
      if (!key)
        throw new Error(`personal data sealed with an unknown key ${keyId}: set PERSONAL_DATA_OLD_KEYS`)
      const decipher = createDecipheriv('aes-256-gcm', key.encryption, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
    isSealed: (value) => value.startsWith(`${PREFIX}.`),
    isCurrent: (sealed) => sealed.split('.')[1] === now.id,
    lookupHash: (plain) => createHmac('sha256', now.lookup).update(normalise(plain)).digest('hex'),
    lookupHashes: (plain) =>
      keys.map((key) => createHmac('sha256', key.lookup).update(normalise(plain)).digest('hex')),
  }
}

/**
 * **************0027: only the last four characters of an ID card number stay. Its first digits are the
 * area and the next eight the birth date, both shown beside it, so keeping them would give the whole
 * number back but for a few digits. Shorter numbers (passports) keep one character at each end.
 */
export function maskIdNumber(value: string | null | undefined): string | null {
  if (!value) return null
  if (value.length >= 15) return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`
  if (value.length <= 2) return '*'.repeat(value.length)
  return `${value.slice(0, 1)}${'*'.repeat(value.length - 2)}${value.slice(-1)}`
}
