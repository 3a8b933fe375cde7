import type { BillProvider } from '@spell/shared/api/orders/reconciliation'
import { AppError } from '../../http/app-error'
import { yuanTextToFen } from '../../providers/payment'
import { readZipEntry, ZipEntryTooBig, zipEntries } from './zip-reader'

/**
 * The providers' daily trade bills, read into one shape. Both formats are the providers' published
 * ones: WeChat Pay's trade bill (UTF-8 CSV whose fields start with a backtick, then a summary header
 * and line) and Alipay's (a zip of GBK CSV files: the details, with # comment lines around them, and a
 * summary file). Reading is bounded: the bytes by BILL_MAX_MB, the lines by BILL_MAX_ROWS; anything
 * else is refused with the line it stopped at.
 */
export interface BillLine {
  kind: 'payment' | 'refund'
  orderNo: string
  transactionId: string
  /** Fen: the order's amount for a payment, the money returned for a refund. */
  amount: number
  refundNo: string
}

export interface BillLimitsOf {
  maxBytes: number
  maxRows: number
}

const MB = 1024 * 1024
const badFormat = (line: number, reason: string) =>
  new AppError('invalidInput', 'reconciliation.billBadFormat', { params: { line, reason } })
const tooManyRows = (max: number) =>
  new AppError('invalidInput', 'reconciliation.billTooManyRows', { params: { max } })
export const billTooBig = (maxBytes: number) =>
  new AppError('invalidInput', 'reconciliation.billTooBig', { params: { max: Math.floor(maxBytes / MB) } })

/** Splits the text into lines, refusing more than the limit allows before any line is read. */
function linesOf(text: string, maxRows: number) {
  const lines: string[] = []
  let from = 0
  while (from <= text.length) {
    const next = text.indexOf('\n', from)
    const line = text.slice(from, next < 0 ? text.length : next).replace(/\r$/, '')
    lines.push(line)
    // Comment, header and summary lines come on top of the rows.
    if (lines.length > maxRows + 20) throw tooManyRows(maxRows)
    if (next < 0) break
    from = next + 1
  }
  while (lines.length && lines[lines.length - 1]?.trim() === '') lines.pop()
  return lines
}

/** Comma-separated fields; a field in double quotes may hold commas ("" is a quote). */
function fieldsOf(line: string) {
  const fields: string[] = []
  let at = 0
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = ''
      at++
      while (at < line.length) {
        if (line[at] === '"' && line[at + 1] === '"') {
          value += '"'
          at += 2
        } else if (line[at] === '"') {
          at++
          break
        } else value += line[at++]
      }
      fields.push(value)
      const comma = line.indexOf(',', at)
      at = comma < 0 ? line.length + 1 : comma + 1
    } else {
      const comma = line.indexOf(',', at)
      fields.push(line.slice(at, comma < 0 ? line.length : comma))
      at = comma < 0 ? line.length + 1 : comma + 1
    }
  }
  return fields
}

/** The amount a bill writes ("580.00", "-30.00", with tabs around it) in fen, its sign dropped. */
function fenOf(text: string | undefined, line: number, column: string) {
  const fen = yuanTextToFen((text ?? '').trim().replace(/^-/, ''))
  if (fen === undefined) throw badFormat(line, `${column}: "${(text ?? '').slice(0, 20)}"`)
  return fen
}

function columnsOf(header: string[], wanted: Record<string, string>, line: number) {
  const index: Record<string, number> = {}
  for (const [key, title] of Object.entries(wanted)) {
    const at = header.findIndex((h) => h.trim() === title)
    if (at < 0) throw badFormat(line, `缺少列 missing column ${title}`)
    index[key] = at
  }
  return index
}

/**
 * WeChat Pay's trade bill (bill_type ALL). SUCCESS rows are payments (订单金额), REFUND rows refunds
 * (退款金额, 商户退款单号); other states (REVOKED, CLOSED …) move no money.
 */
export function parseWechatBill(bill: Buffer, day: string, limits: BillLimitsOf): BillLine[] {
  if (bill.length > limits.maxBytes) throw billTooBig(limits.maxBytes)
  const lines = linesOf(bill.toString('utf8').replace(/^\uFEFF/, ''), limits.maxRows)
  const header = fieldsOf(lines[0] ?? '')
  if (!header.includes('商户订单号')) throw badFormat(1, '不是微信支付交易账单 not a WeChat Pay trade bill')
  const at = columnsOf(
    header,
    {
      time: '交易时间',
      transaction: '微信订单号',
      orderNo: '商户订单号',
      state: '交易状态',
      total: '订单金额',
      refundNo: '商户退款单号',
      refund: '退款金额',
    },
    1,
  )
  const summary = lines.findIndex((line) => line.startsWith('总交易单数'))
  if (summary < 0 || summary + 1 >= lines.length) throw badFormat(lines.length, '缺少汇总 no summary lines')
  if (summary - 1 > limits.maxRows) throw tooManyRows(limits.maxRows)
  const result: BillLine[] = []
  for (let i = 1; i < summary; i++) {
    const fields = fieldsOf(lines[i] ?? '').map((f) => f.replace(/^`/, '').trim())
    if (fields.length !== header.length)
      throw badFormat(i + 1, `${fields.length}/${header.length} 列 columns`)
    const field = (name: string) => fields[at[name] as number] ?? ''
    const state = field('state')
    if (state === 'SUCCESS') {
      if (!field('time').startsWith(day)) throw new AppError('invalidInput', 'reconciliation.billOtherDay')
      result.push({
        kind: 'payment',
        orderNo: field('orderNo'),
        transactionId: field('transaction'),
        amount: fenOf(field('total'), i + 1, '订单金额'),
        refundNo: '',
      })
    } else if (state === 'REFUND')
      result.push({
        kind: 'refund',
        orderNo: field('orderNo'),
        transactionId: field('transaction'),
        amount: fenOf(field('refund'), i + 1, '退款金额'),
        refundNo: field('refundNo'),
      })
  }
  return result
}

/**
 * Alipay's trade bill: the zip's details file (业务明细, not 业务明细(汇总)) in GBK. 业务类型 交易 is a
 * payment (订单金额), 退款 a refund (商家实收, written negative, with 退款批次号/请求号).
 */
export function parseAlipayBill(zip: Buffer, day: string, limits: BillLimitsOf): BillLine[] {
  if (zip.length > limits.maxBytes) throw billTooBig(limits.maxBytes)
  const entries = zipEntries(zip)
  if (!entries) throw new AppError('invalidInput', 'reconciliation.billNotZip')
  const details = entries.find((e) => e.name.endsWith('.csv') && !e.name.includes('汇总'))
  if (!details) throw badFormat(0, '压缩包中没有业务明细 no details file in the zip')
  let bytes: Buffer
  try {
    bytes = readZipEntry(zip, details, limits.maxBytes)
  } catch (error) {
    if (error instanceof ZipEntryTooBig) throw billTooBig(limits.maxBytes)
    throw new AppError('invalidInput', 'reconciliation.billNotZip')
  }
  const lines = linesOf(new TextDecoder('gbk').decode(bytes), limits.maxRows)
  const headerAt = lines.findIndex((line) => !line.startsWith('#') && line.includes('商户订单号'))
  if (headerAt < 0) throw badFormat(1, '不是支付宝业务明细 not an Alipay details file')
  const header = fieldsOf(lines[headerAt] ?? '').map((h) => h.trim())
  const at = columnsOf(
    header,
    {
      transaction: '支付宝交易号',
      orderNo: '商户订单号',
      type: '业务类型',
      finished: '完成时间',
      total: '订单金额（元）',
      received: '商家实收（元）',
      refundNo: '退款批次号/请求号',
    },
    headerAt + 1,
  )
  const end = lines.findIndex((line, i) => i > headerAt && line.startsWith('#'))
  if (end < 0) throw badFormat(lines.length, '缺少结束行 no closing line')
  if (end - headerAt - 1 > limits.maxRows) throw tooManyRows(limits.maxRows)
  const result: BillLine[] = []
  for (let i = headerAt + 1; i < end; i++) {
    const fields = fieldsOf(lines[i] ?? '').map((f) => f.trim())
    if (fields.length < header.length) throw badFormat(i + 1, `${fields.length}/${header.length} 列 columns`)
    const field = (name: string) => fields[at[name] as number] ?? ''
    const type = field('type')
    if (type === '交易') {
      if (!field('finished').startsWith(day))
        throw new AppError('invalidInput', 'reconciliation.billOtherDay')
      result.push({
        kind: 'payment',
        orderNo: field('orderNo'),
        transactionId: field('transaction'),
        amount: fenOf(field('total'), i + 1, '订单金额'),
        refundNo: '',
      })
    } else if (type === '退款')
      result.push({
        kind: 'refund',
        orderNo: field('orderNo'),
        transactionId: field('transaction'),
        amount: fenOf(field('received'), i + 1, '商家实收'),
        refundNo: field('refundNo'),
      })
  }
  return result
}

export const parseBill = (provider: BillProvider, bill: Buffer, day: string, limits: BillLimitsOf) =>
  provider === 'wechat' ? parseWechatBill(bill, day, limits) : parseAlipayBill(bill, day, limits)
