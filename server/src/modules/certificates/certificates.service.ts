import { backgroundOfSeason, type Certificate } from '@spell/shared/api/certificates/query-by-code'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { certificates, seasons } from '../../db/schema'

/** A certificate by its code (codes are stored upper-case; lookups ignore case and spaces). */
export async function findCertificate(db: Db, code: string): Promise<Certificate | null> {
  const [row] = await db
    .select({ certificate: certificates, seasonName: seasons.name })
    .from(certificates)
    .innerJoin(seasons, eq(seasons.id, certificates.season))
    .where(eq(certificates.code, normalizeCode(code)))
    .limit(1)
  if (!row) return null
  return {
    code: row.certificate.code,
    name: row.certificate.holderName,
    award: row.certificate.award,
    group: row.certificate.groupId,
    season: row.seasonName,
    backUrl: backgroundOfSeason(row.seasonName),
    issuedOn: row.certificate.issuedOn,
  }
}

export const normalizeCode = (code: string) => code.replace(/\s+/g, '').toUpperCase()
