import { z } from 'zod'
import { defineCall } from '../contract'
import { createOrderSchema } from './create-order'

/**
 * A school pays by bank transfer: it sees the committee's account and the order's remittance
 * reference, writes the reference in the transfer's note, and the order waits as awaitingTransfer
 * until the committee matches the money (admin-transfers.ts).
 */

/** An order awaiting a transfer is cancelled after this many days without one (not the 7 of online payment). */
export const TRANSFER_DEADLINE_DAYS = 15

/** The committee's account, from the site's settings. */
export const transferAccountSchema = z.object({
  accountName: z.string(),
  bank: z.string(),
  accountNumber: z.string(),
})
export type TransferAccount = z.infer<typeof transferAccountSchema>

/** What the school needs to make the transfer. amount in fen; expiresAt: the deadline (ms). */
export const transferInstructionsSchema = z.object({
  orderNo: z.string(),
  productName: z.string(),
  amount: z.number().int().positive(),
  reference: z.string(),
  expiresAt: z.number(),
  account: transferAccountSchema,
})
export type TransferInstructions = z.infer<typeof transferInstructionsSchema>

/** Whether this site takes bank transfers: the account when it does (schools are offered the method), else null. */
export const getTransferAccount = defineCall({
  method: 'GET',
  paths: ['/order/transferAccount'],
  request: z.object({}),
  response: z.object({ account: transferAccountSchema.nullable() }),
})

/** A school's new order, to be paid by bank transfer: the same checks as any order, no provider page. */
export const createTransferOrder = defineCall({
  method: 'POST',
  paths: ['/order/createTransferOrder'],
  request: createOrderSchema.omit({ payWith: true }),
  response: transferInstructionsSchema,
})

const orderNo = z.string().min(1, 'order.notFound').max(32)

/** The school's own unpaid order is to be paid by bank transfer from now on. */
export const chooseTransfer = defineCall({
  method: 'POST',
  paths: ['/order/chooseTransfer'],
  request: z.object({ orderNo }),
  response: transferInstructionsSchema,
})

/** The transfer details of the school's own order that awaits its transfer. */
export const getTransferInstructions = defineCall({
  method: 'GET',
  paths: ['/order/transferInstructions'],
  request: z.object({ orderNo }),
  response: transferInstructionsSchema,
})
