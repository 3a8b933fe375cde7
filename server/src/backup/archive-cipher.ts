import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * A backup archive is sealed with BACKUP_KEY: AES-256-GCM over the stream in chunks, so that a backup
 * of any size is written and read with flat memory and no byte of it is used before it is authenticated.
 *
 *   header   "SPELLBAK" · version (1 byte) · chunk size (uint32 BE) · salt (32 random bytes)
 *            · key check (32 bytes)
 *   chunks   each `chunk size` bytes of the archive, sealed, with its 16-byte tag; the last one shorter
 *            (possibly empty), so that every archive ends with a chunk marked last
 *
 * Each file's keys come from BACKUP_KEY and its salt (HKDF-SHA256), so no two files share a key and a
 * chunk's nonce can be its number, with a flag on the last chunk (the STREAM construction): a chunk
 * dropped, repeated, moved or taken from another archive, or an archive cut short even at a chunk
 * boundary, fails its tag. The whole header is every chunk's associated data. The key check is an
 * HMAC of the header under a second derived key: it tells a wrong BACKUP_KEY from a damaged file
 * before anything is decrypted (AES-GCM alone cannot tell them apart).
 */
const MAGIC = Buffer.from('SPELLBAK')
const VERSION = 1
const SALT_BYTES = 32
const CHECK_BYTES = 32
const TAG_BYTES = 16
const DEFAULT_CHUNK = 64 * 1024
const MAX_CHUNK = 16 * 1024 * 1024
const MAX_CHUNKS = 2 ** 32
export const ARCHIVE_HEADER_BYTES = MAGIC.length + 1 + 4 + SALT_BYTES + CHECK_BYTES
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b])

/**
 * Why a sealed archive cannot be opened:
 * - notSealed: not a sealed backup at all; plainArchive: a .tar.gz as older versions wrote them;
 * - unknownVersion: sealed by a newer version of the site;
 * - wrongKey: sealed under another BACKUP_KEY (or its header is damaged);
 * - damaged: a chunk fails its authentication, or the archive is cut short or has bytes added.
 */
export type ArchiveSealProblem = 'notSealed' | 'plainArchive' | 'unknownVersion' | 'wrongKey' | 'damaged'

export class ArchiveSealError extends Error {
  override name = 'ArchiveSealError'
  constructor(readonly kind: ArchiveSealProblem) {
    super(`the backup archive cannot be opened: ${kind}`)
  }
}

interface FileKeys {
  cipher: Buffer
  check: Buffer
}

function fileKeys(key: Buffer, salt: Buffer): FileKeys {
  if (key.length !== 32) throw new Error('BACKUP_KEY must be 32 bytes')
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', key, salt, `spell-backup ${purpose}`, 32))
  return { cipher: derive('encryption'), check: derive('key check') }
}

const keyCheck = (keys: FileKeys, headerStart: Buffer) =>
  createHmac('sha256', keys.check).update(headerStart).digest()

function nonce(counter: number, last: boolean): Buffer {
  if (counter >= MAX_CHUNKS) throw new Error('the backup archive has too many chunks')
  const value = Buffer.alloc(12)
  value.writeUInt32BE(counter, 7)
  value[11] = last ? 1 : 0
  return value
}

/** Encrypts the archive written into it (a gzip stream) into the sealed format. */
export function sealArchive(key: Buffer, options: { chunkSize?: number } = {}): Transform {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK
  if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > MAX_CHUNK)
    throw new Error(`chunk size must be 1 to ${MAX_CHUNK} bytes`)
  const salt = randomBytes(SALT_BYTES)
  const keys = fileKeys(key, salt)
  const start = Buffer.alloc(MAGIC.length + 1 + 4)
  MAGIC.copy(start)
  start[MAGIC.length] = VERSION
  start.writeUInt32BE(chunkSize, MAGIC.length + 1)
  const headerStart = Buffer.concat([start, salt])
  const header = Buffer.concat([headerStart, keyCheck(keys, headerStart)])
  let counter = 0
  let pending: Buffer[] = []
  let pendingBytes = 0

  const sealChunk = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', keys.cipher, nonce(counter++, last))
    cipher.setAAD(header)
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  }

  return new Transform({
    construct(callback) {
      this.push(header)
      callback()
    },
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      pending.push(data)
      pendingBytes += data.length
      // A chunk is sealed as not-last only once more bytes are known to follow it.
      if (pendingBytes > chunkSize) {
        let all = Buffer.concat(pending)
        while (all.length > chunkSize) {
          this.push(sealChunk(all.subarray(0, chunkSize), false))
          all = all.subarray(chunkSize)
        }
        pending = [all]
        pendingBytes = all.length
      }
      callback()
    },
    flush(callback: TransformCallback) {
      callback(null, sealChunk(Buffer.concat(pending), true))
    },
  })
}

/**
 * Checks an archive's header against the key; undefined when the key opens it. Lets a restore refuse a
 * wrong key before it opens the database.
 */
export function readArchiveHeader(header: Buffer, key: Buffer): ArchiveSealProblem | undefined {
  return parseHeader(header, key).problem
}

function parseHeader(
  header: Buffer,
  key: Buffer,
):
  | { problem: ArchiveSealProblem; keys?: undefined; chunkSize?: undefined }
  | {
      problem: undefined
      keys: FileKeys
      chunkSize: number
    } {
  if (header.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) return { problem: 'plainArchive' }
  if (header.length < ARCHIVE_HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC))
    return { problem: 'notSealed' }
  if (header[MAGIC.length] !== VERSION) return { problem: 'unknownVersion' }
  const checkAt = ARCHIVE_HEADER_BYTES - CHECK_BYTES
  const keys = fileKeys(key, header.subarray(checkAt - SALT_BYTES, checkAt))
  const expected = keyCheck(keys, header.subarray(0, checkAt))
  if (!timingSafeEqual(expected, header.subarray(checkAt, ARCHIVE_HEADER_BYTES)))
    return { problem: 'wrongKey' }
  const chunkSize = header.readUInt32BE(MAGIC.length + 1)
  if (chunkSize < 1 || chunkSize > MAX_CHUNK) return { problem: 'damaged' }
  return { problem: undefined, keys, chunkSize }
}

/** Decrypts a sealed archive; fails with an ArchiveSealError, never passing on an unauthenticated byte. */
export function openArchive(key: Buffer): Transform {
  let header: Buffer | undefined
  let keys: FileKeys | undefined
  let sealedChunk = 0
  let counter = 0
  let pending: Buffer[] = []

  const openChunk = (sealed: Buffer, last: boolean) => {
    if (!keys || !header || sealed.length < TAG_BYTES) throw new ArchiveSealError('damaged')
    const decipher = createDecipheriv('aes-256-gcm', keys.cipher, nonce(counter++, last))
    decipher.setAAD(header)
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()])
    } catch {
      throw new ArchiveSealError('damaged')
    }
  }

  const take = (all: Buffer) => {
    pending = [all]
  }

  return new Transform({
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending.push(data)
        let all = Buffer.concat(pending)
        if (!header) {
          if (all.length < ARCHIVE_HEADER_BYTES) {
            // Enough to tell a plain .tar.gz or a foreign file early; the rest waits for the header.
            if (all.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC))
              throw new ArchiveSealError('plainArchive')
            if (all.length >= MAGIC.length && !all.subarray(0, MAGIC.length).equals(MAGIC))
              throw new ArchiveSealError('notSealed')
            take(all)
            return callback()
          }
          const parsed = parseHeader(all.subarray(0, ARCHIVE_HEADER_BYTES), key)
          if (parsed.problem) throw new ArchiveSealError(parsed.problem)
          header = Buffer.from(all.subarray(0, ARCHIVE_HEADER_BYTES))
          keys = parsed.keys
          sealedChunk = parsed.chunkSize + TAG_BYTES
          all = all.subarray(ARCHIVE_HEADER_BYTES)
        }
        // The last chunk is the one the stream ends with: hold back a full chunk until more follows.
        while (all.length > sealedChunk) {
          this.push(openChunk(all.subarray(0, sealedChunk), false))
          all = all.subarray(sealedChunk)
        }
        take(all)
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header) throw new ArchiveSealError(parseHeader(Buffer.concat(pending), key).problem ?? 'damaged')
        callback(null, openChunk(Buffer.concat(pending), true))
      } catch (error) {
        callback(error as Error)
      }
    },
  })
}
