import { isEmail } from '@spell/shared/validators/email'
import { z } from 'zod'

/**
 * The settings of invoices and of reading the providers' daily bills: how big an uploaded e-invoice
 * and a bill may be, how many lines a bill may have, and where the invoice desk is told of a
 * red-letter invoice to issue. Each has a safe default; the bounds keep a bill from taking the
 * server's memory or time.
 */
const MB = 1024 * 1024
const wholeNumberFrom = (min: number, max: number, what: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), {
      error: (issue) => `must be ${what} from ${min} to ${max}, got "${String(issue.input)}"`,
    })

export const invoiceEnvShape = {
  INVOICE_FILE_MAX_MB: wholeNumberFrom(1, 50, 'a number of megabytes'),
  BILL_MAX_MB: wholeNumberFrom(1, 200, 'a number of megabytes'),
  BILL_MAX_ROWS: wholeNumberFrom(100, 2_000_000, 'a number of lines'),
  INVOICE_DESK_EMAIL: z
    .string()
    .optional()
    .refine((v) => v === undefined || isEmail(v), {
      error: (issue) => `must be one e-mail address (the invoice desk's), got "${String(issue.input)}"`,
    }),
}
type InvoiceEnv = { [K in keyof typeof invoiceEnvShape]?: string }

export interface InvoiceSettings {
  /** The largest e-invoice file the committee may upload, in bytes (INVOICE_FILE_MAX_MB, default 10). */
  invoiceFileMaxBytes: number
  /** The largest bill read, downloaded or imported, in bytes; for Alipay's zip, also each file in it. */
  billMaxBytes: number
  /** The most lines a bill may have (BILL_MAX_ROWS, default 200000). */
  billMaxRows: number
  /** Told by e-mail when a refunded order's invoice needs a red-letter invoice; unset: the desk's queue only. */
  invoiceDeskEmail: string | undefined
}

export function invoiceSettings(env: InvoiceEnv): InvoiceSettings {
  return {
    invoiceFileMaxBytes: Number(env.INVOICE_FILE_MAX_MB ?? 10) * MB,
    billMaxBytes: Number(env.BILL_MAX_MB ?? 50) * MB,
    billMaxRows: Number(env.BILL_MAX_ROWS ?? 200_000),
    invoiceDeskEmail: env.INVOICE_DESK_EMAIL,
  }
}
