import type {
  VolunteerInterestRow,
  volunteerInterestSchema,
} from '@spell/shared/api/public-site/volunteer-interest'
import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database'
import { characterBankPasswords, volunteerInterests } from '../../db/schema'
import { checkPassword, hashPassword } from '../auth/passwords'
import { currentSeasonId, seasonName } from '../seasons/seasons.service'
import { lexiconSections } from './lexicon-preview'

/** Sets (or replaces) the character bank password of a season; the confirmation e-mail quotes it. */
export async function setCharacterBankPassword(db: Db, password: string, season: number) {
  const passwordHash = await hashPassword(password)
  await db
    .insert(characterBankPasswords)
    .values({ season, passwordHash })
    .onConflictDoUpdate({
      target: characterBankPasswords.season,
      set: { passwordHash, updatedAt: new Date() },
    })
}

/** 'open' with the lexicon, 'wrong', or 'none' when the season has no password yet. */
export async function openCharacterBank(db: Db, password: string, season?: number) {
  season ??= await currentSeasonId(db)
  const [row] = await db
    .select()
    .from(characterBankPasswords)
    .where(eq(characterBankPasswords.season, season))
  if (!row) return { verdict: 'none' as const }
  if (!(await checkPassword(row.passwordHash, password))) return { verdict: 'wrong' as const }
  return {
    verdict: 'open' as const,
    lexicon: { season: await seasonName(db, season), sections: lexiconSections },
  }
}

export async function saveVolunteerInterest(db: Db, input: z.output<typeof volunteerInterestSchema>) {
  await db.insert(volunteerInterests).values(input)
}

export async function listVolunteerInterestRows(db: Db): Promise<VolunteerInterestRow[]> {
  const rows = await db
    .select()
    .from(volunteerInterests)
    .orderBy(desc(volunteerInterests.createdAt), desc(volunteerInterests.id))
  return rows.map((row) => ({
    ...row,
    roles: row.roles as VolunteerInterestRow['roles'],
    createdAt: row.createdAt.toISOString(),
  }))
}

/** The demo season's character bank password (development only), printed with the demo accounts. */
export const DEMO_CHARACTER_BANK_PASSWORD = 'Hanzi@2025'

export async function seedDemoCharacterBank(db: Db) {
  const season = await currentSeasonId(db)
  const [row] = await db
    .select({ season: characterBankPasswords.season })
    .from(characterBankPasswords)
    .where(eq(characterBankPasswords.season, season))
  if (!row) await setCharacterBankPassword(db, DEMO_CHARACTER_BANK_PASSWORD, season)
}
