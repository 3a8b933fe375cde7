import { getCaptcha } from '@spell/shared/api/certificates/captcha'
import { queryByCode } from '@spell/shared/api/certificates/query-by-code'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import { checkCaptcha, issueCaptcha } from '../codes/captcha.service'
import { findCertificate } from './certificates.service'
import { committeeCertificateRoutes } from './committee-certificates.routes'
import { myCertificateRoutes } from './my-certificates.routes'

/**
 * Certificate verification (a captcha, then a look-up by code; both limited per client), the committee's
 * issuing and revoking, and the student's own certificates.
 */
export function certificateRoutes(services: AppServices) {
  const { db, store, redis, config } = services
  const keyPrefix = config.redisKeyPrefix
  const router = Router()
  const lookups = limitPerClient({ name: 'certificate', limit: 20, windowSeconds: 60, redis, keyPrefix })
  const captchas = limitPerClient({ name: 'captcha', limit: 60, windowSeconds: 60, redis, keyPrefix })

  mountCall(router, getCaptcha, { access: 'public', before: [captchas] }, () => issueCaptcha(store))

  mountCall(
    router,
    queryByCode,
    { access: 'public', before: [lookups] },
    async ({ code, captcha, captchaId }) => {
      const verdict = await checkCaptcha(store, captchaId, captcha)
      if (verdict === 'expired') throw new AppError('captchaWrong', 'certificate.captchaExpired')
      if (verdict === 'wrong') throw new AppError('captchaWrong', 'certificate.captchaWrong')
      const certificate = await findCertificate(db, code)
      if (!certificate) throw new AppError('notFound', 'certificate.notFound')
      return certificate
    },
  )
  router.use(committeeCertificateRoutes(services))
  router.use(myCertificateRoutes(services))
  return router
}
