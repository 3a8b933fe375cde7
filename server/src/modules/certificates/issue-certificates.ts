import { individualCodePrefix } from '@spell/shared/api/certificates/certificate-codes'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { certificates } from '../../db/schema'
import { newCode, type Tx } from './certificates.service'

export type NewIndividual = Omit<typeof certificates.$inferInsert, 'code' | 'kind' | 'season' | 'stage'>

/** Who a row is for: the student account, or the name and phone an import gave. */
const holderKey = (row: { userId?: number | null; holderPhone?: string | null; holderName: string }) =>
  row.userId ? `u:${row.userId}` : `h:${row.holderPhone ?? ''}:${row.holderName}`

/** The valid individual certificates of a season and stage held by these students or imported holders. */
export async function existingIndividuals(
  tx: Tx,
  season: number,
  stage: number,
  holders: { userId?: number | null; holderPhone?: string | null; holderName: string }[],
) {
  const userIds = holders.flatMap((h) => (h.userId ? [h.userId] : []))
  const phones = holders.flatMap((h) => (!h.userId && h.holderPhone ? [h.holderPhone] : []))
  if (userIds.length === 0 && phones.length === 0) return new Map<string, string>()
  const rows = await tx
    .select({
      code: certificates.code,
      userId: certificates.userId,
      holderPhone: certificates.holderPhone,
      holderName: certificates.holderName,
    })
    .from(certificates)
    .where(
      and(
        eq(certificates.kind, 'individual'),
        eq(certificates.season, season),
        eq(certificates.stage, stage),
        isNull(certificates.revokedAt),
        sql`(${userIds.length ? inArray(certificates.userId, userIds) : sql`false`} or (${certificates.userId} is null and ${phones.length ? inArray(certificates.holderPhone, phones) : sql`false`}))`,
      ),
    )
  return new Map(rows.map((r) => [holderKey(r), r.code]))
}

/**
 * Inserts individual certificates of one season and stage, each with a fresh code. A holder who already
 * has a valid one (now, or by a concurrent issue caught by the unique indexes) gets none; a code that
 * happens to be taken is drawn again. Returns how many were issued and how many already existed.
 */
export async function insertIndividuals(
  tx: Tx,
  target: { season: number; seasonName: string; stage: number },
  rows: NewIndividual[],
) {
  const prefix = individualCodePrefix(target.seasonName, target.stage)
  const taken = await existingIndividuals(tx, target.season, target.stage, rows)
  let pending = rows.filter((r) => !taken.has(holderKey(r)))
  let already = rows.length - pending.length
  let issued = 0
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= 5) throw new Error('no free certificate codes')
    const done = new Set<string>()
    for (let i = 0; i < pending.length; i += 500) {
      const chunk = pending.slice(i, i + 500)
      const inserted = await tx
        .insert(certificates)
        .values(
          chunk.map((r) => ({
            ...r,
            code: newCode(prefix),
            kind: 'individual',
            season: target.season,
            stage: target.stage,
          })),
        )
        .onConflictDoNothing()
        .returning({
          userId: certificates.userId,
          holderPhone: certificates.holderPhone,
          holderName: certificates.holderName,
        })
      for (const r of inserted) done.add(holderKey(r))
    }
    issued += done.size
    const left = pending.filter((r) => !done.has(holderKey(r)))
    const raced = await existingIndividuals(tx, target.season, target.stage, left)
    already += left.filter((r) => raced.has(holderKey(r))).length
    pending = left.filter((r) => !raced.has(holderKey(r)))
  }
  return { issued, already }
}
