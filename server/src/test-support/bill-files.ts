import { crc32, deflateRawSync } from 'node:zlib'

/**
 * The providers' bill files as they publish them, for the stand-ins and the parser tests: WeChat Pay's
 * trade bill (CSV, every field after a backtick, a summary header and line) and Alipay's (a zip of
 * two GBK CSV files with GBK names). Written from the providers' published samples.
 */

let gbkTable: Map<string, number[]> | undefined
/** Text as GBK bytes (Node decodes GBK but does not encode it): the table is read back from the decoder. */
function gbkBytes(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map()
    const decoder = new TextDecoder('gbk', { fatal: true })
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue
        try {
          const char = decoder.decode(Uint8Array.of(lead, trail))
          if (!gbkTable.has(char)) gbkTable.set(char, [lead, trail])
        } catch {}
      }
  }
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x80) bytes.push(code)
    else bytes.push(...(gbkTable.get(char) ?? [0x3f]))
  }
  return Buffer.from(bytes)
}

/** A zip archive of the files, deflated; names in GBK (as Alipay's are) unless `utf8Names`. */
export function zipOf(files: { name: string; bytes: Buffer }[], utf8Names = false): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const name = utf8Names ? Buffer.from(file.name, 'utf8') : gbkBytes(file.name)
    const data = deflateRawSync(file.bytes)
    const crc = crc32(file.bytes)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(utf8Names ? 0x800 : 0, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(file.bytes.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(utf8Names ? 0x800 : 0, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(file.bytes.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A CSV field, in double quotes when it holds a comma or a quote. */
const csv = (field: string) => (/[",]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field)

const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`

interface BillPayment {
  kind: 'payment'
  /** China wall clock, "2026-03-01 10:00:00". */
  at: string
  orderNo: string
  transactionId: string
  amount: number
  subject?: string
}
interface BillRefund {
  kind: 'refund'
  at: string
  orderNo: string
  transactionId: string
  refundNo: string
  /** Fen returned. */
  amount: number
  /** Fen of the original payment. */
  total: number
}
export type BillRow = BillPayment | BillRefund

const WECHAT_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注'

/** WeChat Pay's trade bill (bill_type ALL) of these rows. */
export function wechatTradeBill(rows: BillRow[], merchant: { appid: string; mchid: string }): Buffer {
  const fee = (fen: number) => (fen * 0.006) / 100
  const lines = rows.map((row) => {
    const payment = row.kind === 'payment'
    const total = payment ? row.amount : row.total
    const fields = [
      row.at,
      merchant.appid,
      merchant.mchid,
      '0',
      '',
      row.transactionId,
      row.orderNo,
      'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      'NATIVE',
      payment ? 'SUCCESS' : 'REFUND',
      'OTHERS',
      'CNY',
      yuan(total),
      '0.00',
      payment ? '0' : `50300${row.refundNo.length}${Date.now()}`,
      payment ? '0' : row.refundNo,
      payment ? '0.00' : yuan(row.amount),
      '0.00',
      payment ? '' : 'ORIGINAL',
      payment ? '' : 'SUCCESS',
      payment ? (row.subject ?? '') : '',
      '',
      payment ? fee(total).toFixed(5) : `-${fee(row.amount).toFixed(5)}`,
      '0.60%',
      yuan(total),
      payment ? '0.00' : yuan(row.amount),
      '',
    ]
    return fields.map((field) => csv(`\`${field}`)).join(',')
  })
  const payments = rows.filter((r) => r.kind === 'payment')
  const refunds = rows.filter((r): r is BillRefund => r.kind === 'refund')
  const paid = payments.reduce((sum, r) => sum + r.amount, 0)
  const returned = refunds.reduce((sum, r) => sum + r.amount, 0)
  const summary = [
    '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
    [
      rows.length,
      yuan(paid),
      yuan(returned),
      '0.00',
      fee(paid - returned).toFixed(5),
      yuan(paid),
      yuan(returned),
    ]
      .map((field) => `\`${field}`)
      .join(','),
  ]
  return Buffer.from(`${[WECHAT_HEADER, ...lines, ...summary].join('\r\n')}\r\n`, 'utf8')
}

const ALIPAY_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注'

/** Alipay's trade bill of a day: a zip of the details and the summary, GBK, as its download gives it. */
export function alipayTradeBillZip(rows: BillRow[], account: string, day: string): Buffer {
  const cn = day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日')
  const pad = (field: string) => csv(`${field}\t`)
  const lines = rows.map((row) => {
    const payment = row.kind === 'payment'
    const fields = [
      row.transactionId,
      row.orderNo,
      payment ? '交易' : '退款',
      payment ? (row.subject ?? '') : '',
      row.at,
      row.at,
      '',
      '',
      '',
      '',
      'ali***@example.cn',
      yuan(payment ? row.amount : row.total),
      payment ? yuan(row.amount) : `-${yuan(row.amount)}`,
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '',
      '0.00',
      '0.00',
      payment ? '' : row.refundNo,
      '0.00',
      '0.00',
      '',
    ]
    return fields.map(pad).join(',')
  })
  const payments = rows.filter((r) => r.kind === 'payment').length
  const details = [
    '#支付宝业务明细查询',
    `#账号：[${account}]`,
    `#起始日期：[${cn} 00:00:00]   终止日期：[${cn} 23:59:59]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    ALIPAY_HEADER,
    ...lines,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${payments}笔，退款合计：${rows.length - payments}笔`,
    `#导出时间：[${cn} 08:00:00]`,
  ].join('\r\n')
  const summary = [
    '#支付宝业务汇总查询',
    `#账号：[${account}]`,
    '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）',
    `合计,,${payments},${rows.length - payments},0.00,0.00`,
  ].join('\r\n')
  const stem = `${account}_${day.replaceAll('-', '')}`
  return zipOf([
    { name: `${stem}_业务明细.csv`, bytes: gbkBytes(details) },
    { name: `${stem}_业务明细(汇总).csv`, bytes: gbkBytes(summary) },
  ])
}
