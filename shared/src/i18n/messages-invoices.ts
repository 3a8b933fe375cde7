import type { Bilingual } from './lang'

/** Messages of invoices (发票) and of reconciling the providers' daily bills (对账). */
export const invoiceMessages = {
  'invoice.kindInvalid': {
    zh: '请选择发票类型：普通发票或增值税专用发票',
    en: 'Choose the invoice type: ordinary invoice or special VAT invoice',
  },
  'invoice.titleTypeInvalid': {
    zh: '请选择抬头类型：单位或个人',
    en: 'Choose the kind of title: a company or a person',
  },
  'invoice.titleRequired': { zh: '请填写发票抬头', en: 'Enter the invoice title' },
  'invoice.titleTooLong': {
    zh: '发票抬头最多 100 个字符',
    en: 'The invoice title may have at most 100 characters',
  },
  'invoice.taxNoRequired': {
    zh: '单位抬头须填写统一社会信用代码',
    en: "A company title needs the company's unified social credit code",
  },
  'invoice.taxNoInvalid': {
    zh: '统一社会信用代码无效：应为 18 位数字或大写字母，且末位校验码正确',
    en: 'The unified social credit code is not valid: it has 18 digits or capital letters and a correct check character',
  },
  'invoice.personalNoTaxNo': {
    zh: '个人抬头不填写统一社会信用代码',
    en: 'A personal title has no unified social credit code',
  },
  'invoice.specialNeedsCompany': {
    zh: '增值税专用发票只能开给单位，个人请选择普通发票',
    en: 'A special VAT invoice is issued to companies only; a person asks for an ordinary invoice',
  },
  'invoice.addressRequired': {
    zh: '增值税专用发票须填写单位注册地址',
    en: "A special VAT invoice needs the company's registered address",
  },
  'invoice.addressTooLong': {
    zh: '注册地址最多 200 个字符',
    en: 'The address may have at most 200 characters',
  },
  'invoice.phoneRequired': {
    zh: '增值税专用发票须填写单位注册电话',
    en: "A special VAT invoice needs the company's registered phone",
  },
  'invoice.phoneInvalid': {
    zh: '注册电话应为 5 至 30 位数字（可含 + - 空格和括号）',
    en: 'The phone has 5 to 30 digits (with + - spaces or brackets)',
  },
  'invoice.bankNameRequired': {
    zh: '增值税专用发票须填写开户银行',
    en: "A special VAT invoice needs the company's bank",
  },
  'invoice.bankNameTooLong': {
    zh: '开户银行最多 100 个字符',
    en: 'The bank may have at most 100 characters',
  },
  'invoice.bankAccountRequired': {
    zh: '增值税专用发票须填写银行账号',
    en: "A special VAT invoice needs the company's bank account",
  },
  'invoice.bankAccountInvalid': {
    zh: '银行账号应为 6 至 40 位数字（可含空格）',
    en: 'The bank account has 6 to 40 digits (spaces allowed)',
  },
  'invoice.emailRequired': {
    zh: '请填写接收电子发票的邮箱',
    en: 'Enter the e-mail address the electronic invoice is announced to',
  },
  'invoice.emailInvalid': { zh: '接收邮箱格式不正确', en: 'The e-mail address is not valid' },
  'invoice.notPaid': {
    zh: '只有已支付的订单可以申请发票',
    en: 'An invoice can be requested for a paid order only',
  },
  'invoice.freeOrder': {
    zh: '该订单实付金额为 0，无需开具发票',
    en: 'Nothing was paid for this order, so there is nothing to invoice',
  },
  'invoice.exists': {
    zh: '该订单已申请过发票',
    en: 'An invoice was already requested for this order',
  },
  'invoice.notFound': { zh: '发票申请不存在', en: 'No such invoice request' },
  'invoice.notOpen': {
    zh: '该发票申请已开具或已取消，不能再次开具',
    en: 'This invoice was already issued or its request cancelled',
  },
  'invoice.noRedLetterNeeded': {
    zh: '该发票不需要开具红字发票',
    en: 'This invoice needs no red-letter invoice',
  },
  'invoice.numberInvalid': {
    zh: '发票号码应为 8 位或 20 位数字',
    en: 'The invoice number has 8 or 20 digits',
  },
  'invoice.dateInvalid': { zh: '开票日期格式应为 yyyy-MM-dd', en: 'The invoice date must be yyyy-MM-dd' },
  'invoice.dateOutOfRange': {
    zh: '开票日期不能早于付款日，也不能晚于今天',
    en: 'The invoice date can be neither before the payment nor after today',
  },
  'invoice.fileRequired': {
    zh: '请选择电子发票文件（PDF 或 OFD）',
    en: 'Choose the electronic invoice file (PDF or OFD)',
  },
  'invoice.fileBadType': {
    zh: '电子发票须为 PDF 或 OFD 文件',
    en: 'The electronic invoice must be a PDF or an OFD file',
  },
  'invoice.fileTooBig': {
    zh: '电子发票文件不能超过 {{max}} MB',
    en: 'The electronic invoice file may be at most {{max}} MB',
  },
  'invoice.noFile': {
    zh: '该发票没有上传电子文件，请查看发票号码或联系组委会',
    en: 'No electronic file was uploaded for this invoice: see its number, or ask the committee',
  },
  'reconciliation.providerInvalid': {
    zh: '请选择对账渠道：微信支付或支付宝',
    en: 'Choose the provider: WeChat Pay or Alipay',
  },
  'reconciliation.providerNotOffered': {
    zh: '本站未启用该支付渠道，无法对账',
    en: 'This site does not offer that provider, so it has no bill to reconcile',
  },
  'reconciliation.dateInvalid': { zh: '账单日期格式应为 yyyy-MM-dd', en: 'The bill date must be yyyy-MM-dd' },
  'reconciliation.dateNotEnded': {
    zh: '只能对已结束的日期对账（账单次日生成）',
    en: 'Only a day that has ended can be reconciled (the bill is made the next day)',
  },
  'reconciliation.billUnavailable': {
    zh: '支付渠道没有该日的账单（尚未生成或当日无交易）：{{reason}}',
    en: 'The provider has no bill for that day (not made yet, or no trades): {{reason}}',
  },
  'reconciliation.fetchFailed': {
    zh: '未能从支付渠道下载账单，请稍后重试或导入账单文件',
    en: 'The bill could not be downloaded from the provider: try again later, or import the bill file',
  },
  'reconciliation.fileRequired': {
    zh: '请选择账单文件',
    en: 'Choose the bill file',
  },
  'reconciliation.billTooBig': {
    zh: '账单文件不能超过 {{max}} MB',
    en: 'The bill may be at most {{max}} MB',
  },
  'reconciliation.billTooManyRows': {
    zh: '账单超过 {{max}} 行，请分日对账或调整 BILL_MAX_ROWS',
    en: 'The bill has more than {{max}} lines: reconcile it day by day, or raise BILL_MAX_ROWS',
  },
  'reconciliation.billBadFormat': {
    zh: '账单格式无法识别（第 {{line}} 行）：{{reason}}',
    en: 'The bill is not in the expected format (line {{line}}): {{reason}}',
  },
  'reconciliation.billNotZip': {
    zh: '支付宝账单应为 zip 压缩包（内含 GBK 编码的 CSV）',
    en: "Alipay's bill must be a zip file (holding CSV in GBK)",
  },
  'reconciliation.billOtherDay': {
    zh: '账单日期与所选日期不符',
    en: 'The bill is for another day than the one chosen',
  },
  'reconciliation.billHashMismatch': {
    zh: '下载的账单与支付渠道给出的摘要不符，已拒绝',
    en: 'The downloaded bill does not match the digest the provider gave, so it was refused',
  },
  'reconciliation.notPaidAtProvider': {
    zh: '支付渠道查询显示该订单未支付，未做任何更改',
    en: 'The provider says this order is not paid: nothing was changed',
  },
  'reconciliation.queryFailed': {
    zh: '向支付渠道查询订单失败，请稍后重试',
    en: 'The provider could not be asked about the order: try again later',
  },
  'reconciliation.amountMismatch': {
    zh: '支付渠道的金额与订单应付金额不符，未做更改，请人工核对',
    en: "The provider's amount differs from the order's: nothing was changed, check it by hand",
  },
} as const satisfies Record<string, Bilingual>
