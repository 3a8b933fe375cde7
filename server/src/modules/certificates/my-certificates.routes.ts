import { certificateQueryUrl } from '@spell/shared/api/certificates/certificate-files'
import { listMyCertificates, myCertificatePdf } from '@spell/shared/api/certificates/my-certificates'
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { certificates, seasons, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { renderCertificatePdf } from './certificate-pdf'
import { chinaDate, normalizeCode, toCertificate } from './certificates.service'

/**
 * A student's certificates: those issued to their account, and imported ones not linked to any account
 * whose phone and name are theirs (a student who signed up after the import).
 */
async function mine(db: Db, userId: number) {
  const [me] = await db
    .select({ phone: users.phone, userName: users.userName })
    .from(users)
    .where(eq(users.id, userId))
  if (!me) throw new AppError('unauthorized')
  const imported =
    me.phone && me.userName
      ? and(
          isNull(certificates.userId),
          eq(certificates.holderPhone, me.phone),
          eq(certificates.holderName, me.userName),
        )
      : undefined
  return db
    .select({ certificate: certificates, seasonName: seasons.name })
    .from(certificates)
    .innerJoin(seasons, eq(seasons.id, certificates.season))
    .where(and(eq(certificates.kind, 'individual'), or(eq(certificates.userId, userId), imported)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id))
}

export function myCertificateRoutes({ db, config }: AppServices) {
  const router = Router()
  const student = { access: ['student'] } as const

  mountCall(router, listMyCertificates, student, async (_, { user }) =>
    (await mine(db, user.id)).map(({ certificate, seasonName }) => ({
      ...toCertificate(certificate, seasonName),
      revokedAt: certificate.revokedAt ? chinaDate(certificate.revokedAt) : null,
      queryUrl: certificateQueryUrl(config.publicUrl, certificate.code),
    })),
  )

  mountCall(router, myCertificatePdf, student, async ({ code }, { user }) => {
    const wanted = normalizeCode(code)
    const found = (await mine(db, user.id)).find((r) => r.certificate.code === wanted)
    if (!found) throw new AppError('notFound', 'certificate.notFound')
    if (found.certificate.revokedAt)
      throw new AppError('notFound', 'certificate.revoked', {
        params: { code: found.certificate.code, date: chinaDate(found.certificate.revokedAt) },
      })
    const certificate = toCertificate(found.certificate, found.seasonName)
    const pdf = await renderCertificatePdf(
      certificate,
      certificateQueryUrl(config.publicUrl, certificate.code),
      config.receiptFontPath,
    )
    return {
      fileName: `certificate-${certificate.code}.pdf`,
      mimeType: 'application/pdf',
      content: pdf.toString('base64'),
    }
  })

  return router
}
