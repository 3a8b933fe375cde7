import type { Bilingual } from './lang'

/** Messages of paying by bank transfer, of matching transfers and statements, and of the treasurer's view. */
export const bankTransferMessages = {
  'transfer.unavailable': {
    zh: '本站暂未开通银行转账，请选择其他支付方式',
    en: 'This site does not take bank transfers; choose another way to pay',
  },
  'transfer.schoolsOnly': {
    zh: '只有学校可以通过银行转账支付',
    en: 'Only schools can pay by bank transfer',
  },
  'transfer.notUnpaid': {
    zh: '只有待支付的订单可以改为银行转账',
    en: 'Only an unpaid order can be paid by bank transfer',
  },
  'transfer.notAwaiting': {
    zh: '该订单不在等待转账确认',
    en: 'This order is not awaiting a bank transfer',
  },
  'transfer.awaitingExists': {
    zh: '该项费用已选择银行转账，正在等待转账确认（订单号 {{orderNo}}）。如需改用其他方式支付，请先在“我的订单”中取消该订单',
    en: 'This fee is already awaiting a bank transfer (order {{orderNo}}). To pay another way, first cancel that order in My orders',
  },
  'transfer.amountMismatch': {
    zh: '转账金额 ¥{{received}} 与订单应付金额 ¥{{expected}} 不符，未做记录',
    en: 'The transfer of ¥{{received}} does not match the ¥{{expected}} the order asks for; nothing was recorded',
  },
  'transfer.dateInvalid': {
    zh: '请填写转账日期（yyyy-MM-dd）',
    en: 'Enter the date of the transfer (yyyy-MM-dd)',
  },
  'transfer.dateInFuture': {
    zh: '转账日期不能晚于今天',
    en: 'The date of the transfer cannot be after today',
  },
  'transfer.payerRequired': { zh: '请填写付款人（户名）', en: 'Enter the payer (account name)' },
  'transfer.payerTooLong': { zh: '付款人最多 100 个字', en: 'The payer may have at most 100 characters' },
  'transfer.noteTooLong': { zh: '附言最多 200 个字', en: 'The note may have at most 200 characters' },
  'transfer.amountInvalid': {
    zh: '请填写转账金额（元，最多两位小数）',
    en: 'Enter the amount of the transfer (yuan, at most two decimals)',
  },
  'transfer.changedMeanwhile': {
    zh: '处理期间订单状态发生了变化，未做任何更改，请刷新后重试',
    en: 'An order changed while this was being done; nothing was changed. Reload and try again',
  },
  'transfer.fileRequired': { zh: '请选择银行对账单文件', en: "Choose the bank's statement file" },
  'transfer.fileTooBig': {
    zh: '对账单文件不能超过 512 KB，请按日期分几次导入',
    en: 'The statement file may be at most 512 KB; import it in parts by date',
  },
  'transfer.fileType': {
    zh: '文件不是 .xlsx 或 .csv 格式的对账单，请从网银导出 .xlsx 或 .csv 后再导入',
    en: 'The file is not a statement in .xlsx or .csv; export one of these from online banking and import it',
  },
  'transfer.fileXls': {
    zh: '不支持旧版 .xls 文件，请另存为 .xlsx 或 .csv 后再导入',
    en: 'Old .xls files are not read; save it as .xlsx or .csv and import that',
  },
  'transfer.fileUnpacksTooBig': {
    zh: '该 .xlsx 文件解压后过大（超过 4 MB），不像银行对账单，未导入',
    en: 'This .xlsx unpacks to more than 4 MB, which no bank statement does; it was not imported',
  },
  'transfer.fileUnreadable': {
    zh: '无法读取该对账单文件，请重新导出后再试',
    en: 'The statement file cannot be read; export it again and retry',
  },
  'transfer.fileHasFormulas': {
    zh: '对账单中有公式（{{cells}}），请只保留数值后再导入',
    en: 'The statement holds formulas ({{cells}}); keep the values only and import again',
  },
  'transfer.fileTooManyRows': {
    zh: '对账单超过 {{max}} 行，请按日期分几次导入',
    en: 'The statement has more than {{max}} rows; import it in parts by date',
  },
  'transfer.headerMissing': {
    zh: '找不到表头：对账单的前 10 行中须有一行同时含“交易日期”“付款人”“金额”“附言”四列（或 Date、Payer、Amount、Note）',
    en: 'No header found: one of the first 10 rows must name the four columns Date, Payer, Amount and Note (or 交易日期, 付款人, 金额, 附言)',
  },
  'transfer.rowsRequired': { zh: '对账单中没有交易行', en: 'The statement has no transactions' },
  'transfer.row.noReference': {
    zh: '附言中没有汇款识别码',
    en: 'the note holds no remittance reference',
  },
  'transfer.row.unknownReference': {
    zh: '汇款识别码 {{reference}} 不对应任何订单',
    en: 'the remittance reference {{reference}} names no order',
  },
  'transfer.row.severalReferences': {
    zh: '附言中有多个汇款识别码（{{references}}），无法确定支付哪笔订单',
    en: 'the note holds several remittance references ({{references}}), so the order it pays is unclear',
  },
  'transfer.row.amountMismatch': {
    zh: '金额 ¥{{received}} 与订单 {{orderNo}} 应付的 ¥{{expected}} 不符',
    en: 'the amount ¥{{received}} does not match the ¥{{expected}} order {{orderNo}} asks for',
  },
  'transfer.row.alreadyPaid': {
    zh: '订单 {{orderNo}} 已经支付过',
    en: 'order {{orderNo}} is already paid',
  },
  'transfer.row.cancelled': {
    zh: '订单 {{orderNo}} 已取消（学校取消或超过转账期限）',
    en: 'order {{orderNo}} was cancelled (by the school, or its transfer deadline passed)',
  },
  'transfer.row.sameOrderTwice': {
    zh: '与第 {{other}} 行支付同一笔订单',
    en: 'it pays the same order as row {{other}}',
  },
  'transfer.row.duplicateRow': {
    zh: '与第 {{other}} 行完全相同',
    en: 'it is the same as row {{other}}',
  },
  'transfer.row.alreadyImported': {
    zh: '这一行在之前的导入中已经记录过',
    en: 'this row was recorded by an earlier import',
  },
  'transfer.row.badDate': {
    zh: '日期“{{value}}”无法识别',
    en: 'the date "{{value}}" cannot be read',
  },
  'transfer.row.futureDate': { zh: '日期晚于今天', en: 'the date is after today' },
  'transfer.row.badAmount': {
    zh: '金额“{{value}}”无法识别',
    en: 'the amount "{{value}}" cannot be read',
  },
  'transfer.row.notIncoming': {
    zh: '这一行不是收到的款项（金额为空、为零或为支出）',
    en: 'this row received no money (the amount is empty, zero or a payment out)',
  },
  'transfer.row.payerMissing': { zh: '付款人为空', en: 'the payer is empty' },
  'teamFee.noProduct': {
    zh: '该赛季没有团体赛报名费商品，请先在“商品”中添加',
    en: 'The season has no team fee product; add one under Products first',
  },
  'teamFee.noPayer': {
    zh: '该校没有老师账号，无法记录这笔转账',
    en: 'The school has no teacher account to record the transfer for',
  },
  'treasury.seasonRequired': { zh: '请选择赛季', en: 'Choose a season' },
} as const satisfies Record<string, Bilingual>
