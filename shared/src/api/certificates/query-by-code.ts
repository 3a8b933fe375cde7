import { z } from 'zod'
import { defineCall } from '../contract'
import { CAPTCHA_LENGTH } from './captcha'
import { certificateKinds } from './certificate-codes'

export const certificateQuerySchema = z.object({
  code: z
    .string({ error: 'certificate.codeRequired' })
    .trim()
    .min(1, { error: 'certificate.codeRequired', abort: true })
    .max(64),
  captcha: z
    .string({ error: 'certificate.captchaRequired' })
    .trim()
    .min(1, { error: 'certificate.captchaRequired', abort: true })
    .length(CAPTCHA_LENGTH, 'certificate.captchaWrong'),
  captchaId: z.string({ error: 'certificate.captchaExpired' }).min(1, 'certificate.captchaExpired').max(64),
})
export type CertificateQuery = z.infer<typeof certificateQuerySchema>

export const certificateSchema = z.object({
  code: z.string(),
  /** individual or team: the group is read in `competitionGroups` or `schoolLevels`. */
  kind: z.enum(certificateKinds).default('individual'),
  /** Race schedule (1, 2, 4) of an individual certificate; null for a team's. */
  stage: z.number().int().nullable().default(null),
  /** The holder: a student's or a team's name. */
  name: z.string(),
  /** Value of the `awards` dictionary. */
  award: z.number().int(),
  /** Value of `competitionGroups` (individual) or `schoolLevels` (team). */
  group: z.number().int(),
  /** Season label, e.g. 2024~2025; it chooses the background. */
  season: z.string(),
  backUrl: z.string(),
  issuedOn: z.string(),
})
export type Certificate = z.infer<typeof certificateSchema>

/**
 * Certificate lookup by code, guarded by a single-use captcha. A revoked certificate is not answered as
 * valid: 4004 with a message saying when it was revoked.
 */
export const queryByCode = defineCall({
  method: 'GET',
  paths: ['/common/queryByCode'],
  request: certificateQuerySchema,
  // The response is the certificate only when it is valid.
  response: certificateSchema,
})

/** Seasons with their own certificate background; any other season uses the default. */
export const certificateBackgrounds: Record<string, string> = {
  '2023~2024': '/certificates/background-2023-2024.svg',
  '2024~2025': '/certificates/background-2024-2025.svg',
}
export const DEFAULT_CERTIFICATE_SEASON = '2024~2025'
/**
 * Later seasons use the default (2024) design without its printed season line; the season is drawn
 * onto it, so a 2026~2027 certificate never reads 2024~2025.
 */
export const SEASONLESS_BACKGROUND = '/certificates/background-season.svg'
export const backgroundOfSeason = (season: string) => certificateBackgrounds[season] ?? SEASONLESS_BACKGROUND
