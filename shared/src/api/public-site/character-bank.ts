import { z } from 'zod'
import { defineCall } from '../contract'

export const CHARACTER_BANK_PASSWORD_MAX = 64

export const characterBankUnlockSchema = z.object({
  password: z
    .string({ error: 'publicSite.passwordRequired' })
    .trim()
    .min(1, { error: 'publicSite.passwordRequired', abort: true })
    .max(CHARACTER_BANK_PASSWORD_MAX, 'publicSite.passwordWrong'),
})
export type CharacterBankUnlock = z.infer<typeof characterBankUnlockSchema>

const bilingual = z.object({ zh: z.string(), en: z.string() })

/** One part of the season's lexicon: a group lexicon (by competition group) or the general lexicon. */
export const lexiconSectionSchema = z.object({
  key: z.string(),
  name: bilingual,
  /** How many characters the part holds. */
  size: z.number().int(),
  /** The first characters of the part, shown to a holder as a preview. */
  preview: z.array(z.object({ character: z.string(), pinyin: z.string(), meaning: z.string() })),
})

/**
 * The locked area of the public character bank page: the password from a paid entry's confirmation
 * e-mail (or the paid student's area) opens the season's lexicon. Checked by the server, limited per client.
 */
export const unlockCharacterBank = defineCall({
  method: 'POST',
  paths: ['/public/characterBank/unlock'],
  request: characterBankUnlockSchema,
  response: z.object({ season: z.string(), sections: z.array(lexiconSectionSchema) }),
})
