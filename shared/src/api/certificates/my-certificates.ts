import { z } from 'zod'
import { defineCall } from '../contract'
import { downloadSchema } from '../download'
import { certificateSchema } from './query-by-code'

/** The signed-in student's certificates (revoked ones say so), each drawn as PNG in the page or as PDF. */
export const myCertificateSchema = certificateSchema.extend({
  revokedAt: z.string().nullable(),
  /** PUBLIC_URL/query?code=…: what the QR code on the certificate opens. */
  queryUrl: z.string(),
})
export type MyCertificate = z.infer<typeof myCertificateSchema>

export const listMyCertificates = defineCall({
  method: 'GET',
  paths: ['/stu/certificates'],
  request: z.object({}),
  response: z.array(myCertificateSchema),
})

/** One of the student's valid certificates as an A4 landscape PDF with its QR code. */
export const myCertificatePdf = defineCall({
  method: 'GET',
  paths: ['/stu/certificates/pdf'],
  request: z.object({
    code: z.string({ error: 'certificate.codeRequired' }).trim().min(1, 'certificate.codeRequired').max(64),
  }),
  response: downloadSchema,
})
