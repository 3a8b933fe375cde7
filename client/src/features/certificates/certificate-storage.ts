import { type Certificate, certificateSchema } from '@spell/shared/api/certificates/query-by-code'

/**
 * The certificate found on /query, kept for /certificate in this tab (a reload shows it again without a
 * new captcha; closing the tab forgets it).
 */
const KEY = 'certificateResult'

export function keepCertificate(certificate: Certificate) {
  sessionStorage.setItem(KEY, JSON.stringify(certificate))
}

export function keptCertificate(): Certificate | null {
  try {
    const parsed = certificateSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
