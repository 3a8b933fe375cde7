import { z } from 'zod'
import { defineCall } from '../contract'
import { fenOfYuanText, MAX_FEN } from './fen'

/**
 * The committee matches bank transfers to the orders awaiting them: one by one, or from the bank's
 * statement (.xlsx or .csv). Amounts in fen.
 */

const season = z.coerce.number().int().positive().optional()
const orderNo = z.string().min(1, 'order.notFound').max(32)

/** An order awaiting its transfer, as the committee picks it. */
export const awaitingTransferSchema = z.object({
  orderNo: z.string(),
  reference: z.string(),
  schoolName: z.string().nullable(),
  /** The teacher account that placed the order. */
  orderedBy: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  createdAt: z.number(),
  expiresAt: z.number(),
})
export type AwaitingTransfer = z.infer<typeof awaitingTransferSchema>

/** The orders awaiting a transfer (of one season, or all), the oldest deadline first. */
export const listAwaitingTransfers = defineCall({
  method: 'GET',
  paths: ['/admin/transfers/awaiting'],
  request: z.object({ season }),
  response: z.array(awaitingTransferSchema),
})

export const TRANSFER_SOURCES = ['manual', 'statement'] as const

/** A transfer that paid an order. */
export const matchedTransferSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  reference: z.string().nullable(),
  schoolName: z.string().nullable(),
  productName: z.string(),
  paidOn: z.string(),
  payer: z.string(),
  amount: z.number().int(),
  note: z.string(),
  source: z.enum(TRANSFER_SOURCES),
  recordedAt: z.number(),
})
export type MatchedTransfer = z.infer<typeof matchedTransferSchema>

/** The transfers matched so far (of one season, or all), newest first. */
export const listMatchedTransfers = defineCall({
  method: 'GET',
  paths: ['/admin/transfers/matched'],
  request: z.object({ season }),
  response: z.array(matchedTransferSchema),
})

const calendarDay = (text: string) => {
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/** What the committee read on the bank's record of one transfer. */
const transferFields = {
  paidOn: z
    .string({ error: 'transfer.dateInvalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'transfer.dateInvalid')
    .refine(calendarDay, 'transfer.dateInvalid'),
  payer: z
    .string({ error: 'transfer.payerRequired' })
    .trim()
    .min(1, 'transfer.payerRequired')
    .max(100, 'transfer.payerTooLong'),
  note: z.string().trim().max(200, 'transfer.noteTooLong').default(''),
}

/** One transfer recorded by hand against an order awaiting it; another amount than the order's is refused. */
export const recordTransferSchema = z.object({
  orderNo,
  ...transferFields,
  amount: z
    .number({ error: 'transfer.amountInvalid' })
    .int('transfer.amountInvalid')
    .positive('transfer.amountInvalid')
    .max(MAX_FEN, 'transfer.amountInvalid'),
})

/** The committee's form: the amount as yuan text, turned into fen when sent. */
export const recordTransferFormSchema = z.object({
  ...transferFields,
  amountYuan: z
    .string({ error: 'transfer.amountInvalid' })
    .refine((text) => (fenOfYuanText(text) ?? 0) > 0, 'transfer.amountInvalid'),
})
export type RecordTransferForm = z.input<typeof recordTransferFormSchema>

/** One transfer read on the bank's record, against an order awaiting it: another amount, or a date after today, is refused and nothing recorded. */
export const recordTransfer = defineCall({
  method: 'POST',
  paths: ['/admin/transfers/record'],
  request: recordTransferSchema,
  response: z.object({ orderNo: z.string(), status: z.literal('paid') }),
})

/** A statement file is at most this big (before base64), and holds at most this many rows. */
export const STATEMENT_FILE_MAX_BYTES = 512 * 1024
export const STATEMENT_MAX_ROWS = 2000

/** Why a row of a statement does not pay an order as it stands. */
export const STATEMENT_PROBLEMS = [
  'noReference',
  'unknownReference',
  'severalReferences',
  'amountMismatch',
  'alreadyPaid',
  'cancelled',
  'sameOrderTwice',
  'duplicateRow',
  'alreadyImported',
  'badDate',
  'futureDate',
  'badAmount',
  'notIncoming',
  'payerMissing',
] as const
export type StatementProblemReason = (typeof STATEMENT_PROBLEMS)[number]

export const statementMatchSchema = z.object({
  row: z.number().int(),
  orderNo: z.string(),
  reference: z.string(),
  schoolName: z.string().nullable(),
  productName: z.string(),
  paidOn: z.string(),
  payer: z.string(),
  amount: z.number().int(),
})
export type StatementMatch = z.infer<typeof statementMatchSchema>

export const statementProblemSchema = z.object({
  row: z.number().int(),
  reason: z.enum(STATEMENT_PROBLEMS),
  /** The row number and the reason, in the asker's language. */
  message: z.string(),
})
export type StatementProblem = z.infer<typeof statementProblemSchema>

/**
 * The bank's statement (columns date, payer, amount, note; .xlsx or .csv). All or nothing: when any
 * row does not match cleanly, nothing changes (applied false) and every such row is named. With
 * matchedOnly the committee confirms that the matching rows are applied and the others left alone.
 */
export const importStatement = defineCall({
  method: 'POST',
  paths: ['/admin/transfers/import'],
  request: z.object({
    fileName: z.string().trim().max(200).default(''),
    content: z
      .string({ error: 'transfer.fileRequired' })
      .min(1, 'transfer.fileRequired')
      .max(Math.ceil((STATEMENT_FILE_MAX_BYTES * 4) / 3) + 4, 'transfer.fileTooBig'),
    matchedOnly: z.boolean().default(false),
  }),
  response: z.object({
    applied: z.boolean(),
    matched: z.array(statementMatchSchema),
    problems: z.array(statementProblemSchema),
  }),
})
