import { eq, isNotNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database'
import { characterBankPasswords } from '../../db/schema'
import { hashPassword } from '../auth/passwords'
import type { PersonalDataVault } from '../privacy/personal-data-vault'
import { currentSeasonId } from '../seasons/seasons.service'

/**
 * A season's character bank password. The hash checks what the public page is given; the sealed copy
 * (the personal data vault) is what the paid-entry e-mails and the paid student's area quote, since a
 * hash cannot be sent to anyone. Neither is ever logged.
 */

/** Sets (or replaces) the password of a season. Paid students see the new one in their area. */
export async function setCharacterBankPassword(
  db: Db,
  vault: PersonalDataVault,
  password: string,
  season: number,
) {
  const passwordHash = await hashPassword(password)
  const passwordSealed = vault.seal(password)
  await db
    .insert(characterBankPasswords)
    .values({ season, passwordHash, passwordSealed })
    .onConflictDoUpdate({
      target: characterBankPasswords.season,
      set: { passwordHash, passwordSealed, updatedAt: new Date() },
    })
}

/**
 * The password of a season (the current one by default) to quote to someone entitled to it, or
 * undefined while the season has none (or only one set before passwords were kept sealed).
 */
export async function characterBankPasswordOf(db: Db | Tx, vault: PersonalDataVault, season?: number) {
  season ??= await currentSeasonId(db)
  const [row] = await db
    .select({ sealed: characterBankPasswords.passwordSealed })
    .from(characterBankPasswords)
    .where(eq(characterBankPasswords.season, season))
  return row?.sealed ? vault.open(row.sealed) : undefined
}

/** Re-seals every password under the current key (part of the personal data key rotation). */
export async function resealCharacterBankPasswords(db: Db, vault: PersonalDataVault) {
  const rows = await db
    .select({ season: characterBankPasswords.season, sealed: characterBankPasswords.passwordSealed })
    .from(characterBankPasswords)
    .where(isNotNull(characterBankPasswords.passwordSealed))
  let resealed = 0
  for (const row of rows) {
    const sealed = row.sealed as string
    if (vault.isCurrent(sealed)) continue
    await db
      .update(characterBankPasswords)
      .set({ passwordSealed: vault.seal(vault.open(sealed)) })
      .where(eq(characterBankPasswords.season, row.season))
    resealed++
  }
  return resealed
}
