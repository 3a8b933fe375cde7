import { STATEMENT_MAX_ROWS } from '@spell/shared/api/orders/admin-transfers'
import ExcelJS from 'exceljs'
import { AppError } from '../../http/app-error'
import { csvRecords, decodeText, looksLikeText } from './statement-csv'
import { zipRefusal } from './zip-reader'

/**
 * Reads a bank's statement (.xlsx or .csv) into its transaction rows: the date, payer, amount and note
 * columns found by their headings, each cell as text. The file's kind is read from its bytes, not its
 * name. Anything that is not a plain statement — another kind of file, an .xlsx that unpacks to more
 * than a statement ever does, formulas, too many rows — is refused whole, before any row is read.
 */

/** One transaction row: its number as the file shows it (1 = the first line), its cells as text. */
export interface StatementLine {
  row: number
  date: string
  payer: string
  amount: string
  note: string
}

/** What an .xlsx may unpack to: a statement of STATEMENT_MAX_ROWS rows is well under 1 MB. */
const MAX_UNPACKED_BYTES = 4 * 1024 * 1024
/** The heading row is one of the first rows (banks put the account and period above it). */
const HEADER_SEARCH_ROWS = 10
const FORMULAS_NAMED = 5

type Column = 'date' | 'payer' | 'amount' | 'note'
const headings: Record<Column, string[]> = {
  date: [
    '交易日期',
    '日期',
    '入账日期',
    '记账日期',
    '交易时间',
    '入账时间',
    'date',
    'transactiondate',
    'valuedate',
  ],
  payer: [
    '付款人',
    '付款人名称',
    '付款人户名',
    '付款方',
    '付款户名',
    '对方户名',
    '对方账户名称',
    '对方账户名',
    '对方名称',
    '汇款人',
    'payer',
    'payername',
    'counterparty',
  ],
  amount: [
    '金额',
    '交易金额',
    '收入金额',
    '收入',
    '贷方金额',
    '贷方发生额',
    '入账金额',
    '收款金额',
    'amount',
    'credit',
    'creditamount',
  ],
  note: [
    '附言',
    '摘要',
    '备注',
    '用途',
    '交易附言',
    '汇款附言',
    '交易摘要',
    'note',
    'notes',
    'memo',
    'remark',
    'remarks',
    'reference',
    'description',
  ],
}
const folded = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s()（）:：/_\-.]|元|rmb|cny/g, '')

function columnOf(heading: string): Column | undefined {
  const name = folded(heading)
  return (Object.keys(headings) as Column[]).find((column) => headings[column].includes(name))
}

/** The heading row among the first rows, and where each column is (several note columns are joined). */
function findColumns(rows: string[][]) {
  for (const [index, cells] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const at: Record<Column, number[]> = { date: [], payer: [], amount: [], note: [] }
    cells.forEach((cell, i) => {
      const column = columnOf(cell)
      if (column) at[column].push(i)
    })
    if (at.date.length && at.payer.length && at.amount.length && at.note.length) return { index, at }
  }
  throw new AppError('invalidInput', 'transfer.headerMissing')
}

/** A text a spreadsheet would run as a formula (also how a .csv carries one). */
const formulaLike = (text: string) => /^\s*[=@]/.test(text) || /^\s*[+-]\s*[A-Za-z(]/.test(text)

function refuseFormulas(where: number[]) {
  if (where.length === 0) return
  const rows = [...new Set(where)].slice(0, FORMULAS_NAMED)
  throw new AppError('invalidInput', 'transfer.fileHasFormulas', {
    params: { cells: rows.map((row) => `#${row}`).join(', ') + (where.length > FORMULAS_NAMED ? ' …' : '') },
  })
}

/** Rows (as cell texts) to statement lines, starting after the heading row. */
function linesOf(rows: string[][], rowNumbers: number[]): StatementLine[] {
  const { index, at } = findColumns(rows)
  const pick = (cells: string[], columns: number[]) =>
    columns
      .map((i) => (cells[i] ?? '').trim())
      .filter(Boolean)
      .join(' ')
  const lines: StatementLine[] = []
  for (let i = index + 1; i < rows.length; i++) {
    const cells = rows[i] ?? []
    if (cells.every((cell) => cell.trim() === '')) continue
    lines.push({
      row: rowNumbers[i] ?? i + 1,
      date: pick(cells, at.date.slice(0, 1)),
      payer: pick(cells, at.payer.slice(0, 1)),
      amount: pick(cells, at.amount.slice(0, 1)),
      note: pick(cells, at.note),
    })
  }
  if (lines.length === 0) throw new AppError('invalidInput', 'transfer.rowsRequired')
  return lines
}

function tooManyRows(count: number) {
  if (count > STATEMENT_MAX_ROWS + HEADER_SEARCH_ROWS)
    throw new AppError('invalidInput', 'transfer.fileTooManyRows', { params: { max: STATEMENT_MAX_ROWS } })
}

function readCsv(bytes: Buffer) {
  const records = csvRecords(decodeText(bytes))
  tooManyRows(records.length)
  refuseFormulas(records.flatMap((cells, i) => (cells.some(formulaLike) ? [i + 1] : [])))
  return linesOf(
    records,
    records.map((_, i) => i + 1),
  )
}

/** A cell as text: a date as yyyy-MM-dd, a number as written, rich text joined. */
function cellText(cell: ExcelJS.Cell) {
  const { value } = cell
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'number') return String(value)
  return cell.text
}

async function readXlsx(bytes: Buffer) {
  const refusal = zipRefusal(bytes, MAX_UNPACKED_BYTES)
  if (refusal === 'tooBig') throw new AppError('invalidInput', 'transfer.fileUnpacksTooBig')
  // It began as a zip does, but is cut short, encrypted or otherwise not one ExcelJS could read.
  if (refusal) throw new AppError('invalidInput', 'transfer.fileUnreadable')
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new AppError('invalidInput', 'transfer.fileUnreadable')
  }
  // A zip without a worksheet is some other file.
  const sheet = book.worksheets[0]
  if (!sheet) throw new AppError('invalidInput', 'transfer.fileType')
  tooManyRows(sheet.rowCount)
  const rows: string[][] = []
  const rowNumbers: number[] = []
  const formulas: number[] = []
  sheet.eachRow((row, number) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas.push(number)
      cells[column - 1] = cellText(cell)
    })
    rows.push(Array.from(cells, (cell) => cell ?? ''))
    rowNumbers.push(number)
  })
  refuseFormulas(formulas)
  return linesOf(rows, rowNumbers)
}

/** The statement's transaction rows; refuses (invalidInput) what is no statement, as said above. */
export async function readStatement(bytes: Buffer): Promise<StatementLine[]> {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return readXlsx(bytes)
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))
    throw new AppError('invalidInput', 'transfer.fileXls')
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-' || !looksLikeText(bytes))
    throw new AppError('invalidInput', 'transfer.fileType')
  return readCsv(bytes)
}
