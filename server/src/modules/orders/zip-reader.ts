import { inflateRawSync } from 'node:zlib'

/**
 * Just enough of the zip format to read what providers, banks and the tax office send: Alipay's bill
 * (a zip of CSV files), an OFD invoice (a zip holding OFD.xml) and a bank statement's .xlsx (checked
 * here before ExcelJS unpacks it). Read from the central directory, with every size checked before
 * anything is inflated, so a crafted archive cannot take the memory.
 */
export interface ZipEntry {
  name: string
  method: number
  compressedSize: number
  size: number
  localOffset: number
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const gbk = new TextDecoder('gbk')

/** The archive's entries (at most `maxEntries`), or undefined when the bytes are no zip archive. */
export function zipEntries(zip: Buffer, maxEntries = 64): ZipEntry[] | undefined {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL) return undefined
  let end = -1
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === EOCD) {
      end = at
      break
    }
  if (end < 0) return undefined
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  if (count > maxEntries) return undefined
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return undefined
    const flags = zip.readUInt16LE(at + 8)
    const nameLength = zip.readUInt16LE(at + 28)
    const rawName = zip.subarray(at + 46, at + 46 + nameLength)
    entries.push({
      // Bit 11 marks a UTF-8 name; Chinese tools write GBK names without it.
      name: flags & 0x800 ? rawName.toString('utf8') : gbk.decode(rawName),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    })
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}

export class ZipEntryTooBig extends Error {}

/** One entry's bytes, refused past `maxBytes` (as declared, or as it inflates). */
export function readZipEntry(zip: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  if (entry.size > maxBytes) throw new ZipEntryTooBig(entry.name)
  const at = entry.localOffset
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new Error('zip entry has no local header')
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28)
  const data = zip.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw new Error('zip entry is cut short')
  if (entry.method === 0) return Buffer.from(data)
  if (entry.method !== 8) throw new Error(`zip entry compressed with method ${entry.method}`)
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipEntryTooBig(entry.name)
    throw error
  }
}

export type ZipRefusal = 'notZip' | 'tooBig'

/**
 * Undefined when every entry of the zip unpacks within `maxUnpacked` bytes in all; otherwise why it
 * is refused. An .xlsx is a zip, and a zip of a few hundred kilobytes can unpack to gigabytes: before
 * a workbook is handed to ExcelJS (which unpacks everything into memory) each entry is unpacked here
 * with a ceiling on what it may grow to, so a hostile file costs at most `maxUnpacked` bytes of memory
 * and the time to unpack them. The sizes the zip declares are not trusted: what counts is what comes
 * out of the inflater.
 */
export function zipRefusal(zip: Buffer, maxUnpacked: number, maxEntries = 200): ZipRefusal | undefined {
  const entries = zipEntries(zip, maxEntries)
  if (!entries) return 'notZip'
  let left = maxUnpacked
  for (const entry of entries) {
    try {
      left -= readZipEntry(zip, entry, Math.max(1, left)).length
    } catch (error) {
      return error instanceof ZipEntryTooBig ? 'tooBig' : 'notZip'
    }
    if (left < 0) return 'tooBig'
  }
  return undefined
}
