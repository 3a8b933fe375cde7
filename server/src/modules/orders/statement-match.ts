import { createHash } from 'node:crypto'
import { type Lang, translate } from '@spell/shared'
import type {
  StatementMatch,
  StatementProblem,
  StatementProblemReason,
} from '@spell/shared/api/orders/admin-transfers'
import { fenOfYuanText, yuanTextOfFen } from '@spell/shared/api/orders/fen'
import { chinaDate } from '@spell/shared/time/china-time'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { bankTransfers, orders, products, schools, transferReferences } from '../../db/schema'
import type { StatementLine } from './statement-file'
import { referencesIn } from './transfer-reference'
import type { MatchedTransferEntry } from './transfer-settlement'

/**
 * Matches a statement's rows to the orders awaiting a transfer: by the reference found in the note,
 * then by the amount. A row matches cleanly or is named with its reason; nothing is decided here.
 */

/** Day 0 of a spreadsheet's date serial numbers (its 1900 date system). */
const SERIAL_DAY_ZERO = Date.UTC(1899, 11, 30)

/**
 * A statement's date as yyyy-MM-dd: 2025-03-01, 2025/3/1, 2025.3.1, 2025年3月1日, 20250301 (a time
 * may follow), or a spreadsheet's date serial number (45717) in a cell not formatted as a date.
 */
export function dayOf(text: string): string | undefined {
  const value = text.normalize('NFKC').trim()
  if (/^\d{5}$/.test(value)) {
    const serial = Number(value)
    if (serial < 36_526 || serial > 73_050) return undefined
    return new Date(SERIAL_DAY_ZERO + serial * 86_400_000).toISOString().slice(0, 10)
  }
  const written =
    /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:$|[\sT])/.exec(value) ??
    /^(\d{4})(\d{2})(\d{2})(?:$|[\sT]|\d{6}$)/.exec(value)
  if (!written) return undefined
  const [year, month, day] = written.slice(1, 4).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return valid && year >= 2000 ? date.toISOString().slice(0, 10) : undefined
}

/** The same row written twice (or imported before) has the same fingerprint. */
function fingerprintOf(paidOn: string, payer: string, amount: number, note: string) {
  const plain = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim()
  return createHash('sha256')
    .update([paidOn, plain(payer), String(amount), plain(note)].join('\u0000'))
    .digest('hex')
}

type Problem = { reason: StatementProblemReason; params?: Record<string, string | number> }
type Read = { paidOn: string; payer: string; amount: number; note: string; fingerprint: string }

/** The row's own values, or what is wrong with them (before any order is looked at). */
function readLine(line: StatementLine, today: string): Read | Problem {
  const amountText = line.amount.replace(/\s/g, '')
  if (/^-/.test(amountText)) return { reason: 'notIncoming' }
  const amount = amountText === '' ? 0 : fenOfYuanText(amountText.replace(/^\+/, ''))
  if (amount === undefined) return { reason: 'badAmount', params: { value: line.amount.slice(0, 40) } }
  if (amount === 0) return { reason: 'notIncoming' }
  const paidOn = dayOf(line.date)
  if (!paidOn) return { reason: 'badDate', params: { value: line.date.slice(0, 40) } }
  if (paidOn > today) return { reason: 'futureDate' }
  if (!line.payer) return { reason: 'payerMissing' }
  return {
    paidOn,
    payer: line.payer,
    amount,
    note: line.note,
    fingerprint: fingerprintOf(paidOn, line.payer, amount, line.note),
  }
}

/** The orders whose reference appears in any note, by reference. */
async function ordersByReference(db: Db, references: string[]) {
  const rows = await db
    .select({
      reference: transferReferences.reference,
      order: orders,
      productName: products.productName,
      productNameEn: products.productNameEn,
      schoolName: schools.schoolName,
    })
    .from(transferReferences)
    .innerJoin(orders, eq(orders.id, transferReferences.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(schools, eq(schools.id, orders.schoolId))
    .where(inArray(transferReferences.reference, references.length ? references : ['']))
  return new Map(rows.map((row) => [row.reference, row]))
}

async function importedBefore(db: Db, fingerprints: string[]) {
  if (fingerprints.length === 0) return new Set<string>()
  const rows = await db
    .select({ fingerprint: bankTransfers.fingerprint })
    .from(bankTransfers)
    .where(inArray(bankTransfers.fingerprint, fingerprints))
  return new Set(rows.map((row) => row.fingerprint))
}

export interface StatementOutcome {
  matched: (StatementMatch & { entry: MatchedTransferEntry })[]
  problems: StatementProblem[]
}

export async function matchStatement(
  db: Db,
  lines: StatementLine[],
  lang: Lang,
  now = new Date(),
): Promise<StatementOutcome> {
  const today = chinaDate(now)
  const read = lines.map((line) => ({ line, read: readLine(line, today), refs: referencesIn(line.note) }))
  const known = await ordersByReference(db, [...new Set(read.flatMap((r) => r.refs.inside))])
  const imported = await importedBefore(
    db,
    read.flatMap((r) => ('fingerprint' in r.read ? [r.read.fingerprint] : [])),
  )

  const outcome: StatementOutcome = { matched: [], problems: [] }
  const rowOfFingerprint = new Map<string, number>()
  const rowOfOrder = new Map<number, number>()
  const refuse = (row: number, { reason, params = {} }: Problem) =>
    outcome.problems.push({
      row,
      reason,
      message: translate('import.row', lang, {
        row,
        message: translate(`transfer.row.${reason}`, lang, params),
      }),
    })

  for (const { line, read: value, refs } of read) {
    if (!('fingerprint' in value)) {
      refuse(line.row, value)
      continue
    }
    const twin = rowOfFingerprint.get(value.fingerprint)
    if (twin !== undefined) {
      refuse(line.row, { reason: 'duplicateRow', params: { other: twin } })
      continue
    }
    rowOfFingerprint.set(value.fingerprint, line.row)
    if (imported.has(value.fingerprint)) {
      refuse(line.row, { reason: 'alreadyImported' })
      continue
    }
    const named = refs.inside.filter((reference) => known.has(reference))
    if (named.length > 1) {
      refuse(line.row, { reason: 'severalReferences', params: { references: named.join(', ') } })
      continue
    }
    const found = named[0] === undefined ? undefined : known.get(named[0])
    if (!found) {
      const [written] = refs.whole
      refuse(
        line.row,
        written ? { reason: 'unknownReference', params: { reference: written } } : { reason: 'noReference' },
      )
      continue
    }
    const { order } = found
    const orderNo = order.orderNo
    if (['paid', 'refunding', 'refunded'].includes(order.status)) {
      refuse(line.row, { reason: 'alreadyPaid', params: { orderNo } })
      continue
    }
    if (order.status !== 'awaitingTransfer') {
      refuse(line.row, { reason: 'cancelled', params: { orderNo } })
      continue
    }
    if (value.amount !== order.paymentAmount) {
      const params = {
        orderNo,
        received: yuanTextOfFen(value.amount),
        expected: yuanTextOfFen(order.paymentAmount),
      }
      refuse(line.row, { reason: 'amountMismatch', params })
      continue
    }
    const earlier = rowOfOrder.get(order.id)
    if (earlier !== undefined) {
      refuse(line.row, { reason: 'sameOrderTwice', params: { other: earlier } })
      continue
    }
    rowOfOrder.set(order.id, line.row)
    outcome.matched.push({
      row: line.row,
      orderNo,
      reference: found.reference,
      schoolName: found.schoolName,
      productName: lang === 'en' ? found.productNameEn : found.productName,
      paidOn: value.paidOn,
      payer: value.payer,
      amount: value.amount,
      entry: {
        orderId: order.id,
        orderNo,
        reference: found.reference,
        paidOn: value.paidOn,
        payer: value.payer,
        amount: value.amount,
        note: value.note,
        source: 'statement',
        fingerprint: value.fingerprint,
      },
    })
  }
  return outcome
}
