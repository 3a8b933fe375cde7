import { describeIssues, ResultCode, translate } from '@spell/shared'
import {
  BILL_IMPORT_PATH,
  type BillProvider,
  billRequestSchema,
  fetchBill,
  getReconciliation,
  settleFromBill,
} from '@spell/shared/api/orders/reconciliation'
import { Router } from 'express'
import multer from 'multer'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall, refuseUnsafeText } from '../../http/define-route'
import { BillRefusedError, BillUnavailableError } from '../../providers/payment'
import { billTooBig, parseBill } from './reconciliation.bills'
import {
  billDayBounds,
  reconcile,
  reconciliationOf,
  settleFromBill as settle,
} from './reconciliation.service'

/** A bill download may take this long before it is given up. */
const BILL_TIMEOUT_MS = 60_000

/** The committee's reconciliation: a provider's bill of a day, fetched or imported, against the orders. */
export function reconciliationRoutes(services: AppServices) {
  const { db, config, payments, logger } = services
  const router = Router()
  const committee = { access: ['committee'] as const }
  const limits = { maxBytes: config.billMaxBytes, maxRows: config.billMaxRows }

  /** Reads, compares and stores a bill, and answers the run as the committee sees it. */
  async function compare(
    provider: BillProvider,
    day: string,
    bill: Buffer,
    source: 'fetched' | 'imported',
    runBy: number,
  ) {
    const lines = parseBill(provider, bill, day, limits)
    await reconcile(db, { provider, day, source, runBy }, lines)
    const run = await reconciliationOf(db, provider, day)
    if (!run) throw new Error('the reconciliation run was not stored')
    return run
  }

  mountCall(router, getReconciliation, committee, ({ provider, date }) =>
    reconciliationOf(db, provider, date),
  )

  mountCall(router, fetchBill, committee, async ({ provider, date }, { user }) => {
    const chosen = payments.providers.find((p) => p.name === provider)
    if (!chosen?.downloadBill) throw new AppError('invalidInput', 'reconciliation.providerNotOffered')
    billDayBounds(date)
    let bill: Buffer
    try {
      bill = await chosen.downloadBill(date, { maxBytes: config.billMaxBytes, timeoutMs: BILL_TIMEOUT_MS })
    } catch (error) {
      if (error instanceof BillUnavailableError)
        throw new AppError('conflict', 'reconciliation.billUnavailable', {
          params: { reason: error.reason.slice(0, 200) },
        })
      if (error instanceof BillRefusedError && error.why === 'tooBig') throw billTooBig(config.billMaxBytes)
      if (error instanceof BillRefusedError) throw new AppError('conflict', 'reconciliation.billHashMismatch')
      logger.warn({ err: error, provider, date }, 'bill download failed')
      throw new AppError('unavailable', 'reconciliation.fetchFailed')
    }
    return compare(provider, date, bill, 'fetched', user.id)
  })

  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: config.billMaxBytes, files: 1, fields: 5 },
  })
  // Multipart: provider, date and the bill file as the provider's merchant site gave it.
  router.post(BILL_IMPORT_PATH, (req, res, next) => {
    if (!req.user) throw new AppError('unauthorized')
    if (req.user.role !== 'committee') throw new AppError('forbidden')
    const runBy = req.user.id
    upload.single('file')(req, res, async (error: unknown) => {
      try {
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
          throw billTooBig(config.billMaxBytes)
        if (error instanceof multer.MulterError)
          throw new AppError('invalidInput', 'reconciliation.fileRequired')
        if (error) throw error
        refuseUnsafeText(req.body ?? {}, req.lang)
        const parsed = billRequestSchema.safeParse(req.body ?? {})
        if (!parsed.success) {
          const fields = describeIssues(parsed.error.issues, req.lang)
          throw new AppError('invalidInput', fields[0]?.message ?? 'result.invalidInput', { fields })
        }
        if (!req.file) throw new AppError('invalidInput', 'reconciliation.fileRequired')
        const { provider, date } = parsed.data
        billDayBounds(date)
        const run = await compare(provider, date, req.file.buffer, 'imported', runBy)
        res.json({ code: ResultCode.ok, msg: translate('result.ok', req.lang), data: run })
      } catch (failure) {
        next(failure)
      }
    })
  })

  mountCall(router, settleFromBill, committee, ({ provider, orderNo }) => settle(services, provider, orderNo))

  return router
}
