import type {
  VolunteerInterestRow,
  volunteerInterestSchema,
} from '@spell/shared/api/public-site/volunteer-interest'
import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database'
import { characterBankPasswords, volunteerInterests } from '../../db/schema'
import { checkPassword } from '../auth/passwords'
import type { PersonalDataVault } from '../privacy/personal-data-vault'
import { currentSeasonId, seasonName } from '../seasons/seasons.service'
import { setCharacterBankPassword } from './character-bank-password'
import { lexiconSections } from './lexicon-preview'

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

export async function seedDemoCharacterBank(db: Db, vault: PersonalDataVault) {
  const season = await currentSeasonId(db)
  const [row] = await db
    .select({ season: characterBankPasswords.season })
    .from(characterBankPasswords)
    .where(eq(characterBankPasswords.season, season))
  if (!row) await setCharacterBankPassword(db, vault, DEMO_CHARACTER_BANK_PASSWORD, season)
}
