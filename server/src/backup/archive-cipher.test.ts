import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ARCHIVE_HEADER_BYTES,
  ArchiveSealError,
  openArchive,
  readArchiveHeader,
  sealArchive,
} from './archive-cipher'

const key = randomBytes(32)
const CHUNK = 64

const seal = async (plain: Buffer, withKey = key, chunkSize = CHUNK) => {
  const chunks: Buffer[] = []
  await pipeline(Readable.from([plain]), sealArchive(withKey, { chunkSize }), async (source) => {
    for await (const chunk of source) chunks.push(chunk as Buffer)
  })
  return Buffer.concat(chunks)
}
/** The sealed bytes fed in pieces of `piece` bytes, as a file stream would, and read back. */
const open = (sealed: Buffer, withKey = key, piece = 17) => {
  const pieces: Buffer[] = []
  for (let at = 0; at < sealed.length; at += piece) pieces.push(sealed.subarray(at, at + piece))
  return buffer(Readable.from(pieces).pipe(openArchive(withKey)))
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ArchiveSealError ? error.kind : error),
  )
const sealedChunk = CHUNK + 16

describe('a sealed archive', () => {
  it('reads back exactly what was sealed, whatever its length and however it is cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 5 * CHUNK }),
        fc.integer({ min: 1, max: 3 * sealedChunk }),
        async (plain, piece) => {
          const sealed = await seal(Buffer.from(plain))
          expect((await open(sealed, key, piece)).equals(Buffer.from(plain))).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
    for (const length of [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK]) {
      const plain = randomBytes(length)
      expect((await open(await seal(plain))).equals(plain), String(length)).toBe(true)
    }
  })

  it('holds none of its plain text, and two seals of the same text differ', async () => {
    const plain = Buffer.from('13800001111 student@example.cn 欧阳堃 '.repeat(20))
    const [one, two] = [await seal(plain), await seal(plain)]
    expect(one.includes('13800001111')).toBe(false)
    expect(one.includes('student@example.cn')).toBe(false)
    expect(one.equals(two)).toBe(false)
  })

  it('is refused under another key, before any of it is read', async () => {
    const sealed = await seal(randomBytes(3 * CHUNK))
    expect(await refusal(open(sealed, randomBytes(32)))).toBe('wrongKey')
    expect(readArchiveHeader(sealed.subarray(0, ARCHIVE_HEADER_BYTES), key)).toBeUndefined()
    expect(readArchiveHeader(sealed.subarray(0, ARCHIVE_HEADER_BYTES), randomBytes(32))).toBe('wrongKey')
  })

  it('is refused when any byte of it is flipped', async () => {
    const sealed = await seal(randomBytes(3 * CHUNK + 10))
    for (let at = 0; at < sealed.length; at++) {
      const altered = Buffer.from(sealed)
      altered[at] = (altered[at] as number) ^ 0x01
      const kind = await refusal(open(altered))
      // A flip in the header shows as another key, or as no backup (its magic) or a newer one (its version).
      expect(['damaged', 'wrongKey', 'notSealed', 'unknownVersion'], `byte ${at}`).toContain(kind)
      if (at >= ARCHIVE_HEADER_BYTES) expect(kind, `byte ${at}`).toBe('damaged')
    }
  })

  it('is refused when cut short, even at a chunk boundary, or with a chunk dropped, repeated or swapped', async () => {
    const sealed = await seal(randomBytes(3 * CHUNK + 10))
    const header = sealed.subarray(0, ARCHIVE_HEADER_BYTES)
    const chunk = (n: number) =>
      sealed.subarray(ARCHIVE_HEADER_BYTES + n * sealedChunk, ARCHIVE_HEADER_BYTES + (n + 1) * sealedChunk)
    const last = sealed.subarray(ARCHIVE_HEADER_BYTES + 3 * sealedChunk)
    const variants = {
      'cut at a chunk boundary': Buffer.concat([header, chunk(0), chunk(1), chunk(2)]),
      'cut in a chunk': sealed.subarray(0, sealed.length - 5),
      'cut to its header': header,
      'a chunk dropped': Buffer.concat([header, chunk(0), chunk(2), last]),
      'a chunk repeated': Buffer.concat([header, chunk(0), chunk(0), chunk(1), chunk(2), last]),
      'two chunks swapped': Buffer.concat([header, chunk(1), chunk(0), chunk(2), last]),
      'bytes added': Buffer.concat([sealed, Buffer.from('more')]),
    }
    for (const [name, variant] of Object.entries(variants))
      expect(await refusal(open(variant)), name).toBe('damaged')
  })

  it('is refused when a chunk comes from another archive sealed with the same key', async () => {
    const one = await seal(randomBytes(2 * CHUNK + 1))
    const two = await seal(randomBytes(2 * CHUNK + 1))
    const spliced = Buffer.concat([
      one.subarray(0, ARCHIVE_HEADER_BYTES + sealedChunk),
      two.subarray(ARCHIVE_HEADER_BYTES + sealedChunk),
    ])
    expect(await refusal(open(spliced))).toBe('damaged')
  })

  it('tells a plain .tar.gz or another file from a sealed archive', async () => {
    expect(await refusal(open(zlib.gzipSync('an older, unencrypted backup')))).toBe('plainArchive')
    expect(await refusal(open(Buffer.from('hello')))).toBe('notSealed')
    expect(await refusal(open(Buffer.alloc(0)))).toBe('notSealed')
  })
})
