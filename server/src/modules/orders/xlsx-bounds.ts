import { inflateRawSync } from 'node:zlib'

/**
 * An .xlsx is a zip, and a zip of a few hundred kilobytes can unpack to gigabytes. Before a workbook
 * is handed to ExcelJS (which unpacks everything into memory), each of its entries is unpacked here
 * with a ceiling on what it may grow to, so a hostile file costs at most `maxUnpacked` bytes of memory
 * and the time to unpack them. The sizes the zip declares are not trusted: what counts is what comes
 * out of the inflater.
 */

export type ZipRefusal = 'notZip' | 'tooBig'

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const MAX_ENTRIES = 200

/** Where the end-of-central-directory record starts (it may be followed by a comment of up to 64 KB). */
function endRecordAt(zip: Buffer) {
  const earliest = Math.max(0, zip.length - 22 - 0xffff)
  for (let at = zip.length - 22; at >= earliest; at--) if (zip.readUInt32LE(at) === EOCD) return at
  return -1
}

/** Undefined when the zip unpacks within `maxUnpacked` bytes in all; otherwise why it is refused. */
export function zipRefusal(zip: Buffer, maxUnpacked: number): ZipRefusal | undefined {
  if (zip.length < 22) return 'notZip'
  const end = endRecordAt(zip)
  if (end < 0) return 'notZip'
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  if (count > MAX_ENTRIES) return 'tooBig'
  let left = maxUnpacked
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return 'notZip'
    const flags = zip.readUInt16LE(at + 8)
    const method = zip.readUInt16LE(at + 10)
    const packedSize = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const localAt = zip.readUInt32LE(at + 42)
    // Encrypted entries and zip64 sizes are nothing a bank's export holds.
    if (flags & 1 || packedSize === 0xffffffff || localAt === 0xffffffff) return 'notZip'
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL) return 'notZip'
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28)
    const packed = zip.subarray(dataAt, dataAt + packedSize)
    if (packed.length !== packedSize) return 'notZip'
    if (method === 0) left -= packedSize
    else if (method === 8) {
      try {
        left -= inflateRawSync(packed, { maxOutputLength: Math.max(1, left + 1) }).length
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooBig' : 'notZip'
      }
    } else return 'notZip'
    if (left < 0) return 'tooBig'
    at += 46 + nameLength + extraLength + commentLength
  }
  return undefined
}
