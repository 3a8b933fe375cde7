import fs from 'node:fs/promises'
import type { InvoiceRequestInput, InvoiceStatus } from '@spell/shared/api/orders/invoice-request'
import { chinaDate, parseChinaTime } from '@spell/shared/time/china-time'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db, Tx } from '../../db/database'
import { invoiceRequests, orders, products, refundRequests, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { notifyAfterCommit } from '../../providers/messaging'
import { type InvoiceFileType, invoiceFilePath, invoiceFileRoot, storeInvoiceFile } from './invoices.files'
import { orderByNo } from './orders.service'

type Request = Omit<Required<InvoiceRequestInput>, 'orderNo'> & { orderNo: string }

/** The payer's request of an invoice for their own paid order; one per order. */
export async function requestInvoiceFor(db: Db, userId: number, input: Request) {
  const order = await orderByNo(db, input.orderNo)
  if (!order || order.userId !== userId) throw new AppError('notFound', 'order.notFound')
  if (order.status !== 'paid') throw new AppError('conflict', 'invoice.notPaid')
  if (order.paymentAmount <= 0) throw new AppError('conflict', 'invoice.freeOrder')
  const company = input.titleType === 'company'
  const special = input.kind === 'special'
  const [created] = await db
    .insert(invoiceRequests)
    .values({
      orderId: order.id,
      userId,
      kind: input.kind,
      titleType: input.titleType,
      title: input.title,
      taxNo: company ? input.taxNo : '',
      address: special ? input.address : '',
      phone: special ? input.phone : '',
      bankName: special ? input.bankName : '',
      bankAccount: special ? input.bankAccount.replace(/\s+/g, '') : '',
      email: input.email,
      amount: order.paymentAmount,
    })
    .onConflictDoNothing({ target: invoiceRequests.orderId })
    .returning({ status: invoiceRequests.status })
  if (!created) throw new AppError('conflict', 'invoice.exists')
  return { status: created.status as InvoiceStatus }
}

/** The user's invoice requests with their orders' numbers, newest first. */
export const myInvoices = (db: Db, userId: number) =>
  db
    .select({ invoice: invoiceRequests, orderNo: orders.orderNo })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .where(eq(invoiceRequests.userId, userId))
    .orderBy(desc(invoiceRequests.id))

const OPEN = ['requested', 'redLetterNeeded']

/** The committee's queue: the open ones (oldest first, red-letter ones first of all), or every one. */
export function invoiceDesk(db: Db, view: 'open' | 'all') {
  const query = db
    .select({
      invoice: invoiceRequests,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      productName: products.productName,
      productNameEn: products.productNameEn,
      payer: sql<string>`coalesce(${users.userName}, ${users.phone}, ${users.email}, '')`,
    })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, invoiceRequests.userId))
  return view === 'open'
    ? query
        .where(inArray(invoiceRequests.status, OPEN))
        .orderBy(sql`${invoiceRequests.status} = 'requested'`, invoiceRequests.id)
        .limit(500)
    : query.orderBy(desc(invoiceRequests.id)).limit(500)
}

async function deskRow(db: Db, id: number) {
  const [row] = await db
    .select({ invoice: invoiceRequests, order: orders })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .where(eq(invoiceRequests.id, id))
  if (!row) throw new AppError('notFound', 'invoice.notFound')
  return row
}

/** A recorded date: a real day, not before the payment (China calendar) and not after today. */
function checkDate(day: string, paidAt: Date | null, now: Date) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !parseChinaTime(day))
    throw new AppError('invalidInput', 'invoice.dateInvalid')
  if ((paidAt && day < chinaDate(paidAt)) || day > chinaDate(now))
    throw new AppError('invalidInput', 'invoice.dateOutOfRange')
}

type Issuer = Pick<AppServices, 'db' | 'files' | 'messaging' | 'logger' | 'config'>

/**
 * Records an issued invoice (its number and date, and the e-invoice file when uploaded) on a request
 * still open; the requester is told by e-mail once it is stored.
 */
export async function issueInvoice(
  services: Issuer,
  committeeId: number,
  input: { id: number; invoiceNo: string; invoiceDate: string },
  file?: { type: InvoiceFileType; bytes: Buffer },
  now = new Date(),
) {
  const { db, files } = services
  const { invoice, order } = await deskRow(db, input.id)
  if (invoice.status !== 'requested') throw new AppError('conflict', 'invoice.notOpen')
  checkDate(input.invoiceDate, order.paidAt, now)
  const root = invoiceFileRoot(files.root)
  const fileName = file ? await storeInvoiceFile(root, file.type, file.bytes) : null
  const [issued] = await db
    .update(invoiceRequests)
    .set({
      status: 'issued',
      invoiceNo: input.invoiceNo,
      invoiceDate: input.invoiceDate,
      fileName,
      fileType: file?.type ?? null,
      issuedBy: committeeId,
      issuedAt: now,
    })
    .where(and(eq(invoiceRequests.id, invoice.id), eq(invoiceRequests.status, 'requested')))
    .returning()
  if (!issued) {
    // Another desk member issued it (or a refund cancelled it) meanwhile.
    if (fileName) await fs.rm(invoiceFilePath(root, fileName), { force: true })
    throw new AppError('conflict', 'invoice.notOpen')
  }
  await tellRequester(services, issued, order.orderNo)
}

async function tellRequester(
  { messaging, logger, config }: Issuer,
  invoice: typeof invoiceRequests.$inferSelect,
  orderNo: string,
) {
  const page = new URL('/stu/orders', config.publicUrl).toString()
  const download = invoice.fileName
    ? {
        zh: `登录后可在“我的订单”中下载电子发票：${page}`,
        en: `Log in to download the e-invoice from My orders: ${page}`,
      }
    : {
        zh: '本发票未上传电子文件，如需请联系组委会。',
        en: 'No electronic file was uploaded; ask the committee if you need one.',
      }
  const text = [
    `【中英双语汉字拼写大赛】您的订单 ${orderNo} 的发票已开具。`,
    `发票抬头：${invoice.title}；发票号码：${invoice.invoiceNo}；开票日期：${invoice.invoiceDate}。`,
    download.zh,
    '',
    `The invoice of your order ${orderNo} has been issued.`,
    `Title: ${invoice.title}; number: ${invoice.invoiceNo}; date: ${invoice.invoiceDate}.`,
    download.en,
  ].join('\n')
  await notifyAfterCommit(logger, [
    messaging.sendMail({ to: invoice.email, subject: '发票已开具 / Invoice issued', text }),
  ])
}

/**
 * Inside the transaction that marks an order refunded: an issued invoice now needs a red-letter
 * invoice (it stays on the desk's queue until one is recorded); a request not yet issued is cancelled.
 */
export async function invoiceAfterRefund(tx: Tx, orderId: number, now = new Date()) {
  await tx
    .update(invoiceRequests)
    .set({ status: 'redLetterNeeded', redLetterNeededAt: now })
    .where(and(eq(invoiceRequests.orderId, orderId), eq(invoiceRequests.status, 'issued')))
  await tx
    .update(invoiceRequests)
    .set({ status: 'cancelled' })
    .where(and(eq(invoiceRequests.orderId, orderId), eq(invoiceRequests.status, 'requested')))
}

/** After a refund is approved: tells the invoice desk's address (INVOICE_DESK_EMAIL) of a red-letter invoice to issue. */
export async function tellDeskOfRedLetter(services: Issuer, refundRequestId: number) {
  const to = services.config.invoiceDeskEmail
  if (!to) return
  const [row] = await services.db
    .select({ invoice: invoiceRequests, orderNo: orders.orderNo })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(invoiceRequests, eq(invoiceRequests.orderId, orders.id))
    .where(and(eq(refundRequests.id, refundRequestId), eq(invoiceRequests.status, 'redLetterNeeded')))
  if (!row) return
  const { invoice, orderNo } = row
  const text = [
    `订单 ${orderNo} 已退款，其发票（号码 ${invoice.invoiceNo}，抬头 ${invoice.title}）需开具红字发票，开具后请在后台“发票”中登记。`,
    '',
    `Order ${orderNo} was refunded: its invoice (number ${invoice.invoiceNo}, title ${invoice.title}) needs a red-letter invoice. Record it under Invoices in the back office once issued.`,
  ].join('\n')
  await notifyAfterCommit(services.logger, [
    services.messaging.sendMail({ to, subject: '需开具红字发票 / Red-letter invoice needed', text }),
  ])
}

/** Records the red-letter invoice of a refunded order's invoice; it leaves the queue. */
export async function recordRedLetter(
  db: Db,
  committeeId: number,
  input: { id: number; redLetterNo: string; redLetterDate: string },
  now = new Date(),
) {
  const { invoice } = await deskRow(db, input.id)
  if (invoice.status !== 'redLetterNeeded') throw new AppError('conflict', 'invoice.noRedLetterNeeded')
  if (!parseChinaTime(input.redLetterDate)) throw new AppError('invalidInput', 'invoice.dateInvalid')
  if (input.redLetterDate < (invoice.invoiceDate ?? '') || input.redLetterDate > chinaDate(now))
    throw new AppError('invalidInput', 'invoice.dateOutOfRange')
  const [recorded] = await db
    .update(invoiceRequests)
    .set({
      status: 'redLettered',
      redLetterNo: input.redLetterNo,
      redLetterDate: input.redLetterDate,
      redLetterBy: committeeId,
    })
    .where(and(eq(invoiceRequests.id, invoice.id), eq(invoiceRequests.status, 'redLetterNeeded')))
    .returning({ id: invoiceRequests.id })
  if (!recorded) throw new AppError('conflict', 'invoice.noRedLetterNeeded')
}

/** The order's e-invoice file, for its requester or the committee; others learn nothing of it. */
export async function invoiceFileOf(
  db: Db,
  uploadsRoot: string,
  reader: { id: number; role: string },
  orderNo: string,
) {
  const [row] = await db
    .select({ invoice: invoiceRequests })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .where(eq(orders.orderNo, orderNo))
  if (!row || (row.invoice.userId !== reader.id && reader.role !== 'committee'))
    throw new AppError('notFound', 'order.notFound')
  const { fileName, fileType } = row.invoice
  if (!fileName || !fileType) throw new AppError('notFound', 'invoice.noFile')
  return {
    path: invoiceFilePath(invoiceFileRoot(uploadsRoot), fileName),
    type: fileType as InvoiceFileType,
  }
}
