import { z } from 'zod'
import { isEmail } from '../../validators/email'
import { isUscc } from '../../validators/uscc'
import { defineCall } from '../contract'

/** 普通发票 (ordinary) or 增值税专用发票 (special VAT invoice); a personal title only on an ordinary one. */
export const invoiceKinds = ['ordinary', 'special'] as const
export const invoiceTitleTypes = ['company', 'personal'] as const
export type InvoiceKind = (typeof invoiceKinds)[number]

/** Money in fen (whole numbers), as every invoice and reconciliation call carries it. */
export const fen = z.number().int().nonnegative()

const field = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default('')
const needed = (message: string, path: string) => ({ code: 'custom' as const, message, path: [path] })

/**
 * What the payer of a paid order asks for. A company title carries the unified social credit code; a
 * special VAT invoice also the company's registered address, phone, bank and account. A person asks
 * for an ordinary invoice under their own name, without a code.
 */
export const invoiceRequestSchema = z
  .object({
    orderNo: z.string().trim().min(1, 'order.notFound').max(32, 'order.notFound'),
    kind: z.enum(invoiceKinds, { error: 'invoice.kindInvalid' }),
    titleType: z.enum(invoiceTitleTypes, { error: 'invoice.titleTypeInvalid' }),
    title: z.string().trim().min(1, 'invoice.titleRequired').max(100, 'invoice.titleTooLong'),
    taxNo: z
      .string()
      .trim()
      .max(40, 'invoice.taxNoInvalid')
      .default('')
      .transform((code) => code.toUpperCase()),
    address: field(200, 'invoice.addressTooLong'),
    phone: field(30, 'invoice.phoneInvalid'),
    bankName: field(100, 'invoice.bankNameTooLong'),
    bankAccount: field(40, 'invoice.bankAccountInvalid'),
    email: z
      .string()
      .trim()
      .min(1, 'invoice.emailRequired')
      .max(200, 'invoice.emailInvalid')
      .refine(isEmail, 'invoice.emailInvalid'),
  })
  .superRefine((value, context) => {
    if (value.titleType === 'personal') {
      if (value.kind === 'special') context.addIssue(needed('invoice.specialNeedsCompany', 'kind'))
      if (value.taxNo) context.addIssue(needed('invoice.personalNoTaxNo', 'taxNo'))
      return
    }
    if (!value.taxNo) context.addIssue(needed('invoice.taxNoRequired', 'taxNo'))
    else if (!isUscc(value.taxNo)) context.addIssue(needed('invoice.taxNoInvalid', 'taxNo'))
    if (value.kind !== 'special') return
    if (!value.address) context.addIssue(needed('invoice.addressRequired', 'address'))
    if (!value.phone) context.addIssue(needed('invoice.phoneRequired', 'phone'))
    else if (!/^[\d+()\- ]{5,30}$/.test(value.phone))
      context.addIssue(needed('invoice.phoneInvalid', 'phone'))
    if (!value.bankName) context.addIssue(needed('invoice.bankNameRequired', 'bankName'))
    if (!value.bankAccount) context.addIssue(needed('invoice.bankAccountRequired', 'bankAccount'))
    else if (!/^\d[\d ]{5,39}$/.test(value.bankAccount))
      context.addIssue(needed('invoice.bankAccountInvalid', 'bankAccount'))
  })
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>

/**
 * requested → issued (the committee uploads the e-invoice or records its number) → redLetterNeeded
 * (the order was refunded) → redLettered (the red-letter invoice is recorded). A request refunded
 * before it was issued is cancelled.
 */
export const invoiceStatuses = ['requested', 'issued', 'redLetterNeeded', 'redLettered', 'cancelled'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

/** The payer asks for an invoice of their paid order, once. */
export const requestInvoice = defineCall({
  method: 'POST',
  paths: ['/order/invoice/request'],
  request: invoiceRequestSchema,
  response: z.object({ status: z.enum(invoiceStatuses) }),
})
