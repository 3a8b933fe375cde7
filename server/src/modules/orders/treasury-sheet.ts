import type { MoneyFigures, Treasury } from '@spell/shared/api/orders/treasury'
import { chinaDate } from '@spell/shared/time/china-time'
import ExcelJS from 'exceljs'

/** The treasurer's view as an .xlsx: the season's figures by product, provider and method; the awaited transfers. */

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MONEY = '#,##0.00'

const providerNames: Record<string, string> = {
  wechat: '微信支付 WeChat Pay',
  alipay: '支付宝 Alipay',
  sandbox: '测试支付 Sandbox',
  bank: '银行转账 Bank transfer',
}
const methodNames: Record<string, string> = {
  qr: '扫码支付 QR code',
  phone: '手机网页支付 Phone page',
  transfer: '银行转账 Bank transfer',
  unknown: '未记录 Not recorded',
}
const FIGURE_HEADERS = [
  '实收 Collected',
  '已退款 Refunded',
  '净收入 Net',
  '待收 Outstanding',
  '已付订单 Paid orders',
]

/** Yuan as a number the sheet can add up; the site itself keeps fen. */
const yuan = (fen: number) => fen / 100
const figureCells = (f: MoneyFigures) => [
  yuan(f.collected),
  yuan(f.refunded),
  yuan(f.collected - f.refunded),
  yuan(f.outstanding),
  f.paidOrders,
]

function addTable(sheet: ExcelJS.Worksheet, title: string, rows: [string, MoneyFigures][]) {
  sheet.addRow([])
  sheet.addRow([title]).font = { bold: true, size: 12 }
  sheet.addRow(['', ...FIGURE_HEADERS]).font = { bold: true }
  for (const [label, figures] of rows) sheet.addRow([label, ...figureCells(figures)])
}

export async function treasuryWorkbook(view: Treasury, seasonName: string) {
  const book = new ExcelJS.Workbook()
  const summary = book.addWorksheet('汇总 Summary')
  summary.columns = [{ width: 40 }, ...FIGURE_HEADERS.map(() => ({ width: 18, style: { numFmt: MONEY } }))]
  summary.addRow([`财务总览 Treasury · ${seasonName}`]).font = { bold: true, size: 14 }
  summary.addRow([`导出日期 Exported on ${chinaDate(new Date())}（金额单位：元 amounts in yuan）`])
  addTable(summary, '合计 Totals', [['合计 Total', view.totals]])
  addTable(
    summary,
    '按商品 By product',
    view.byProduct.map((p) => [p.productName, p]),
  )
  addTable(
    summary,
    '按支付平台 By provider',
    view.byProvider.map((p) => [providerNames[p.provider] ?? p.provider, p]),
  )
  addTable(
    summary,
    '按支付方式 By payment method',
    view.byMethod.map((m) => [methodNames[m.method] ?? m.method, m]),
  )
  summary.getColumn(6).numFmt = '0'

  const awaiting = book.addWorksheet('待确认转账 Awaiting transfers')
  awaiting.columns = [
    { header: '订单号 Order no.', width: 24 },
    { header: '汇款识别码 Reference', width: 16 },
    { header: '学校 School', width: 30 },
    { header: '商品 Product', width: 30 },
    { header: '金额 Amount', width: 14, style: { numFmt: MONEY } },
    { header: '下单日期 Ordered on', width: 14 },
    { header: '转账期限 Deadline', width: 14 },
  ]
  awaiting.getRow(1).font = { bold: true }
  awaiting.views = [{ state: 'frozen', ySplit: 1 }]
  for (const a of view.awaitingTransfers)
    awaiting.addRow([
      a.orderNo,
      a.reference,
      a.schoolName ?? '',
      a.productName,
      yuan(a.amount),
      chinaDate(a.createdAt),
      chinaDate(a.expiresAt),
    ])
  summary.addRow([])
  summary.addRow(['待开发票 Invoices pending']).font = { bold: true, size: 12 }
  summary.addRow(['待开具 Requested, not yet issued', view.invoicesPending.requested])
  summary.addRow(['待开红字发票 Red-letter invoice needed', view.invoicesPending.redLetterNeeded])

  return {
    fileName: `treasury-season-${view.season}.xlsx`,
    mimeType: XLSX_MIME,
    content: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
  }
}
