import { randomInt } from 'node:crypto'
import {
  type CertificateKind,
  CODE_ALPHABET,
  CODE_RANDOM_LENGTH,
  teamCodePrefix,
} from '@spell/shared/api/certificates/certificate-codes'
import { backgroundOfSeason, type Certificate } from '@spell/shared/api/certificates/query-by-code'
import { chinaDate as chinaDateOf } from '@spell/shared/time/china-time'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { certificates, seasons } from '../../db/schema'
import { AppError } from '../../http/app-error'

/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db
export type CertificateRow = typeof certificates.$inferSelect

/** The date a revocation is told in: China's calendar day. */
export const chinaDate = (at: Date) => chinaDateOf(at)

export const toCertificate = (row: CertificateRow, seasonName: string): Certificate => ({
  code: row.code,
  kind: row.kind as CertificateKind,
  stage: row.stage,
  name: row.holderName,
  award: row.award,
  group: row.groupId,
  season: seasonName,
  backUrl: backgroundOfSeason(seasonName),
  issuedOn: row.issuedOn,
})

/**
 * A valid certificate by its code (codes are stored upper-case; lookups ignore case and spaces). A
 * revoked one is refused with the day it was revoked, so no client shows it as valid.
 */
export async function findCertificate(db: Db, code: string): Promise<Certificate | null> {
  const [row] = await db
    .select({ certificate: certificates, seasonName: seasons.name })
    .from(certificates)
    .innerJoin(seasons, eq(seasons.id, certificates.season))
    .where(eq(certificates.code, normalizeCode(code)))
    .limit(1)
  if (!row) return null
  if (row.certificate.revokedAt)
    throw new AppError('notFound', 'certificate.revoked', {
      params: { code: row.certificate.code, date: chinaDate(row.certificate.revokedAt) },
    })
  return toCertificate(row.certificate, row.seasonName)
}

export const normalizeCode = (code: string) => code.replace(/\s+/g, '').toUpperCase()

/** A code: the prefix that says what it is, then six random base32 characters. */
export const newCode = (prefix: string) =>
  prefix +
  Array.from({ length: CODE_RANDOM_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

export async function seasonName(db: Tx, seasonId: number) {
  const [season] = await db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, seasonId))
  if (!season) throw new AppError('notFound', 'certificate.seasonUnknown')
  return season.name
}

/** Team levels (1 primary, 2 junior high, 3 senior high clubs) are the group of a team's certificate. */
const teamCertificateGroup = (teamLevel: number) => (teamLevel === 1 ? 1 : teamLevel === 2 ? 2 : 3)
const PARTICIPATION = 5

/** Issues a team's participation certificate: `CEBS-T-<season's first year>-XXXXXX`, group = team level. */
export async function issueTeamCertificate(
  tx: Tx,
  team: { id: number; teamName: string; teamLevel: number; season: number },
) {
  const prefix = teamCodePrefix(await seasonName(tx, team.season))
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(certificates)
      .values({
        code: newCode(prefix),
        kind: 'team',
        holderName: team.teamName,
        award: PARTICIPATION,
        groupId: teamCertificateGroup(team.teamLevel),
        season: team.season,
        teamId: team.id,
      })
      .onConflictDoNothing({ target: certificates.code })
      .returning()
    if (row) return row
  }
  throw new Error('no free certificate code')
}
