import { and, eq, isNotNull, like, not } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'
import type { PersonalDataVault } from './personal-data-vault'

/** The stored columns of an ID number: its sealed envelope and its lookup hash (both null when none). */
export function idNumberColumns(vault: PersonalDataVault, plain: string | null) {
  if (!plain) return { idCardSealed: null, idCardHash: null }
  const value = plain.trim().toUpperCase()
  return { idCardSealed: vault.seal(value), idCardHash: vault.lookupHash(value) }
}

/** The ID number of a stored row, in plain text (only for its owner's export and the logged whole record). */
export const openIdNumber = (vault: PersonalDataVault, sealed: string | null) =>
  sealed ? vault.open(sealed) : null

/**
 * Seals the ID numbers still stored in plain text (from before encryption). Runs at every start right
 * after the migrations; a sealed value is left alone, so a second run changes nothing.
 */
export async function sealPlainIdNumbers(db: Db, vault: PersonalDataVault) {
  const plain = await db
    .select({ id: users.id, idCard: users.idCardSealed })
    .from(users)
    .where(and(isNotNull(users.idCardSealed), not(like(users.idCardSealed, 'pd1.%'))))
  for (const row of plain) {
    await db
      .update(users)
      .set(idNumberColumns(vault, row.idCard))
      .where(and(eq(users.id, row.id), eq(users.idCardSealed, row.idCard as string)))
  }
  return plain.length
}

/**
 * Re-seals every ID number under the current key and recomputes its lookup hash (`npm run admin --
 * rotate-personal-data-key`), reading old values with PERSONAL_DATA_OLD_KEYS. Values already under the
 * current key with a current hash are skipped, so an interrupted rotation can simply be run again.
 */
export async function rotatePersonalDataKey(db: Db, vault: PersonalDataVault) {
  await sealPlainIdNumbers(db, vault)
  const rows = await db
    .select({ id: users.id, sealed: users.idCardSealed, hash: users.idCardHash })
    .from(users)
    .where(isNotNull(users.idCardSealed))
  let rotated = 0
  for (const row of rows) {
    const sealed = row.sealed as string
    const plain = vault.open(sealed)
    if (vault.isCurrent(sealed) && row.hash === vault.lookupHash(plain)) continue
    await db
      .update(users)
      .set(idNumberColumns(vault, plain))
      .where(and(eq(users.id, row.id), eq(users.idCardSealed, sealed)))
    rotated++
  }
  return { total: rows.length, rotated }
}
