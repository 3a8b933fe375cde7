import { z } from 'zod'
import { defineCall } from '../contract'
import { fen, invoiceKinds, invoiceStatuses, invoiceTitleTypes } from './invoice-request'

/** The desk's invoice: what was asked, and what the committee recorded. */
export const deskInvoiceSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  productName: z.string(),
  payer: z.string(),
  orderStatus: z.string(),
  amount: fen,
  kind: z.enum(invoiceKinds),
  titleType: z.enum(invoiceTitleTypes),
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  email: z.string(),
  status: z.enum(invoiceStatuses),
  invoiceNo: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  fileType: z.enum(['pdf', 'ofd']).nullable(),
  redLetterNo: z.string().nullable(),
  redLetterDate: z.string().nullable(),
  createdAt: z.number(),
})
export type DeskInvoice = z.infer<typeof deskInvoiceSchema>

/** The committee's queue: open ones (to issue, or red-letter invoices to record) first, or every one. */
export const listInvoiceDesk = defineCall({
  method: 'GET',
  paths: ['/admin/orders/invoices'],
  request: z.object({ view: z.enum(['open', 'all']).default('open') }),
  response: z.array(deskInvoiceSchema),
})

/** 8 digits (paper-era e-invoices) or 20 digits (全电发票). */
const invoiceNumber = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{20})$/, message)
const isoDay = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)

/** The number and date of an issued invoice: sent alone, or with the file at INVOICE_UPLOAD_PATH. */
export const issueInvoiceSchema = z.object({
  id: z.coerce.number().int().positive(),
  invoiceNo: invoiceNumber('invoice.numberInvalid'),
  invoiceDate: isoDay('invoice.dateInvalid'),
})

export const recordInvoice = defineCall({
  method: 'POST',
  paths: ['/admin/orders/invoices/record'],
  request: issueInvoiceSchema,
  response: z.null(),
})

/** Multipart: id, invoiceNo, invoiceDate and the file (PDF or OFD, checked by its first bytes). */
export const INVOICE_UPLOAD_PATH = '/admin/orders/invoices/upload'

/** The red-letter invoice (红字发票) that cancels an invoice of a refunded order. */
export const recordRedLetter = defineCall({
  method: 'POST',
  paths: ['/admin/orders/invoices/red-letter'],
  request: z.object({
    id: z.coerce.number().int().positive(),
    redLetterNo: invoiceNumber('invoice.numberInvalid'),
    redLetterDate: isoDay('invoice.dateInvalid'),
  }),
  response: z.null(),
})
