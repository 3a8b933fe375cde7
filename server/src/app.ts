import fs from 'node:fs'
import path from 'node:path'
import { API_PREFIX } from '@spell/shared'
import express from 'express'
import helmet from 'helmet'
import type { AppServices } from './app-services'
import { compressAnswers } from './http/compress-answers'
import { apiNotFound, errorMiddleware } from './http/error-middleware'
import { precompressedStatic, sendMaybeCompressed } from './http/precompressed'
import { findPrerenderedPages } from './http/prerendered'
import { requestContext, requestLanguage } from './http/request-context'
import { requestLogger } from './http/request-log'
import { codeRoutes } from './modules/accounts/codes.routes'
import { loginRoutes } from './modules/accounts/login.routes'
import { studentAccountRoutes } from './modules/accounts/student-account.routes'
import { addressAllowanceRoutes } from './modules/admin/address-allowances.routes'
import { noticeRoutes } from './modules/admin/notice.routes'
import { registrationRoutes } from './modules/admin/registrations.routes'
import { staffRoutes } from './modules/admin/staff.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { certificateRoutes } from './modules/certificates/certificates.routes'
import { committeeCourseRoutes } from './modules/courses/committee-courses.routes'
import { courseRoutes } from './modules/courses/courses.routes'
import { devRoutes } from './modules/dev/outbox.routes'
import { examCalendarRoutes } from './modules/exam-admin/calendar.routes'
import { examAdminRoutes } from './modules/exam-admin/exams.routes'
import { examResultRoutes } from './modules/exam-admin/results.routes'
import { examIntegrityRoutes } from './modules/exams/integrity.routes'
import { examJudgeRoutes } from './modules/exams/judge.routes'
import { examStudentRoutes } from './modules/exams/student.routes'
import { lexiconRoutes } from './modules/lexicon/lexicon.routes'
import { adminCouponRoutes } from './modules/orders/admin-coupons.routes'
import { adminOrderRoutes } from './modules/orders/admin-orders.routes'
import { adminProductRoutes } from './modules/orders/admin-products.routes'
import { adminTransferRoutes } from './modules/orders/admin-transfers.routes'
import { bankTransferRoutes } from './modules/orders/bank-transfer.routes'
import { registerBuiltInOrderKinds } from './modules/orders/built-in-kinds'
import { invoiceRoutes } from './modules/orders/invoices.routes'
import { myOrderRoutes, receiptRoutes } from './modules/orders/my-orders.routes'
import { orderRoutes } from './modules/orders/orders.routes'
import { paymentRoutes } from './modules/orders/payment.routes'
import { productRoutes } from './modules/orders/products.routes'
import { reconciliationRoutes } from './modules/orders/reconciliation.routes'
import { treasuryRoutes } from './modules/orders/treasury.routes'
import { practiceRoutes } from './modules/practice/practice.routes'
import { committeeRecordRoutes } from './modules/privacy/committee-records.routes'
import { privacyRoutes } from './modules/privacy/privacy.routes'
import { publicSiteRoutes } from './modules/public-site/public-site.routes'
import { committeePaperRoutes } from './modules/school-console/committee-papers.routes'
import { enrollmentRoutes } from './modules/school-console/enrollment.routes'
import { schoolConsoleRoutes } from './modules/school-console/school-console.routes'
import { schoolRoutes } from './modules/schools/schools.routes'
import { seasonRoutes } from './modules/seasons/seasons.routes'
import { studentHomeRoutes } from './modules/students/home.routes'
import { schoolStudentRoutes } from './modules/study-plans/school-students.routes'
import { studyPlanRoutes } from './modules/study-plans/study-plans.routes'
import { systemRoutes } from './modules/system/system.routes'
import { systemPanelRoutes } from './modules/system/system-panel.routes'
import { committeeClubRoutes } from './modules/teams/committee-clubs.routes'
import { committeeTeamRoutes } from './modules/teams/committee-teams.routes'
import { registerTeamOrderKind } from './modules/teams/team-order-kind'
import { teamRoutes } from './modules/teams/teams.routes'
import { uploadRoutes } from './modules/uploads/uploads.routes'
import { userRoutes } from './modules/users/users.routes'
import { UPLOADS_URL } from './providers/file-storage'

/** The Express app: the API under /api, and the built client for every other GET. */
export function createApp(services: AppServices) {
  const { config, logger, db } = services
  // What each kind of order is for and what paying does: the orders module serves the kinds it owns,
  // the teams module the team sign-up.
  registerBuiltInOrderKinds()
  registerTeamOrderKind()
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)
  const prerendered = findPrerenderedPages(config.clientDist)
  const secured = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The pre-rendered pages' inline scripts (language swap, start of the app), allowed by their hashes.
        'script-src': ["'self'", ...(prerendered?.scriptHashes ?? [])],
        'upgrade-insecure-requests': null,
      },
    },
  })
  const indexHtml = path.join(config.clientDist, 'index.html')
  const built = fs.existsSync(indexHtml)
  if (built) {
    // Hashed assets are cached for good. Text files go out as the build's Brotli or gzip copy when the
    // browser takes one (client/scripts/precompress.mjs). A page fetches 60-150 of them, so they carry
    // only the headers a script, style or font is read with (about 0.7 KB a file less on the wire):
    // the document's policies (CSP, framing, referrer, HSTS…) are on the page, which is what enforces
    // them; a worker's script is the document of its worker and keeps them all.
    const assets = path.join(config.clientDist, 'assets')
    app.use('/assets', (req, res, next) => {
      if (/worker/i.test(req.path)) return secured(req, res, next)
      res.setHeader('X-Content-Type-Options', 'nosniff')
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
      next()
    })
    app.use('/assets', precompressedStatic(assets, { immutable: true, maxAge: '1y' }))
    app.use('/assets', express.static(assets, { immutable: true, maxAge: '1y' }))
  }
  app.use(secured)

  const api = express.Router()
  api.use(compressAnswers())
  api.use(requestLogger(logger))
  api.use(requestLanguage)
  // Payment notifications are verified over the exact bytes the provider signed (WeChat Pay posts
  // JSON, Alipay a form).
  const keepRawBody = (
    req: express.Request | import('node:http').IncomingMessage,
    _res: unknown,
    buf: Buffer,
  ) => {
    ;(req as typeof req & { rawBody?: string }).rawBody = buf.toString('utf8')
  }
  api.use(express.json({ limit: '1mb', verify: keepRawBody }))
  api.use(express.urlencoded({ extended: false, limit: '1mb', verify: keepRawBody }))
  api.use(requestContext(db))
  const modules = [
    // First: every student's exam page calls these during each question (the poll, the question, the
    // progress bars after each save), tens of thousands a second in a big exam; every router before
    // a route is walked for each request. No other module serves /formMatch paths.
    examStudentRoutes,
    systemRoutes,
    authRoutes,
    codeRoutes,
    loginRoutes,
    studentAccountRoutes,
    schoolRoutes,
    userRoutes,
    privacyRoutes,
    committeeRecordRoutes,
    uploadRoutes,
    certificateRoutes,
    noticeRoutes,
    registrationRoutes,
    staffRoutes,
    addressAllowanceRoutes,
    systemPanelRoutes,
    examJudgeRoutes,
    examIntegrityRoutes,
    seasonRoutes,
    examCalendarRoutes,
    examAdminRoutes,
    examResultRoutes,
    lexiconRoutes,
    studentHomeRoutes,
    practiceRoutes,
    publicSiteRoutes,
    // school console
    schoolConsoleRoutes,
    committeePaperRoutes,
    enrollmentRoutes,
    // teams, courses, study plans
    studyPlanRoutes,
    schoolStudentRoutes,
    teamRoutes,
    committeeTeamRoutes,
    committeeClubRoutes,
    courseRoutes,
    committeeCourseRoutes,
    // orders and payment
    productRoutes,
    orderRoutes,
    myOrderRoutes,
    receiptRoutes,
    adminOrderRoutes,
    adminProductRoutes,
    adminCouponRoutes,
    invoiceRoutes,
    reconciliationRoutes,
    paymentRoutes,
    bankTransferRoutes,
    adminTransferRoutes,
    treasuryRoutes,
  ]
  // The outbox shows one-time codes: development and tests only.
  if (!config.production) modules.push(devRoutes)
  for (const routes of modules) api.use(routes(services))
  api.use(apiNotFound)
  api.use(errorMiddleware(logger))
  app.use(API_PREFIX, api)
  app.use(
    UPLOADS_URL,
    express.static(services.files.root, { index: false, maxAge: '7d', fallthrough: false }),
  )

  if (built) {
    // The page itself is never cached; the files beside it (icons, the manifest) for an hour.
    app.use(precompressedStatic(config.clientDist, { maxAge: '1h' }))
    app.use(express.static(config.clientDist, { index: false, maxAge: '1h' }))
    app.get('/{*path}', (req, res) => {
      res.setHeader('cache-control', 'no-cache')
      // The pages for visitors come drawn already (decision 0007), except at an address with a query
      // (/query?code=…), which the page's first render reads; the login page in the form the request
      // chooses (0037); every other page gets the app's frame naming its chunks (0035).
      const query = req.originalUrl.indexOf('?')
      const page =
        prerendered?.fileOf({
          path: req.path,
          search: query < 0 ? '' : req.originalUrl.slice(query + 1),
          cookies: req.headers.cookie,
        }) ?? indexHtml
      if (prerendered?.readsCookies(req.path)) res.vary('Cookie')
      sendMaybeCompressed(req, res, page)
    })
  } else {
    logger.warn(
      { clientDist: config.clientDist },
      'client is not built: serving the API only (npm run build)',
    )
  }
  return app
}
