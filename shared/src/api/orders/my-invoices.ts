import { z } from 'zod'
import { defineCall } from '../contract'
import { fen, invoiceKinds, invoiceStatuses, invoiceTitleTypes } from './invoice-request'

export const myInvoiceSchema = z.object({
  orderNo: z.string(),
  kind: z.enum(invoiceKinds),
  titleType: z.enum(invoiceTitleTypes),
  title: z.string(),
  taxNo: z.string(),
  email: z.string(),
  amount: fen,
  status: z.enum(invoiceStatuses),
  invoiceNo: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  /** Whether the electronic invoice (PDF or OFD) can be downloaded at INVOICE_FILE_PATH. */
  hasFile: z.boolean(),
  createdAt: z.number(),
})
export type MyInvoice = z.infer<typeof myInvoiceSchema>

/** The signed-in user's invoice requests, one per order, newest first. */
export const getMyInvoices = defineCall({
  method: 'GET',
  paths: ['/order/invoices'],
  request: z.object({}),
  response: z.array(myInvoiceSchema),
})

/** GET ?orderNo=…: the order's electronic invoice, for its requester and the committee only. */
export const INVOICE_FILE_PATH = '/order/invoice/file'
