import { certificateQueryUrl } from '@spell/shared/api/certificates/certificate-files'
import { listMyCertificates, myCertificatePdf } from '@spell/shared/api/certificates/my-certificates'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { certificateBackgroundSvg, renderCertificatePdf } from './certificate-pdf'
import { chinaDate, normalizeCode, toCertificate } from './certificates.service'
import { myCertificates } from './my-certificates.service'

/** A student's certificates: their list with verification links, and each one as a PDF. */
export function myCertificateRoutes({ db, config }: AppServices) {
  const router = Router()
  const student = { access: ['student'] } as const

  mountCall(router, listMyCertificates, student, async (_, { user }) =>
    (await myCertificates(db, user.id)).map(({ certificate, seasonName }) => ({
      ...toCertificate(certificate, seasonName),
      revokedAt: certificate.revokedAt ? chinaDate(certificate.revokedAt) : null,
      queryUrl: certificateQueryUrl(config.publicUrl, certificate.code),
    })),
  )

  mountCall(router, myCertificatePdf, student, async ({ code }, { user }) => {
    const wanted = normalizeCode(code)
    const found = (await myCertificates(db, user.id)).find((r) => r.certificate.code === wanted)
    if (!found) throw new AppError('notFound', 'certificate.notFound')
    if (found.certificate.revokedAt)
      throw new AppError('notFound', 'certificate.revoked', {
        params: { code: found.certificate.code, date: chinaDate(found.certificate.revokedAt) },
      })
    const certificate = toCertificate(found.certificate, found.seasonName)
    const pdf = await renderCertificatePdf(
      certificate,
      certificateQueryUrl(config.publicUrl, certificate.code),
      {
        backgroundSvg: certificateBackgroundSvg(certificate.backUrl, config.clientDist),
        fontPath: config.receiptFontPath,
      },
    )
    return {
      fileName: `certificate-${certificate.code}.pdf`,
      mimeType: 'application/pdf',
      content: pdf.toString('base64'),
    }
  })

  return router
}
