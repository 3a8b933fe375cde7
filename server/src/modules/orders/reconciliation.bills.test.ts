import { deflateRawSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../http/app-error'
import { alipayTradeBillZip, type BillRow, wechatTradeBill, zipOf } from '../../test-support/bill-files'
import { parseAlipayBill, parseWechatBill } from './reconciliation.bills'

const DAY = '2026-03-01'
const limits = { maxBytes: 1024 * 1024, maxRows: 1000 }
const merchant = { appid: 'wx0000000000000001', mchid: '1900000001' }
const rows: BillRow[] = [
  {
    kind: 'payment',
    at: `${DAY} 09:00:00`,
    orderNo: 'A1',
    transactionId: 'T1',
    amount: 58000,
    subject: '报名费, 含礼包',
  },
  { kind: 'payment', at: `${DAY} 10:00:00`, orderNo: 'A2', transactionId: 'T2', amount: 9900 },
  {
    kind: 'refund',
    at: `${DAY} 11:00:00`,
    orderNo: 'A0',
    transactionId: 'T0',
    refundNo: 'RA0',
    amount: 48000,
    total: 58000,
  },
]
const expected = [
  { kind: 'payment', orderNo: 'A1', transactionId: 'T1', amount: 58000, refundNo: '' },
  { kind: 'payment', orderNo: 'A2', transactionId: 'T2', amount: 9900, refundNo: '' },
  { kind: 'refund', orderNo: 'A0', transactionId: 'T0', amount: 48000, refundNo: 'RA0' },
]
const messageOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof AppError ? error.messageKey : `not an AppError: ${error}`
  }
  return 'no refusal'
}

describe("WeChat Pay's trade bill", () => {
  it('reads payments and refunds in fen', () => {
    expect(parseWechatBill(wechatTradeBill(rows, merchant), DAY, limits)).toEqual(expected)
  })
  it('refuses a cut-off bill (no summary), a bad amount with its line, and another day', () => {
    const text = wechatTradeBill(rows, merchant).toString('utf8')
    const cut = text.slice(0, text.indexOf('总交易单数'))
    expect(messageOf(() => parseWechatBill(Buffer.from(cut), DAY, limits))).toBe(
      'reconciliation.billBadFormat',
    )
    const bad = text.replace('`580.00', '`5,80.00')
    expect(messageOf(() => parseWechatBill(Buffer.from(bad), DAY, limits))).toBe(
      'reconciliation.billBadFormat',
    )
    expect(messageOf(() => parseWechatBill(wechatTradeBill(rows, merchant), '2026-03-02', limits))).toBe(
      'reconciliation.billOtherDay',
    )
  })
})

describe("Alipay's trade bill", () => {
  it('reads the details file of the zip (GBK, names in GBK), not the summary', () => {
    expect(parseAlipayBill(alipayTradeBillZip(rows, '20880000000000000156', DAY), DAY, limits)).toEqual(
      expected,
    )
  })
  it('refuses a zip whose details inflate past the limit (a zip bomb) before holding them', () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024)
    const bomb = zipOf([{ name: '2088_20260301_业务明细.csv', bytes: zeros }])
    expect(bomb.length).toBeLessThan(limits.maxBytes)
    expect(messageOf(() => parseAlipayBill(bomb, DAY, limits))).toBe('reconciliation.billTooBig')
    // The same with a size that lies: inflating stops at the limit.
    const liar = Buffer.from(bomb)
    liar.writeUInt32LE(10, liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24)
    expect(messageOf(() => parseAlipayBill(liar, DAY, limits))).toBe('reconciliation.billTooBig')
    expect(deflateRawSync(zeros).length).toBeLessThan(limits.maxBytes)
  })
})

describe('reading any bytes', () => {
  it('answers with lines or a refusal, never anything else, and stops at the row limit', () => {
    const refusals = new Set([
      'reconciliation.billBadFormat',
      'reconciliation.billNotZip',
      'reconciliation.billTooBig',
      'reconciliation.billTooManyRows',
      'reconciliation.billOtherDay',
    ])
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.boolean(), (bytes, asZip) => {
        const bill = Buffer.from(bytes)
        const parse = asZip ? parseAlipayBill : parseWechatBill
        const outcome = messageOf(() => parse(bill, DAY, { maxBytes: 4096, maxRows: 10 }))
        return outcome === 'no refusal' || refusals.has(outcome)
      }),
      { numRuns: 300 },
    )
    const many = Array.from(
      { length: 11 },
      (_, i): BillRow => ({ ...(rows[1] as BillRow), orderNo: `N${i}` }),
    )
    expect(
      messageOf(() => parseWechatBill(wechatTradeBill(many, merchant), DAY, { ...limits, maxRows: 10 })),
    ).toBe('reconciliation.billTooManyRows')
    const lines = Buffer.from('\n'.repeat(1_000_000))
    const started = Date.now()
    expect(messageOf(() => parseWechatBill(lines, DAY, { maxBytes: 2_000_000, maxRows: 10 }))).toBe(
      'reconciliation.billTooManyRows',
    )
    expect(Date.now() - started).toBeLessThan(500)
  })
})
