import { ageOn, parseIdCard } from '@spell/shared'
import dayjs from '../../lib/dayjs'

/** ID type 1 is the mainland ID card (idTypes). */
const ID_CARD_TYPE = 1

export interface IdCardFill {
  /** 1 male, 0 female (sexPersonal). */
  sex: 0 | 1
  /** YYYY-MM-DD */
  dateBirth: string
  age: number
}

/**
 * What the basic information form fills in from an ID number: only for ID type 1 and a
 * valid 18-character number; null otherwise, and the user fills the fields in.
 */
export function idCardAutofill(
  cardType: unknown,
  idCard: string | undefined,
  today = new Date(),
): IdCardFill | null {
  if (Number(cardType) !== ID_CARD_TYPE) return null
  const id = idCard?.trim() ?? ''
  if (id.length !== 18) return null
  const facts = parseIdCard(id, today)
  if (!facts) return null
  return { sex: facts.sex === 'male' ? 1 : 0, dateBirth: facts.birthDate, age: facts.age }
}

/** Age on `today` of someone born on a YYYY-MM-DD date; null for no date or one in the future. */
export function ageFromBirthDate(dateBirth: string | undefined, today = new Date()): number | null {
  if (!dateBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateBirth)) return null
  const birth = dayjs(dateBirth, 'YYYY-MM-DD')
  if (!birth.isValid()) return null
  const age = ageOn(birth.toDate(), today)
  return age >= 0 ? age : null
}
