import type { DeskInvoice } from '@spell/shared/api/orders/admin-invoices'
import type { InvoiceStatus } from '@spell/shared/api/orders/invoice-request'
import type { MyInvoice } from '@spell/shared/api/orders/my-invoices'
import type { Lang } from '@spell/shared/i18n/lang'
import type { invoiceRequests } from '../../db/schema'

type InvoiceRow = typeof invoiceRequests.$inferSelect

export const presentMyInvoice = ({
  invoice,
  orderNo,
}: {
  invoice: InvoiceRow
  orderNo: string
}): MyInvoice => ({
  orderNo,
  kind: invoice.kind as MyInvoice['kind'],
  titleType: invoice.titleType as MyInvoice['titleType'],
  title: invoice.title,
  taxNo: invoice.taxNo,
  email: invoice.email,
  amount: invoice.amount,
  status: invoice.status as InvoiceStatus,
  invoiceNo: invoice.invoiceNo,
  invoiceDate: invoice.invoiceDate,
  hasFile: Boolean(invoice.fileName),
  createdAt: invoice.createdAt.getTime(),
})

export function presentDeskInvoice(
  row: {
    invoice: InvoiceRow
    orderNo: string
    orderStatus: string
    productName: string
    productNameEn: string
    payer: string
  },
  lang: Lang,
): DeskInvoice {
  const { invoice } = row
  return {
    id: invoice.id,
    orderNo: row.orderNo,
    productName: lang === 'en' ? row.productNameEn : row.productName,
    payer: row.payer,
    orderStatus: row.orderStatus,
    amount: invoice.amount,
    kind: invoice.kind as DeskInvoice['kind'],
    titleType: invoice.titleType as DeskInvoice['titleType'],
    title: invoice.title,
    taxNo: invoice.taxNo,
    address: invoice.address,
    phone: invoice.phone,
    bankName: invoice.bankName,
    bankAccount: invoice.bankAccount,
    email: invoice.email,
    status: invoice.status as InvoiceStatus,
    invoiceNo: invoice.invoiceNo,
    invoiceDate: invoice.invoiceDate,
    fileType: (invoice.fileType as DeskInvoice['fileType']) ?? null,
    redLetterNo: invoice.redLetterNo,
    redLetterDate: invoice.redLetterDate,
    createdAt: invoice.createdAt.getTime(),
  }
}
