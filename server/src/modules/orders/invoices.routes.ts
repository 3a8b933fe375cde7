import fs from 'node:fs/promises'
import { describeIssues, ResultCode, translate } from '@spell/shared'
import {
  INVOICE_UPLOAD_PATH,
  issueInvoiceSchema,
  listInvoiceDesk,
  recordInvoice,
  recordRedLetter,
} from '@spell/shared/api/orders/admin-invoices'
import { requestInvoice } from '@spell/shared/api/orders/invoice-request'
import { getMyInvoices, INVOICE_FILE_PATH } from '@spell/shared/api/orders/my-invoices'
import { Router } from 'express'
import multer from 'multer'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall, refuseUnsafeText } from '../../http/define-route'
import { INVOICE_MIME, invoiceFileType } from './invoices.files'
import { presentDeskInvoice, presentMyInvoice } from './invoices.presenter'
import {
  invoiceDesk,
  invoiceFileOf,
  issueInvoice,
  myInvoices,
  recordRedLetter as recordRed,
  requestInvoiceFor,
} from './invoices.service'

const MB = 1024 * 1024

/** Invoices: the payer's request and download, and the committee's desk (issue, upload, red letters). */
export function invoiceRoutes(services: AppServices) {
  const { db, files, config } = services
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, requestInvoice, { access: 'signedIn' }, (input, { user }) =>
    requestInvoiceFor(db, user.id, input),
  )

  mountCall(router, getMyInvoices, { access: 'signedIn' }, async (_input, { user }) =>
    (await myInvoices(db, user.id)).map(presentMyInvoice),
  )

  router.get(INVOICE_FILE_PATH, async (req, res) => {
    if (!req.user) throw new AppError('unauthorized')
    refuseUnsafeText(req.query, req.lang)
    const orderNo = typeof req.query.orderNo === 'string' ? req.query.orderNo.slice(0, 32) : ''
    const file = await invoiceFileOf(db, files.root, req.user, orderNo)
    const bytes = await fs.readFile(file.path)
    res.setHeader('content-type', INVOICE_MIME[file.type])
    res.setHeader('content-disposition', `attachment; filename="invoice-${orderNo}.${file.type}"`)
    res.setHeader('cache-control', 'private, no-store')
    res.send(bytes)
  })

  mountCall(router, listInvoiceDesk, committee, async ({ view }, { req }) =>
    (await invoiceDesk(db, view)).map((row) => presentDeskInvoice(row, req.lang)),
  )

  mountCall(router, recordInvoice, committee, async (input, { user }) => {
    await issueInvoice(services, user.id, input)
    return null
  })

  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: config.invoiceFileMaxBytes, files: 1, fields: 10 },
  })
  // Multipart: id, invoiceNo, invoiceDate and the file, checked by its first bytes and its name.
  router.post(INVOICE_UPLOAD_PATH, (req, res, next) => {
    if (!req.user) throw new AppError('unauthorized')
    if (req.user.role !== 'committee') throw new AppError('forbidden')
    const committeeId = req.user.id
    upload.single('file')(req, res, async (error: unknown) => {
      try {
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
          throw new AppError('invalidInput', 'invoice.fileTooBig', {
            params: { max: Math.floor(config.invoiceFileMaxBytes / MB) },
          })
        if (error instanceof multer.MulterError) throw new AppError('invalidInput', 'invoice.fileBadType')
        if (error) throw error
        refuseUnsafeText(req.body ?? {}, req.lang)
        const parsed = issueInvoiceSchema.safeParse(req.body ?? {})
        if (!parsed.success) {
          const fields = describeIssues(parsed.error.issues, req.lang)
          throw new AppError('invalidInput', fields[0]?.message ?? 'result.invalidInput', { fields })
        }
        const file = req.file
        if (!file) throw new AppError('invalidInput', 'invoice.fileRequired')
        const type = invoiceFileType(file.buffer)
        const extension = file.originalname.split('.').pop()?.toLowerCase()
        if (!type || extension !== type) throw new AppError('invalidInput', 'invoice.fileBadType')
        await issueInvoice(services, committeeId, parsed.data, { type, bytes: file.buffer })
        res.json({ code: ResultCode.ok, msg: translate('result.ok', req.lang), data: null })
      } catch (failure) {
        next(failure)
      }
    })
  })

  mountCall(router, recordRedLetter, committee, async (input, { user }) => {
    await recordRed(db, user.id, input)
    return null
  })

  return router
}
