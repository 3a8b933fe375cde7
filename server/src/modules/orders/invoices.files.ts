import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { zipEntries } from './zip-reader'

/**
 * The issued e-invoices, kept beside the uploads folder but not in it (the uploads are served to
 * anyone at /uploads; an invoice only to its requester and the committee, through the API).
 */
export const invoiceFileRoot = (uploadsRoot: string) => path.join(path.dirname(uploadsRoot), 'invoice-files')

export type InvoiceFileType = 'pdf' | 'ofd'

/**
 * What the bytes are, by their content rather than by the name or what the browser said: a PDF starts
 * with %PDF-; an OFD (GB/T 33190) is a zip archive whose root holds OFD.xml.
 */
export function invoiceFileType(bytes: Buffer): InvoiceFileType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  if (zipEntries(bytes)?.some((entry) => entry.name === 'OFD.xml')) return 'ofd'
  return undefined
}

export const INVOICE_MIME: Record<InvoiceFileType, string> = {
  pdf: 'application/pdf',
  ofd: 'application/ofd',
}

/** Stores the file under a fresh name and answers that name. */
export async function storeInvoiceFile(root: string, type: InvoiceFileType, bytes: Buffer) {
  const name = `${randomBytes(16).toString('hex')}.${type}`
  await fs.mkdir(root, { recursive: true })
  await fs.writeFile(path.join(root, name), bytes, { flag: 'wx' })
  return name
}

/** The stored file's path; the name was made here, but is checked as if it came from outside. */
export function invoiceFilePath(root: string, name: string) {
  if (!/^[0-9a-f]{32}\.(pdf|ofd)$/.test(name)) throw new Error('not an invoice file name')
  return path.join(root, name)
}
